// Header of every management screen (admin-back-office.md section 2): a "Retour" button
// to /admin/dashboard, the title and subtitle, the username and the label "Administrateur".
import { ArrowLeft, UserRound } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { adminPaths } from '@ecole/shared/paths';
import { cn } from '../../components/ui/cn';
import { useSession } from '../api/session';
import { spaced } from './french';

export function ScreenHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  const { data: admin } = useSession();
  return (
    <header className="surface-dark border-b border-navy-800 bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-4 sm:px-6">
        <Link
          href={adminPaths.dashboard.href()}
          className="inline-flex items-center gap-2 rounded-lg border border-white/30 px-3 py-2 text-sm font-semibold hover:bg-white/10"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Retour
        </Link>
        {/* On a phone the title gets a line of its own, under Retour and the administrator. */}
        <div className="order-last w-full min-w-0 sm:order-none sm:w-auto sm:flex-1">
          <h1 tabIndex={-1} className="break-words text-xl font-extrabold focus:outline-none sm:text-2xl">
            {spaced(title)}
          </h1>
          {subtitle && <p className="text-sm text-slate-200">{spaced(subtitle)}</p>}
        </div>
        {admin && (
          <div className="ml-auto">
            <AdminBadge username={admin.username} />
          </div>
        )}
      </div>
      {actions && <div className="mx-auto flex max-w-7xl flex-wrap gap-2 px-4 pb-4 sm:px-6">{actions}</div>}
    </header>
  );
}

export function AdminBadge({ username, detail = 'Administrateur' }: { username: string; detail?: string }) {
  return (
    <div className="flex items-center gap-2 text-right">
      <div className="leading-tight">
        <p className="text-sm font-semibold">{username}</p>
        <p className="text-xs text-slate-300">{detail}</p>
      </div>
      <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-gold-400 text-navy-950">
        <UserRound className="h-5 w-5" />
      </span>
    </div>
  );
}

/** Header plus the screen's main region. */
export function Screen({ title, subtitle, actions, children, className }: { title: string; subtitle?: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  useEffect(() => {
    document.title = `${title} · Administration`;
  }, [title]);
  return (
    <>
      <ScreenHeader title={title} subtitle={subtitle} actions={actions} />
      <main id="contenu" className={cn('mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8', className)}>
        {children}
      </main>
    </>
  );
}

/** A white panel on the grey page. */
export function Panel({ children, className }: { children: ReactNode; className?: string }) {
  return <section className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}>{children}</section>;
}
