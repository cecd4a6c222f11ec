import { Eye, EyeOff } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '../../../components/ui/cn';
import { Field, inputClass } from '../../components/fields';

/** Password input with a show/hide toggle: one stable name, the state in aria-pressed. */
export function PasswordField({
  label,
  value,
  onChange,
  visible,
  onToggle,
  autoComplete,
  error,
  hint,
  toggle = true,
  ref,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  visible: boolean;
  onToggle: () => void;
  autoComplete: string;
  error?: string;
  hint?: string;
  /** One toggle per form: the confirmation field follows the first one. */
  toggle?: boolean;
  /** The input (a prop since React 19): for a form that moves the focus itself. */
  ref?: Ref<HTMLInputElement>;
}) {
  // The label, hint and error as every admin field has them (fields.tsx), the toggle beside the input.
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            ref={ref}
            id={id}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            autoComplete={autoComplete}
            aria-invalid={invalid || undefined}
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
      )}
    </Field>
  );
}
