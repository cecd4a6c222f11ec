import { QueryClient } from '@tanstack/react-query';

/**
 * Query defaults of admin-back-office.md section 7 ("Generic behaviour"): data never
 * stale, no refetch on focus, no retry, unless a query says otherwise (the session
 * check, the inbox). Mutations invalidate the lists they change.
 */
export function createAdminQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false },
      // A save made with no connection at all (navigator.onLine false: a phone out of
      // coverage) fails at once and says so, instead of waiting, paused, under
      // "Enregistrement..." with no word until the connection returns.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
