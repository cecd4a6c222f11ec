import type { ReactNode } from 'react';
import { cn } from './cn';

type Tone = 'navy' | 'gold' | 'green' | 'orange' | 'grey' | 'outline';
const tones: Record<Tone, string> = {
  navy: 'bg-navy-900 text-white',
  gold: 'bg-gold-400 text-navy-950',
  green: 'bg-green-700 text-white',
  orange: 'bg-orange-100 text-orange-900',
  grey: 'bg-slate-100 text-slate-700',
  outline: 'border border-slate-300 text-slate-700',
};

export function Badge({ tone = 'navy', className, children }: { tone?: Tone; className?: string; children: ReactNode }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone], className)}>{children}</span>;
}
