// What every login form of the back office asks and shows, the web one (/admin/login) and
// the desktop app's: the username, the password with its show/hide toggle, the refusal in
// an alert and the submit button, with the same labels, ids and autocomplete hints.
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { inputClass } from '../../components/fields';
import { PasswordField } from './PasswordField';

export function LoginFields({
  username,
  onUsername,
  password,
  onPassword,
  blank,
  refusal,
  pending,
  disabled = false,
}: {
  username: string;
  onUsername: (v: string) => void;
  password: string;
  onPassword: (v: string) => void;
  /** The fields left empty at the last attempt. */
  blank: { username?: boolean; password?: boolean };
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
          value={username}
          onChange={(e) => onUsername(e.target.value)}
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
        onChange={onPassword}
        visible={visible}
        onToggle={() => setVisible((v) => !v)}
        autoComplete="current-password"
        invalid={blank.password}
      />
      {refusal && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
      <button type="submit" disabled={pending || disabled} className={buttonClass('secondary', 'lg', 'w-full')}>
        {pending ? 'Connexion...' : 'Se connecter'}
      </button>
    </>
  );
}
