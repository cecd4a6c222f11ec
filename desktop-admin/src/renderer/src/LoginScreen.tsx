// The login (admin-back-office.md sections 5 and 8), against the same POST
// /api/admin/login as the web back office; the main process keeps the session cookie.
import { useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@ecole/shared/api';
import { plural } from '@ecole/shared/format';
import { authMessages } from '@ecole/shared/schemas/auth';
import { useLogin } from '@ecole/site/src/admin/api/session';
import { AuthCard } from '@ecole/site/src/admin/features/auth/AuthCard';
import { spaced } from '@ecole/site/src/admin/components/french';
import { LoginFields, useLoginFields } from '@ecole/site/src/admin/features/auth/LoginFields';
import { useToast } from '@ecole/site/src/components/ui/toast';
import { useQueue } from './queue-state';

export function LoginScreen({
  serverUrl,
  onChangeServer,
  startupProblem,
  onLoggedIn,
}: {
  serverUrl: string;
  onChangeServer: () => void;
  /** Shown at once: the server was out of reach at start, or the session has expired. */
  startupProblem?: string;
  onLoggedIn?: () => void;
}) {
  const login = useLogin();
  const toast = useToast();
  const queue = useQueue();
  const form = useLoginFields();
  const [problem, setProblem] = useState<string | null>(startupProblem ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  const waiting = queue ? queue.totals.filesTotal - queue.totals.filesDone - queue.totals.filesFailed : 0;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (login.isPending) return;
    setProblem(null);
    const credentials = form.check();
    if (!credentials) {
      setProblem(authMessages.blankFields);
      return;
    }
    login.mutate(credentials, {
      onSuccess: (res) => {
        onLoggedIn?.();
        toast({ title: 'Connexion réussie', description: `Bienvenue, ${res.admin.username}!` });
      },
      onError: (error) => {
        // A refusal (wrong password, too many attempts) carries the server's French text;
        // a server out of reach, the main process's.
        setProblem(error instanceof ApiRequestError ? (error.serverMessage ?? authMessages.loginFailed) : error.message || authMessages.loginFailed);
        form.setPassword('');
        // The emptied password is where the administrator types again.
        formRef.current?.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')?.focus();
      },
    });
  }

  return (
    <AuthCard title="Administration" subtitle="Connectez-vous pour gérer le contenu du site">
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
        <p className="rounded-lg bg-navy-50 px-3 py-2 text-sm text-navy-900">
          {spaced('Serveur :')} <strong>{new URL(serverUrl).host}</strong>{' '}
          <button type="button" onClick={onChangeServer} className="ml-1 font-semibold underline underline-offset-2">
            Changer de serveur
          </button>
        </p>
        {waiting > 0 && (
          <p className="rounded-lg border border-gold-400 bg-amber-50 px-3 py-2 text-sm text-slate-800">
            {spaced(`${plural(waiting, 'envoi attend', 'envois attendent')} : ${waiting > 1 ? 'ils reprendront' : 'il reprendra'} après la connexion.`)}
          </p>
        )}
        <LoginFields form={form} refusal={problem === null ? null : spaced(problem)} pending={login.isPending} />
      </form>
    </AuthCard>
  );
}
