import type { JSX, SVGProps } from 'react';
import spriteUrl from 'virtual:icon-sprite';
import { cn } from '../ui/cn';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'>;
/** An icon component: what lucide-react's components were to the public site. */
export type IconComponent = (props: IconProps) => JSX.Element;

/** lucide-react's rule: an icon with no name, role or title of its own is hidden from screen readers. */
const labelled = (props: IconProps) => Object.keys(props).some((k) => k.startsWith('aria-') || k === 'role' || k === 'title');

/**
 * A lucide icon drawn from the sprite file (vite icon-sprite plugin): the page holds a
 * `<use>` of ~60 bytes instead of the icon's paths, and the sprite, cached for a year, comes
 * once for every page. The outer element keeps lucide's attributes and classes, so sizes,
 * colours, `fill-current` and strokeWidth behave as with lucide-react's components.
 */
export function spriteIcon(name: string): IconComponent {
  const href = `${spriteUrl}#${name}`;
  const SpriteIcon = ({ className, ...props }: IconProps) => (
    <svg
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('lucide', `lucide-${name}`, className)}
      aria-hidden={labelled(props) ? undefined : true}
      {...props}
    >
      <use href={href} />
    </svg>
  );
  SpriteIcon.displayName = `Icon(${name})`;
  return SpriteIcon;
}
