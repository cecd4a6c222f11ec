// The administrator's session (admin-back-office.md sections 4 and 7): GET /api/admin/me
// cached 30 s, never retried on 401, otherwise up to 2 retries, no refetch on focus.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminApi } from '@ecole/shared/admin-client';
import type { Admin, LoginInput } from '@ecole/shared/schemas/auth';
import { ApiRequestError } from '@ecole/shared/api';
import { removeAllDrafts } from '../forms/drafts';
import { useAdminClient } from './context';

export const sessionKey = [adminApi.me] as const;

/** `data` is the admin, or null once the server said there is none (401). */
export function useSession() {
  const client = useAdminClient();
  return useQuery<Admin | null>({
    queryKey: sessionKey,
    queryFn: async () => {
      try {
        return (await client.me()).admin;
      } catch (e) {
        // "Not logged in" is an answer, not a failure: nothing to retry.
        if (e instanceof ApiRequestError && e.status === 401) return null;
        throw e;
      }
    },
    staleTime: 30_000,
    retry: 2,
    refetchOnWindowFocus: false,
  });
}

/**
 * Whether the session ended while a screen was open (a 401 from a call, see guard.tsx): the
 * screen then stays, with a login over it. Not set by a logout, which leaves for the login page.
 */
const expiredKey = ['session-expired'] as const;

export function useSessionExpired(): boolean {
  return useQuery({ queryKey: expiredKey, queryFn: () => false, initialData: false, staleTime: Infinity, enabled: false }).data;
}

export function markSessionExpired(qc: QueryClient) {
  qc.setQueryData(expiredKey, true);
  qc.setQueryData(sessionKey, null);
}

/**
 * A call outside the query cache (an upload) met a 401: the same login as for a save opens
 * over the screen (the watcher in guard.tsx never sees such a call). Resolves true once an
 * administrator is logged in again, false when no one was (nothing to renew) or `signal`
 * aborts first (the screen closed).
 */
export function sessionRenewed(qc: QueryClient, signal: AbortSignal): Promise<boolean> {
  if (!qc.getQueryData(sessionKey) || signal.aborted) return Promise.resolve(false);
  markSessionExpired(qc);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      unsubscribe();
      signal.removeEventListener('abort', onAbort);
      resolve(ok);
    };
    const onAbort = () => done(false);
    const unsubscribe = qc.getQueryCache().subscribe(() => {
      if (qc.getQueryData(sessionKey)) done(true);
    });
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export function useLogin() {
  const client = useAdminClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => client.login(input),
    meta: { login: true },
    // The spec retries the login once; only a call that never reached the server is
    // retried here, so a refused password is not counted twice by the rate limiter.
    retry: (count, error) => count < 1 && !(error instanceof ApiRequestError),
    onSuccess: (res) => {
      qc.setQueryData(expiredKey, false);
      qc.setQueryData(sessionKey, res.admin);
    },
  });
}

export function useLogout() {
  const client = useAdminClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => client.logout(),
    // Nothing of the session stays in memory (section 4: logout clears all cached
    // data), and the session is known to be gone.
    onSuccess: async () => {
      await qc.cancelQueries();
      qc.clear();
      qc.setQueryData(sessionKey, null);
      // Nor on the device: the next person at a shared computer (decision 050).
      removeAllDrafts();
    },
  });
}
