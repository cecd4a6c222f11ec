import type { ReactNode } from 'react';
import { frenchSpacing } from '@ecole/shared/format';
import { cn } from './cn';

/** Eyebrow, h2 and subtitle of a page section, centred by default; ? ! : ; stay with their word. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  align = 'center',
  tone = 'dark',
  className,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: 'center' | 'left';
  /** `light` for a heading on a navy background. */
  tone?: 'dark' | 'light';
  className?: string;
  children?: ReactNode;
}) {
  const light = tone === 'light';
  return (
    <div className={cn('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p className={cn('mb-2 text-sm font-semibold uppercase tracking-wider', light ? 'text-gold-400' : 'text-gold-700')}>{eyebrow}</p>
      )}
      <h2 id={id} className={cn('text-2xl font-extrabold tracking-tight sm:text-4xl', light ? 'text-white' : 'text-navy-900')}>
        {frenchSpacing(title)}
      </h2>
      {subtitle && <p className={cn('mt-3 text-base sm:text-lg', light ? 'text-slate-200' : 'text-slate-600')}>{frenchSpacing(subtitle)}</p>}
      {children}
    </div>
  );
}
