import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@ecole/shared/admin-client';
import { useAdminClient } from '../../api/context';
import { byOrder } from '../../api/sort';

export const newsKey = [adminApi.news] as const;
export const newsImagesKey = (newsId: number) => [adminApi.newsImages(newsId)] as const;

export function useAdminNews() {
  const client = useAdminClient();
  return useQuery({
    queryKey: newsKey,
    // Newest first, as the public list.
    queryFn: async () => [...(await client.news()).news].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id),
  });
}

export function useNewsImages(newsId: number) {
  const client = useAdminClient();
  return useQuery({
    queryKey: newsImagesKey(newsId),
    queryFn: async () => [...(await client.newsImages(newsId)).images].sort(byOrder),
  });
}
