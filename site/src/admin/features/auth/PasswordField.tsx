import { Eye, EyeOff } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';
import { inputClass } from '../../components/fields';

/** Password input with a show/hide toggle: one stable name, the state in aria-pressed. */
export function PasswordField({
  label,
  value,
  onChange,
  visible,
  onToggle,
  autoComplete,
  error,
  invalid,
  hint,
  toggle = true,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  visible: boolean;
  onToggle: () => void;
  autoComplete: string;
  error?: string;
  /** Wrong without a message of its own (the toast says why). */
  invalid?: boolean;
  hint?: string;
  /** One toggle per form: the confirmation field follows the first one. */
  toggle?: boolean;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, toggle && 'pr-12')}
        />
        {toggle && (
          <button
            type="button"
            onClick={onToggle}
            aria-pressed={visible}
            aria-label="Afficher le mot de passe"
            title={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-navy-900 hover:bg-navy-50"
          >
            {visible ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
          </button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
