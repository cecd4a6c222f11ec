// /admin/setup?token=… : the first administrator of a fresh install (issue 3, "Sessions
// and accounts"), reached from the one-time link the server prints at start-up.
import { useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { adminApi } from '@ecole/shared/admin-client';
import { authMessages, setupInputSchema } from '@ecole/shared/schemas/auth';
import { adminPaths } from '@ecole/shared/paths';
import { buttonClass } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useAdminClient } from '../../api/context';
import { errorMessage } from '../../api/errors';
import { sessionKey, useSession } from '../../api/session';
import { TextField } from '../../components/fields';
import { FullPageSpinner } from '../../components/guard';
import { validate, type FieldErrors } from '../../forms/validate';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';

export function SetupScreen() {
  const client = useAdminClient();
  const qc = useQueryClient();
  const toast = useToast();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const session = useSession();
  const status = useQuery({ queryKey: [adminApi.setup], queryFn: () => client.setupStatus(), staleTime: 0 });
  const [values, setValues] = useState({ username: '', email: '', password: '', passwordConfirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [visible, setVisible] = useState(false);
  const set = (k: keyof typeof values) => (v: string) => setValues((s) => ({ ...s, [k]: v }));

  const setup = useMutation({
    mutationFn: (input: Parameters<typeof client.setup>[0]) => client.setup(input),
    onSuccess: (res) => {
      qc.setQueryData(sessionKey, res.admin);
      toast({ title: 'Succès', description: `Administrateur créé. Bienvenue, ${res.admin.username}!` });
      navigate(adminPaths.dashboard.href(), { replace: true });
    },
    onError: (e) => toast({ title: 'Erreur', description: errorMessage(e, "Une erreur s'est produite lors de la création de l'administrateur."), variant: 'destructive' }),
  });

  useEffect(() => {
    document.title = 'Première configuration · Administration';
  }, []);

  if (session.data && !setup.isSuccess) return <Redirect to={adminPaths.dashboard.href()} replace />;
  if (status.isPending || session.isPending) return <FullPageSpinner />;

  const closed = !status.data?.pending;
  if (closed || !token) {
    return (
      <AuthCard title="Première configuration" subtitle="Création du premier administrateur">
        <p role="alert" className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
          {closed ? authMessages.setupDone : authMessages.setupTokenInvalid}
        </p>
        <Link href={adminPaths.login.href()} className={buttonClass('secondary', 'md', 'mt-4 w-full')}>
          Aller à la connexion
        </Link>
      </AuthCard>
    );
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const v = validate(setupInputSchema, { token, ...values });
    if (!v.ok) {
      setErrors(v.errors);
      toast({ title: 'Erreur', description: v.first, variant: 'destructive' });
      return;
    }
    setErrors({});
    setup.mutate({ token, ...values });
  }

  return (
    <AuthCard title="Première configuration" subtitle="Créez le compte du premier administrateur du site.">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextField label="Nom d'utilisateur" required value={values.username} onChange={set('username')} error={errors.username} autoComplete="username" autoCapitalize="none" spellCheck={false} hint="3 à 40 caractères : lettres, chiffres, point, tiret, tiret bas." />
        <TextField label="Adresse e-mail (facultative)" type="email" value={values.email} onChange={set('email')} error={errors.email} autoComplete="email" />
        <PasswordField label="Mot de passe" value={values.password} onChange={set('password')} visible={visible} onToggle={() => setVisible((x) => !x)} autoComplete="new-password" error={errors.password} hint="Au moins 10 caractères." />
        <PasswordField label="Confirmation du mot de passe" value={values.passwordConfirm} onChange={set('passwordConfirm')} visible={visible} onToggle={() => setVisible((x) => !x)} autoComplete="new-password" error={errors.passwordConfirm} toggle={false} />
        {errors.token && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.token}
          </p>
        )}
        <button type="submit" disabled={setup.isPending} className={buttonClass('secondary', 'lg', 'w-full')}>
          {setup.isPending ? 'Création...' : "Créer l'administrateur"}
        </button>
      </form>
    </AuthCard>
  );
}
