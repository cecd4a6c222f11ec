// Labelled form fields: every input has a visible label, a hint and an error linked with
// aria-describedby, aria-invalid while wrong. Forms use noValidate and the shared zod
// schemas, so the browser's own bubbles never pre-empt the spec's messages.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../components/ui/cn';
import { spaced } from './french';

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-navy-700 focus-visible:outline-2 focus-visible:outline-offset-0 aria-[invalid=true]:border-red-600 disabled:bg-slate-100 disabled:text-slate-500';

interface FieldProps {
  label: ReactNode;
  /** Shown after the label; the field is announced as required. */
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

export interface Ids {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/**
 * A label, the control `children` draws with the ids it is given, its hint and its error.
 * `hideLabel`: the label is read, not shown (the content editor's field, under its element's
 * title).
 */
export function Field({
  label,
  required,
  hint,
  error,
  className,
  hideLabel = false,
  children,
}: FieldProps & { hideLabel?: boolean; children: (ids: Ids) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-semibold text-navy-900'}>
        {spaced(label)}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: !!error })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {spaced(hint)}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {spaced(error)}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'> & {
    value: string;
    onChange: (value: string) => void;
    inputClassName?: string;
    /** The input (a prop since React 19): for a form that moves the focus itself. */
    ref?: Ref<HTMLInputElement>;
  };

export function TextField({ label, required, hint, error, className, value, onChange, inputClassName, ...rest }: TextFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="text"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, inputClassName)}
          {...rest}
        />
      )}
    </Field>
  );
}

type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'className'> & {
    value: string;
    onChange: (value: string) => void;
  };

export function TextAreaField({ label, required, hint, error, className, value, onChange, rows = 4, ...rest }: TextAreaFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, 'resize-y leading-relaxed')}
          {...rest}
        />
      )}
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
}

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'className'> & {
    value: string;
    onChange: (value: string) => void;
    options: readonly Option[];
    /** First, empty choice ("Sélectionnez une catégorie"). */
    placeholder?: string;
  };

export function SelectField({ label, required, hint, error, className, value, onChange, options, placeholder, ...rest }: SelectFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export const toOptions = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: v }));

/** A group of fields under a heading (fieldset and legend for assistive technologies). */
export function FieldGroup({ legend, children, className }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn('grid gap-4 rounded-xl border border-slate-200 p-4', className)}>
      <legend className="px-1 text-sm font-bold uppercase tracking-wide text-navy-800">{legend}</legend>
      {children}
    </fieldset>
  );
}
