import { useId } from 'react';
import { cn } from '../../components/ui/cn';
import { spaced } from './french';

/**
 * An on/off switch: a button with role="switch" and aria-checked. With `label` it shows
 * its own text; without it, `ariaLabel` names it (a card's "active" switch).
 */
export function Switch({
  checked,
  onChange,
  label,
  ariaLabel,
  description,
  disabled,
  busy,
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label?: string;
  ariaLabel?: string;
  /** What the switch really does, under its label. */
  description?: string;
  disabled?: boolean;
  /**
   * Waiting for the server: clicks are ignored but the switch keeps the keyboard's focus
   * (a disabled button would drop it to the page's start).
   */
  busy?: boolean;
  className?: string;
}) {
  const id = useId();
  const control = (
    <div className={cn('inline-flex items-center gap-3', !description && className)}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label ? undefined : spaced(ariaLabel)}
        aria-describedby={description ? `${id}-help` : undefined}
        disabled={disabled}
        aria-disabled={busy || undefined}
        onClick={() => busy || onChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60',
          checked ? 'bg-green-700' : 'bg-slate-400',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0.5')}
        />
      </button>
      {label && (
        <label htmlFor={id} className="cursor-pointer text-sm font-semibold text-navy-900">
          {spaced(label)}
        </label>
      )}
    </div>
  );
  if (!description) return control;
  return (
    <div className={cn('grid gap-1', className)}>
      {control}
      <p id={`${id}-help`} className="text-xs text-slate-600">
        {spaced(description)}
      </p>
    </div>
  );
}
