// Unknown admin path: the developer-style page of admin-back-office.md section 8.
import { AlertCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { adminPaths } from '@ecole/shared/paths';

export function NotFoundScreen() {
  useEffect(() => {
    document.title = '404 Page Not Found · Administration';
  }, []);
  return (
    <main id="contenu" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-center gap-2">
          <AlertCircle aria-hidden="true" className="h-8 w-8 text-red-600" />
          <h1 tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
            404 Page Not Found
          </h1>
        </div>
        <p className="mt-4 text-sm text-slate-700">Cette page d'administration n'existe pas.</p>
        <Link href={adminPaths.dashboard.href()} className="mt-4 inline-block text-sm font-semibold text-navy-700 underline">
          Retour au tableau de bord
        </Link>
      </div>
    </main>
  );
}
