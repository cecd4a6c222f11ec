import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useToast } from '../../components/ui/toast';
import { errorMessage, isUnauthorized } from './errors';

/**
 * A change to the data: toasts "Succès" / "Erreur" with the spec's texts (section 8; the
 * server's message first) and refreshes the lists it touches (section 4). Query keys
 * are the adminApi paths.
 */
export function useAdminMutation<TVars, TResult = unknown>({
  mutationFn,
  invalidate,
  success,
  error,
  onSuccess,
  onError,
}: {
  mutationFn: (vars: TVars) => Promise<TResult>;
  invalidate: (vars: TVars) => QueryKey[];
  /** Toast text on success; none when omitted. */
  success?: string | ((vars: TVars) => string);
  error: string | ((vars: TVars) => string);
  onSuccess?: (result: TResult, vars: TVars) => void;
  /** After the error toast (none for a 401: the session's login says it). */
  onError?: (error: Error, vars: TVars) => void;
}) {
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn,
    onSuccess: (result, vars) => {
      if (success) toast({ title: 'Succès', description: typeof success === 'function' ? success(vars) : success });
      onSuccess?.(result, vars);
    },
    onError: (e, vars) => {
      // A 401 means the session has ended: SessionExpiryWatcher opens the login over the
      // screen ("Session expirée", decision 017; the desktop app's login says it too), and
      // the form stays to be saved again. A toast "Authentification requise" over that
      // login would say the same thing twice.
      if (!isUnauthorized(e)) toast({ title: 'Erreur', description: errorMessage(e, typeof error === 'function' ? error(vars) : error), variant: 'destructive' });
      onError?.(e, vars);
    },
    // Refreshed after a failure too: the list may be out of date (a row deleted elsewhere).
    // Not after a 401: nothing changed, the refresh could only fail the same way and turn the
    // screen behind the login into an error, taking the open form and its typing with it;
    // the login refreshes everything once it succeeds.
    onSettled: (_r, e, vars) =>
      isUnauthorized(e) ? undefined : Promise.all(invalidate(vars).map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}
