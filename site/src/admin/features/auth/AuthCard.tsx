import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** The centred card of the login and first-run screens, on the navy background. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <main id="contenu" className="flex min-h-dvh items-center justify-center bg-navy-900 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <span aria-hidden="true" className="mb-3 flex h-14 w-14 items-center justify-center rounded-full bg-gold-400 text-navy-950">
            <ShieldCheck className="h-7 w-7" />
          </span>
          <h1 tabIndex={-1} className="text-2xl font-extrabold text-navy-900 focus:outline-none">
            {title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        </div>
        {children}
      </div>
    </main>
  );
}
