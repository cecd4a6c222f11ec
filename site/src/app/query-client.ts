import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet, READ_TIMEOUT_MS } from '@ecole/shared/api';
import type { ContentMap } from '@ecole/shared/content-keys';

/** A read is a GET of the path its query key joins to (public-site.md section 7). */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => apiGet(queryKey.join('/'), { signal, timeoutMs: READ_TIMEOUT_MS });

/** Query defaults of public-site.md section 9: never stale, no refetch on focus, no retry. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
        // A read that failed during the server render stays failed after hydration.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The JSON shape an error takes once dehydrated from the server render. */
export interface QueryErrorLike {
  status?: number;
  message: string;
}
export const errorStatus = (error: unknown): number | undefined => (error as QueryErrorLike | null)?.status;

/** What a route's head reads of the cache: the data of an API path, and whether it answered 404. */
export const routeContext = (qc: QueryClient, params: Record<string, string>, content: ContentMap | undefined) => ({
  params,
  content,
  data: <T,>(key: string) => qc.getQueryData<T>([key]),
  missing: (key: string) => errorStatus(qc.getQueryState([key])?.error) === 404,
});
