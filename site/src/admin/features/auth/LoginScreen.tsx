// /admin/login (admin-back-office.md sections 2, 4, 5, 8).
import { useEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { adminPaths } from '@ecole/shared/paths';
import { useSession } from '../../api/session';
import { FullPageSpinner } from '../../components/guard';
import { AuthCard } from './AuthCard';
import { LoginFields } from './LoginFields';
import { useLoginForm } from './use-login-form';

const REDIRECT_DELAY_MS = 100;

export function LoginScreen() {
  const session = useSession();
  const [, navigate] = useLocation();
  const [welcomed, setWelcomed] = useState(false);
  const { form, refusal, pending, submit } = useLoginForm(() => {
    setWelcomed(true);
    window.setTimeout(() => navigate(adminPaths.dashboard.href(), { replace: true }), REDIRECT_DELAY_MS);
  });

  useEffect(() => {
    document.title = 'Connexion · Administration';
  }, []);

  // An administrator who is already logged in has nothing to do here (section 2).
  if (session.data && !welcomed) return <Redirect to={adminPaths.dashboard.href()} replace />;
  if (session.isPending) return <FullPageSpinner />;

  return (
    <AuthCard title="Administration" subtitle="Connectez-vous pour gérer le contenu du site">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <LoginFields form={form} refusal={refusal} pending={pending} disabled={welcomed} />
      </form>
    </AuthCard>
  );
}
