import type { ReactNode } from 'react';
import { frenchSpacing } from '@ecole/shared/format';

/**
 * The whole-page message of a detail route that has nothing to show (unknown article,
 * project or album): it carries the page's h1, unlike EmptyState which sits under one.
 */
export function StatusPage({ icon, title, text, children }: { icon: ReactNode; title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <div className="flex h-16 w-16 items-center justify-center rounded-full bg-navy-50 text-navy-700">{icon}</div>
      <h1 className="mt-5 text-2xl font-extrabold text-navy-900 sm:text-3xl">{frenchSpacing(title)}</h1>
      {text && <p className="mt-3 max-w-md text-slate-700">{frenchSpacing(text)}</p>}
      {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
