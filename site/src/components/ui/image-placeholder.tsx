import type { IconComponent } from '../icons';
import { cn } from './cn';

const tones = {
  navy: 'from-navy-700 to-navy-950',
  teal: 'from-brand-teal to-navy-900',
  gold: 'from-gold-500 to-gold-700',
  orange: 'from-orange-700 to-navy-900',
  purple: 'from-purple-800 to-navy-950',
} as const;
export type PlaceholderTone = keyof typeof tones;

/**
 * Stands in for a missing picture: a gradient and an icon drawn by CSS, so a card without
 * an image costs no request on a phone's data plan. Size it like the image it replaces.
 */
export function ImagePlaceholder({ icon: Icon, tone = 'navy', className, label }: { icon: IconComponent; tone?: PlaceholderTone; className?: string; label?: string }) {
  return (
    <div
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('relative flex items-center justify-center overflow-hidden bg-gradient-to-br text-white', tones[tone], className)}
    >
      <div aria-hidden="true" className="absolute -right-8 -top-8 h-32 w-32 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-10 -left-6 h-28 w-28 rounded-full bg-gold-400/20" />
      <Icon aria-hidden="true" className="relative h-12 w-12 opacity-90" strokeWidth={1.5} />
    </div>
  );
}
