// A session that ends while a screen is open (the idle timeout while an article is being
// written, a logout in another tab): the screen and its open form stay as they are, with
// what was typed, and the login is asked for over them. Logged in again, the administrator
// saves as before. Leaving for the login page instead is offered, and says what it costs.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { authMessages } from '@ecole/shared/schemas/auth';
import { adminPaths } from '@ecole/shared/paths';
import { frenchSpacing } from '@ecole/shared/format';
import { LoginFields } from './LoginFields';
import { useLoginForm } from './use-login-form';

export function SessionLoginDialog() {
  const qc = useQueryClient();
  // The lists refused while the session was gone are read again; open forms keep their typing.
  const { form, refusal, pending, submit } = useLoginForm(() => void qc.invalidateQueries());
  return (
    <DialogPrimitive.Root open>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-navy-950/70" />
        <DialogPrimitive.Content
          // Nothing behind can be used without a session: only a login, or the way out, closes it.
          onEscapeKeyDown={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed left-1/2 top-1/2 z-[60] max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl focus:outline-none"
        >
          <DialogPrimitive.Title className="text-lg font-bold text-navy-900">Session expirée</DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-2 text-sm text-slate-700">
            {frenchSpacing(`${authMessages.sessionExpired} Ce que vous avez saisi est conservé : reconnectez-vous ici, puis enregistrez à nouveau.`)}
          </DialogPrimitive.Description>
          <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
            <LoginFields form={form} refusal={refusal} pending={pending} />
          </form>
          <p className="mt-4 text-center text-sm">
            <a href={adminPaths.login.href()} className="font-semibold text-navy-700 underline underline-offset-4">
              Aller à la page de connexion
            </a>{' '}
            <span className="text-slate-600">(ce qui n'est pas enregistré sera perdu)</span>
          </p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
