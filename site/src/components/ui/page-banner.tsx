import type { ReactNode } from 'react';
import { frenchSpacing } from '@ecole/shared/format';

/** The navy banner at the top of inner pages; the page's single h1. Its texts keep ? ! : ; with their word. */
export function PageBanner({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <section className="surface-dark relative overflow-hidden bg-navy-900 text-white">
      <div aria-hidden="true" className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-gold-400/15" />
      <div className="container-page relative z-10 py-14 text-center sm:py-20">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{frenchSpacing(title)}</h1>
        {subtitle && <p className="mx-auto mt-4 max-w-2xl whitespace-pre-line text-base text-slate-200 sm:text-lg">{frenchSpacing(subtitle)}</p>}
        {children}
      </div>
      {/* Placed from the banner's bottom, so after the text in the HTML: a page painted while
          still arriving would otherwise show it at the height of the text parsed so far, then
          move it (a layout shift). z-10 above keeps the text over it. */}
      <div aria-hidden="true" className="absolute -bottom-32 -left-16 h-72 w-72 rounded-full bg-brand-teal/30" />
    </section>
  );
}
