import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@ecole/shared/admin-client';
import { useAdminClient } from '../../api/context';
import { byOrder } from '../../api/sort';

export const albumsKey = [adminApi.albums] as const;
export const itemsKey = (albumId: number) => [adminApi.galleryItems(albumId)] as const;

export function useAlbums() {
  const client = useAdminClient();
  return useQuery({
    queryKey: albumsKey,
    queryFn: async () => [...(await client.albums()).albums].sort(byOrder),
  });
}

/** Only asked once an album is selected (section 7). */
export function useGalleryItems(albumId: number | null) {
  const client = useAdminClient();
  return useQuery({
    queryKey: itemsKey(albumId ?? 0),
    queryFn: async () => [...(await client.galleryItems(albumId!)).items].sort(byOrder),
    enabled: albumId !== null,
  });
}
