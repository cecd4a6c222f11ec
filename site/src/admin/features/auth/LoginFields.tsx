// What every login form of the back office asks and shows, the web one (/admin/login) and
// the desktop app's: the username, the password with its show/hide toggle, the refusal in
// an alert and the submit button, with the same labels, ids and autocomplete hints, and the
// same check that both are given before anything is sent.
import { useState } from 'react';
import { loginInputSchema } from '@ecole/shared/schemas/auth';
import { buttonClass } from '../../../components/ui/button';
import { inputClass } from '../../components/fields';
import { validate, type Parsed } from '../../forms/validate';
import { PasswordField } from './PasswordField';

export type LoginForm = ReturnType<typeof useLoginFields>;

export function useLoginFields() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [blank, setBlank] = useState<{ username?: boolean; password?: boolean }>({});
  /** The credentials when both are given; else null, the empty fields marked invalid. */
  function check(): Parsed<typeof loginInputSchema> | null {
    const v = validate(loginInputSchema, { username, password });
    setBlank(v.ok ? {} : { username: !!v.errors.username, password: !!v.errors.password });
    return v.ok ? v.data : null;
  }
  return { username, setUsername, password, setPassword, blank, check };
}

export function LoginFields({
  form,
  refusal,
  pending,
  disabled = false,
}: {
  form: LoginForm;
  refusal: string | null;
  pending: boolean;
  /** Kept off after success, while the screen goes away. */
  disabled?: boolean;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <div className="grid gap-1.5">
        <label htmlFor="login-username" className="text-sm font-semibold text-navy-900">
          Nom d'utilisateur
        </label>
        <input
          id="login-username"
          value={form.username}
          onChange={(e) => form.setUsername(e.target.value)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          aria-invalid={form.blank.username || undefined}
          className={inputClass}
        />
      </div>
      <PasswordField
        label="Mot de passe"
        value={form.password}
        onChange={form.setPassword}
        visible={visible}
        onToggle={() => setVisible((v) => !v)}
        autoComplete="current-password"
        invalid={form.blank.password}
      />
      {refusal && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
      {/* aria-disabled while pending, not disabled: a disabled button drops the keyboard's focus
          to <body>. Its click (Enter in a field clicks it too) is what is refused. */}
      <button
        type="submit"
        disabled={disabled}
        aria-disabled={pending || undefined}
        onClick={(e) => pending && e.preventDefault()}
        className={buttonClass('secondary', 'lg', 'w-full aria-disabled:cursor-wait aria-disabled:opacity-60')}
      >
        {pending ? 'Connexion...' : 'Se connecter'}
      </button>
    </>
  );
}
