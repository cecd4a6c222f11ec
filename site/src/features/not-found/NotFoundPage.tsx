// Any unknown path (public-site.md section 2): the spec's "404 Page Not Found" and its
// developer hint, kept in English as stated, then a French way back for visitors.
import { AlertCircle, House } from '../../components/icons';
import { paths } from '@ecole/shared/paths';
import { ButtonLink } from '../../components/ui/button';

export function NotFoundPage(_props: { params: Record<string, string> }) {
  return (
    <section className="container-page flex min-h-[60vh] items-center justify-center py-16">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <AlertCircle aria-hidden="true" className="mx-auto mb-4 h-12 w-12 text-red-700" />
        <h1 lang="en" className="text-2xl font-extrabold text-navy-900 sm:text-3xl">
          404 Page Not Found
        </h1>
        <p lang="en" className="mt-3 text-sm text-slate-600">
          Did you forget to add the page to the router?
        </p>
        <p className="mt-6 text-base text-slate-700">La page que vous cherchez n'existe pas ou a été déplacée.</p>
        <ButtonLink href={paths.home.href()} variant="secondary" className="mt-6">
          <House aria-hidden="true" className="h-4 w-4" />
          Retour à l'accueil
        </ButtonLink>
      </div>
    </section>
  );
}
