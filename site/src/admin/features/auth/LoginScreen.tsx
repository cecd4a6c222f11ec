// /admin/login (admin-back-office.md sections 2, 4, 5, 8).
import { useEffect, useState, type FormEvent } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ApiRequestError } from '@ecole/shared/api';
import { authMessages } from '@ecole/shared/schemas/auth';
import { adminPaths } from '@ecole/shared/paths';
import { useToast } from '../../../components/ui/toast';
import { useLogin, useSession } from '../../api/session';
import { FullPageSpinner } from '../../components/guard';
import { AuthCard } from './AuthCard';
import { LoginFields, useLoginFields } from './LoginFields';

const REDIRECT_DELAY_MS = 100;

export function LoginScreen() {
  const session = useSession();
  const login = useLogin();
  const toast = useToast();
  const [, navigate] = useLocation();
  const form = useLoginFields();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [welcomed, setWelcomed] = useState(false);

  useEffect(() => {
    document.title = 'Connexion · Administration';
  }, []);

  // An administrator who is already logged in has nothing to do here (section 2).
  if (session.data && !welcomed) return <Redirect to={adminPaths.dashboard.href()} replace />;
  if (session.isPending) return <FullPageSpinner />;

  function submit(e: FormEvent) {
    e.preventDefault();
    setRefusal(null);
    const credentials = form.check();
    if (!credentials) {
      toast({ title: 'Erreur', description: authMessages.blankFields, variant: 'destructive' });
      return;
    }
    login.mutate(credentials, {
      onSuccess: (res) => {
        setWelcomed(true);
        toast({ title: 'Connexion réussie', description: `Bienvenue, ${res.admin.username}!` });
        window.setTimeout(() => navigate(adminPaths.dashboard.href(), { replace: true }), REDIRECT_DELAY_MS);
      },
      onError: (error) => {
        // A refusal (wrong password, too many attempts) carries the server's French text; any
        // other failure (network, a proxy's HTML error page) gets the spec's general message.
        const refused = error instanceof ApiRequestError ? error.serverMessage : undefined;
        if (refused) {
          setRefusal(refused);
          toast({ title: 'Erreur de connexion', description: refused, variant: 'destructive' });
        } else {
          toast({ title: 'Erreur', description: authMessages.loginFailed, variant: 'destructive' });
        }
        form.setPassword('');
      },
    });
  }

  return (
    <AuthCard title="Administration" subtitle="Connectez-vous pour gérer le contenu du site">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <LoginFields form={form} refusal={refusal} pending={login.isPending} disabled={welcomed} />
      </form>
    </AuthCard>
  );
}
