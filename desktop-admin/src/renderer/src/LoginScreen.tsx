// The login (admin-back-office.md sections 5 and 8), against the same POST
// /api/admin/login as the web back office; the main process keeps the session cookie.
import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '@ecole/shared/api';
import { authMessages, loginInputSchema } from '@ecole/shared/schemas/auth';
import { useLogin } from '@ecole/site/src/admin/api/session';
import { inputClass } from '@ecole/site/src/admin/components/fields';
import { AuthCard } from '@ecole/site/src/admin/features/auth/AuthCard';
import { PasswordField } from '@ecole/site/src/admin/features/auth/PasswordField';
import { validate } from '@ecole/site/src/admin/forms/validate';
import { buttonClass } from '@ecole/site/src/components/ui/button';
import { useToast } from '@ecole/site/src/components/ui/toast';
import { plural } from './format';
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
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [blank, setBlank] = useState<{ username?: boolean; password?: boolean }>({});
  const [problem, setProblem] = useState<string | null>(startupProblem ?? null);
  const waiting = queue ? queue.totals.filesTotal - queue.totals.filesDone - queue.totals.filesFailed : 0;

  function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    const v = validate(loginInputSchema, { username, password });
    if (!v.ok) {
      setBlank({ username: !!v.errors.username, password: !!v.errors.password });
      setProblem(authMessages.blankFields);
      return;
    }
    setBlank({});
    login.mutate(v.data, {
      onSuccess: (res) => {
        onLoggedIn?.();
        toast({ title: 'Connexion réussie', description: `Bienvenue, ${res.admin.username}!` });
      },
      onError: (error) => {
        // A refusal (wrong password, too many attempts) carries the server's French text;
        // a server out of reach, the main process's.
        setProblem(error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : error.message || "Une erreur s'est produite lors de la connexion");
        setPassword('');
      },
    });
  }

  return (
    <AuthCard title="Administration" subtitle="Connectez-vous pour gérer le contenu du site">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <p className="rounded-lg bg-navy-50 px-3 py-2 text-sm text-navy-900">
          Serveur : <strong>{new URL(serverUrl).host}</strong>{' '}
          <button type="button" onClick={onChangeServer} className="ml-1 font-semibold underline underline-offset-2">
            Changer de serveur
          </button>
        </p>
        {waiting > 0 && (
          <p className="rounded-lg border border-gold-400 bg-amber-50 px-3 py-2 text-sm text-slate-800">
            {plural(waiting, 'envoi attend', 'envois attendent')} : {waiting > 1 ? 'ils reprendront' : 'il reprendra'} après la connexion.
          </p>
        )}
        <div className="grid gap-1.5">
          <label htmlFor="login-username" className="text-sm font-semibold text-navy-900">
            Nom d'utilisateur
          </label>
          <input
            id="login-username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            aria-invalid={blank.username || undefined}
            className={inputClass}
          />
        </div>
        <PasswordField
          label="Mot de passe"
          value={password}
          onChange={setPassword}
          visible={visible}
          onToggle={() => setVisible((v) => !v)}
          autoComplete="current-password"
          invalid={blank.password}
        />
        {problem && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {problem}
          </p>
        )}
        <button type="submit" disabled={login.isPending} className={buttonClass('secondary', 'lg', 'w-full')}>
          {login.isPending ? 'Connexion...' : 'Se connecter'}
        </button>
      </form>
    </AuthCard>
  );
}
