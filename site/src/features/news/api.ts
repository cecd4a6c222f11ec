// The news reads (public-site.md section 7). Keys are the API paths, so the server's
// prefetch of each route fills exactly these queries and hydration needs no refetch.
import { useQuery } from '@tanstack/react-query';
import { api } from '@ecole/shared/api';
import type { News, NewsImage, NewsList } from '@ecole/shared/schemas/news';

export const newsListQuery = { queryKey: [api.news] } as const;
export const newsItemQuery = (slugOrId: string) => ({ queryKey: [api.newsItem(slugOrId)] }) as const;
export const newsImagesQuery = (slugOrId: string) => ({ queryKey: [api.newsImages(slugOrId)] }) as const;

export const useNewsList = () => useQuery<NewsList>(newsListQuery);
export const useNewsItem = (slugOrId: string) => useQuery<News>(newsItemQuery(slugOrId));
export const useNewsImages = (slugOrId: string) => useQuery<{ images: NewsImage[] }>(newsImagesQuery(slugOrId));
