import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'light';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-gold-400 text-navy-950 hover:bg-gold-500',
  secondary: 'bg-navy-900 text-white hover:bg-navy-800',
  outline: 'border-2 border-navy-900 text-navy-900 hover:bg-navy-50',
  ghost: 'text-navy-900 hover:bg-navy-50',
  light: 'border-2 border-white text-white hover:bg-white hover:text-navy-900',
};
const sizes: Record<Size, string> = { sm: 'px-3 py-2 text-sm', md: 'px-5 py-2.5 text-sm', lg: 'px-6 py-3 text-base' };

export const buttonClass = (variant: ButtonVariant = 'primary', size: Size = 'md', extra?: string) =>
  cn(base, variants[variant], sizes[size], extra);

export function Button({ variant, size, className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: Size }) {
  return <button type="button" className={buttonClass(variant, size, className)} {...props} />;
}

/** A link styled as a button: internal paths use the router, others open normally. */
export function ButtonLink({
  href,
  variant,
  size,
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; variant?: ButtonVariant; size?: Size }) {
  const cls = buttonClass(variant, size, className);
  if (href.startsWith('/') && !href.startsWith('//')) return <Link href={href} className={cls} {...props} />;
  return <a href={href} className={cls} {...props} />;
}
