// Every admin screen waits for the session check and, when it ends without an
// administrator, goes to /admin/login (DECISIONS "Administration"; section 4).
import { Loader2 } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import { adminPaths } from '@ecole/shared/paths';
import { isUnauthorized } from '../api/errors';
import { markSessionExpired, sessionKey, useSession, useSessionExpired } from '../api/session';
import { SessionLoginDialog } from '../features/auth/SessionLoginDialog';

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
  const expired = useSessionExpired();
  if (isPending) return <FullPageSpinner text="Vérification de la session..." />;
  // Ended while the screen was open: the screen stays, with a login over it (its forms
  // keep what was typed). No session from the start, or a logout: the login page.
  if (!admin && expired) {
    return (
      <>
        {children}
        <SessionLoginDialog />
      </>
    );
  }
  if (!admin) return <Redirect to={adminPaths.login.href()} replace />;
  return <>{children}</>;
}

/**
 * A session can end while a screen is open (idle timeout, logout elsewhere): the first
 * 401 from any call marks the session gone and ended (RequireAdmin asks for the login).
 */
export function SessionExpiryWatcher() {
  const qc = useQueryClient();
  useEffect(() => {
    const expire = (error: unknown) => {
      if (!isUnauthorized(error) || !qc.getQueryData(sessionKey)) return;
      markSessionExpired(qc);
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
