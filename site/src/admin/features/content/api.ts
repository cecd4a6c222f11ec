// Site content (admin-back-office.md section 7, "Dashboard and content"). Only the
// context's client: the desktop app mounts the same editor with its own.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { adminApi } from '@ecole/shared/admin-client';
import { contentValue, toContentMap } from '@ecole/shared/content-keys';
import { useAdminClient } from '../../api/context';

export const contentKey = [adminApi.content] as const;

export function useAdminContent() {
  const client = useAdminClient();
  return useQuery({ queryKey: contentKey, queryFn: () => client.content() });
}

/** The school's name (content key site_name, its default until the list arrives). */
export function useSiteName() {
  const { data } = useAdminContent();
  return useMemo(() => contentValue(toContentMap(data?.content), 'site_name'), [data]);
}
