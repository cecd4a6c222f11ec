import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@ecole/shared/admin-client';
import { useAdminClient } from '../../api/context';
import { byOrder } from '../../api/sort';

export const slidersKey = [adminApi.sliders] as const;

export function useSliders() {
  const client = useAdminClient();
  return useQuery({
    queryKey: slidersKey,
    queryFn: async () => [...(await client.sliders()).sliders].sort(byOrder),
  });
}
