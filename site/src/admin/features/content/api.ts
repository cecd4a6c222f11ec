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

/**
 * What the home page shows instead of some content keys: its hero, founder block and
 * institute cards read the keys only when no slider is active, the founder message is off
 * or missing, no institute is active (public-site.md section 2, Home). The keys match the
 * admin lists' own (their saves invalidate these), with a part of their own.
 */
export function useHomeReplacements() {
  const client = useAdminClient();
  const sliders = useQuery({ queryKey: [adminApi.sliders, 'actifs'], queryFn: async () => (await client.sliders()).sliders.filter((s) => s.isActive).length });
  const institutes = useQuery({
    queryKey: [adminApi.institutes, 'actifs'],
    queryFn: async () => (await client.institutes()).institutes.filter((i) => i.isActive).length,
  });
  const founder = useQuery({ queryKey: [adminApi.founder, 'actif'], queryFn: async () => !!(await client.founder()).founderMessage?.isActive });
  return { activeSliders: sliders.data, activeInstitutes: institutes.data, founderActive: founder.data };
}
