import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../components/ui/cn';
import { spaced } from './french';

export const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-3 py-2 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/** A square icon button whose name is its aria-label (edit, delete, move). */
export function IconButton({
  label,
  children,
  tone = 'navy',
  className,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & { label: string; children: ReactNode; tone?: 'navy' | 'red' | 'light' }) {
  const tones = {
    navy: 'text-navy-900 hover:bg-navy-50',
    red: 'text-red-700 hover:bg-red-50',
    light: 'bg-white/90 text-navy-900 shadow hover:bg-white',
  };
  return (
    <button
      type="button"
      // The name shows as the button's tooltip: "Supprimer la filière « BTS »" keeps its signs.
      aria-label={spaced(label)}
      title={spaced(label)}
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-wait aria-disabled:opacity-50',
        tones[tone],
        className,
      )}
      {...rest}
    >
      {children}
    </button>
  );
}
