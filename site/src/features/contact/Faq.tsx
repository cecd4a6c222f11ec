// The four questions of public-site.md section 2 (/contact), as native disclosure widgets:
// keyboard and screen-reader support with no script.
import { ChevronDown } from '../../components/icons';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { frenchSpacing } from '@ecole/shared/format';
import { paths } from '@ecole/shared/paths';

const questions: Array<{ q: string; a: ReactNode }> = [
  {
    q: "Comment s'inscrire dans votre école ?",
    a: "L'admission se fait sur étude de dossier suivie d'un entretien de motivation. Déposez votre dossier au campus ou contactez-nous pour connaître les pièces à fournir.",
  },
  {
    q: 'Quels sont les frais de scolarité ?',
    a: (
      <>
        Les frais varient selon la formation et le site choisis. Retrouvez le détail des frais d'inscription et de l'échéancier sur la page{' '}
        <Link href={paths.tarifs.href()} className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-700">
          Nos Tarifs
        </Link>
        .
      </>
    ),
  },
  {
    q: 'Proposez-vous des bourses ?',
    a: "Oui, des bourses d'études existent, attribuées selon le mérite et la situation de l'étudiant. Renseignez-vous auprès de notre service des admissions.",
  },
  {
    q: 'Le stage est-il garanti ?',
    a: 'Oui. Grâce à notre réseau de plus de 50 entreprises partenaires, chaque étudiant effectue un stage pendant sa formation.',
  },
];

export function Faq() {
  return (
    <div className="mx-auto max-w-3xl space-y-3">
      {questions.map(({ q, a }) => (
        <details key={q} className="group rounded-xl border border-slate-200 bg-white shadow-sm open:shadow-md">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-3 font-semibold text-navy-900 marker:hidden hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <span className="text-base">{frenchSpacing(q)}</span>
            <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-navy-700 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-slate-700">{typeof a === 'string' ? frenchSpacing(a) : a}</p>
        </details>
      ))}
    </div>
  );
}
