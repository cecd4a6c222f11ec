// Every admin screen waits for the session check and, when it ends without an
// administrator, goes to /admin/login (DECISIONS "Administration"; section 4).
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import { authMessages } from '@ecole/shared/schemas/auth';
import { adminPaths } from '@ecole/shared/paths';
import { useToast } from '../../components/ui/toast';
import { isUnauthorized } from '../api/errors';
import { sessionKey, useSession } from '../api/session';

export function FullPageSpinner({ text = 'Chargement...' }: { text?: string }) {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3 text-slate-600">
      <Loader2 aria-hidden="true" className="h-10 w-10 animate-spin text-navy-700" />
      <p>{text}</p>
    </div>
  );
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: admin, isPending } = useSession();
  if (isPending) return <FullPageSpinner text="Vérification de la session..." />;
  if (!admin) return <Redirect to={adminPaths.login.href()} replace />;
  return <>{children}</>;
}

/**
 * A session can end while a screen is open (idle timeout, logout elsewhere): the first
 * 401 from any call marks the session gone, says so, and the guard sends to the login.
 */
export function SessionExpiryWatcher() {
  const qc = useQueryClient();
  const toast = useToast();
  const toastRef = useRef(toast);
  useEffect(() => {
    toastRef.current = toast;
  }, [toast]);

  useEffect(() => {
    const expire = (error: unknown) => {
      if (!isUnauthorized(error) || !qc.getQueryData(sessionKey)) return;
      qc.setQueryData(sessionKey, null);
      toastRef.current({ title: 'Erreur', description: authMessages.sessionExpired, variant: 'destructive' });
    };
    const unsubQueries = qc.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    const unsubMutations = qc.getMutationCache().subscribe((event) => {
      // The login's own 401 is a wrong password, not an expired session.
      if (event.type === 'updated' && event.action.type === 'error' && event.mutation.options.meta?.login !== true) expire(event.action.error);
    });
    return () => {
      unsubQueries();
      unsubMutations();
    };
  }, [qc]);
  return null;
}
