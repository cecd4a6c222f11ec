// The gallery reads (public-site.md section 7). Both answers carry `success`, which the
// pages check: an answer without it counts as a failure, as the spec says.
import { useQuery } from '@tanstack/react-query';
import { api } from '@ecole/shared/api';
import type { Album, AlbumWithItems } from '@ecole/shared/schemas/albums';

export const albumsQuery = { queryKey: [api.albums] } as const;
export const albumQuery = (id: string) => ({ queryKey: [api.album(id)] }) as const;

export const useAlbums = () => useQuery<{ success: boolean; albums?: Album[] }>(albumsQuery);
export const useAlbum = (id: string) => useQuery<{ success: boolean; album?: AlbumWithItems }>(albumQuery(id));
