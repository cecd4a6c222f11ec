import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '@ecole/shared/api';
import { authMessages, type Admin } from '@ecole/shared/schemas/auth';
import { useToast } from '../../../components/ui/toast';
import { useLogin } from '../../api/session';
import { useLoginFields } from './LoginFields';

/**
 * The web back office's login forms (/admin/login, and the one over a screen whose session
 * ended): the fields, the call, and what success, a refusal or a failure says (section 8).
 */
export function useLoginForm(onSuccess: (res: { admin: Admin }) => void) {
  const login = useLogin();
  const toast = useToast();
  const form = useLoginFields();
  const [refusal, setRefusal] = useState<string | null>(null);
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
        toast({ title: 'Connexion réussie', description: `Bienvenue, ${res.admin.username}!` });
        onSuccess(res);
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
  return { form, refusal, pending: login.isPending, submit };
}
