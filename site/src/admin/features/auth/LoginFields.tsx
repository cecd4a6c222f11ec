// What every login form of the back office asks and shows, the web one (/admin/login) and
// the desktop app's: the username, the password with its show/hide toggle, the refusal in
// an alert and the submit button, with the same labels, ids and autocomplete hints, and the
// same check that both are given before anything is sent.
import { useEffect, useRef, useState } from 'react';
import { authMessages, loginInputSchema } from '@ecole/shared/schemas/auth';
import { buttonClass } from '../../../components/ui/button';
import { TextField } from '../../components/fields';
import { validate, type Parsed } from '../../forms/validate';
import { PasswordField } from './PasswordField';

export type LoginForm = ReturnType<typeof useLoginFields>;

export function useLoginFields() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [blank, setBlank] = useState<{ username?: boolean; password?: boolean }>({});
  /** The first empty field of the last check that found one: a new object each time, each moving the focus. */
  const [refused, setRefused] = useState<{ first: 'username' | 'password' } | null>(null);
  /**
   * The credentials when both are given; else null, the empty fields marked invalid, each
   * with its message (the toast or the alert says the spec's "Veuillez remplir tous les champs").
   */
  function check(): Parsed<typeof loginInputSchema> | null {
    const v = validate(loginInputSchema, { username, password });
    setBlank(v.ok ? {} : { username: !!v.errors.username, password: !!v.errors.password });
    if (!v.ok) setRefused({ first: v.errors.username ? 'username' : 'password' });
    return v.ok ? v.data : null;
  }
  // A field typed into stops saying it is empty (as every admin form's fields do).
  const change = (field: 'username' | 'password', set: (v: string) => void) => (value: string) => {
    set(value);
    setBlank((b) => (b[field] ? { ...b, [field]: false } : b));
  };
  return { username, setUsername: change('username', setUsername), password, setPassword: change('password', setPassword), blank, refused, check };
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
  const username = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  // Sent with an empty field: the keyboard goes to the first one, its message now linked.
  // Once per refused check, not when typing clears a field's mark.
  const { refused } = form;
  useEffect(() => {
    if (refused) (refused.first === 'username' ? username : password).current?.focus();
  }, [refused]);
  return (
    <>
      <TextField
        ref={username}
        label="Nom d'utilisateur"
        value={form.username}
        onChange={form.setUsername}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        error={form.blank.username ? authMessages.loginUsernameBlank : undefined}
      />
      <PasswordField
        ref={password}
        label="Mot de passe"
        value={form.password}
        onChange={form.setPassword}
        visible={visible}
        onToggle={() => setVisible((v) => !v)}
        autoComplete="current-password"
        error={form.blank.password ? authMessages.loginPasswordBlank : undefined}
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
