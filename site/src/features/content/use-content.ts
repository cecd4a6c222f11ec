import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@ecole/shared/api';
import { contentValue, toContentMap } from '@ecole/shared/content-keys';
import { frenchSpacing } from '@ecole/shared/format';
import type { ContentList } from '@ecole/shared/schemas/content';

/** Content is fresh for 5 minutes (public-site.md section 9: content cache 300000 ms). */
export const CONTENT_STALE_MS = 300_000;

export const contentQuery = { queryKey: [api.content], staleTime: CONTENT_STALE_MS } as const;

/**
 * The editable texts; every key falls back to its default while loading or on error. `t` gives
 * a key for display, with no-break spaces before ? ! : ; (a link or a phone number has none to
 * change, format.test.ts checks the defaults); `map` holds the texts as stored.
 */
export function useContent() {
  const { data } = useQuery<ContentList>(contentQuery);
  return useMemo(() => {
    const map = toContentMap(data?.content);
    return { map, t: (key: string) => frenchSpacing(contentValue(map, key)) };
  }, [data]);
}
