import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet } from '@ecole/shared/api';

/** A read is a GET of the path its query key joins to (public-site.md section 7). */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => apiGet(queryKey.join('/'), { signal });

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
