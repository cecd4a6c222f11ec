// Programmes (public-site.md section 2, /filieres): banner and highlighted tracks from the
// content keys, category filter (client side), cards, and the pre-registration call.
import { Award, BookOpen, Clock, GraduationCap, SearchX, type IconComponent } from '../../components/icons';
import { useRef, type KeyboardEvent } from 'react';
import { PROGRAM_CATEGORIES } from '@ecole/shared/constants';
import { paths } from '@ecole/shared/paths';
import { ButtonLink } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { PageBanner } from '../../components/ui/page-banner';
import { SectionHeading } from '../../components/ui/section-heading';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useContent } from '../content/use-content';
import { useHistoryState } from '../../app/history-state';
import { usePrograms } from './api';
import { ProgramCard } from './ProgramCard';

const ALL = 'ALL';
const FILTERS = [ALL, ...PROGRAM_CATEGORIES] as const;
type Filter = (typeof FILTERS)[number];

const trackIcons: IconComponent[] = [GraduationCap, BookOpen, Award];
/** program2/3 have no duration key; these are the usual lengths of those tracks. */
const trackDurations = ['', '3 à 5 ans', '3 à 12 mois'];

/** A programme's category as the filter buttons name it. */
const categoryOf = (p: { category: string }) => p.category.trim().toUpperCase();

/**
 * ALL shows the categories one after the other, in the buttons' order, each in its own
 * order: the administrator numbers programmes within their category, and sorted by that
 * number alone the catalogue would read as shuffled. Unknown categories come last.
 */
function byCategory<T extends { category: string }>(list: readonly T[]): T[] {
  const rank = (p: T) => {
    const i = (PROGRAM_CATEGORIES as readonly string[]).indexOf(categoryOf(p));
    return i === -1 ? PROGRAM_CATEGORIES.length : i;
  };
  // Array.prototype.sort is stable: the API's order holds within a category.
  return [...list].sort((a, b) => rank(a) - rank(b));
}

export function ProgramsPage(_props: { params: Record<string, string> }) {
  const { t } = useContent();
  const { data, isPending, isError } = usePrograms();
  // Kept in the history entry: Back from a programme's page finds the list as it was left.
  const [chosen, setFilter] = useHistoryState('filiere', ALL);
  const filter: Filter = FILTERS.find((f) => f === chosen) ?? ALL;
  const toolbar = useRef<HTMLDivElement>(null);

  const programs = data?.programs ?? [];
  const shown = filter === ALL ? byCategory(programs) : programs.filter((p) => categoryOf(p) === filter);

  // Toolbar pattern: one tab stop, arrow keys move between the buttons.
  const onToolbarKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(toolbar.current?.querySelectorAll('button') ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const to =
      e.key === 'ArrowRight' ? (at + 1) % buttons.length
      : e.key === 'ArrowLeft' ? (at - 1 + buttons.length) % buttons.length
      : e.key === 'Home' ? 0
      : e.key === 'End' ? buttons.length - 1
      : -1;
    if (to < 0) return;
    e.preventDefault();
    buttons[to].focus();
  };

  return (
    <>
      <PageBanner title={t('filieres_page_title')} subtitle={t('filieres_page_subtitle')} />

      <section aria-labelledby="parcours-titre" className="container-page py-14 sm:py-16">
        <SectionHeading id="parcours-titre" eyebrow="Nos parcours" title="Trois voies vers votre réussite" />
        <ul className="grid gap-5 md:grid-cols-3">
          {trackIcons.map((Icon, i) => {
            const n = i + 1;
            const duration = t(`program${n}_duration`) || trackDurations[i];
            return (
              <li key={n} className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-gold-400 to-brand-teal" />
                <span className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-navy-900 text-gold-400">
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <h3 className="text-lg font-bold text-navy-900">{t(`program${n}_title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`program${n}_description`)}</p>
                {duration && (
                  <p className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-teal">
                    <Clock aria-hidden="true" className="h-4 w-4" />
                    <span className="sr-only">Durée : </span>
                    {duration}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="catalogue-titre" className="bg-slate-50 py-14 sm:py-16">
        <div className="container-page">
          <SectionHeading id="catalogue-titre" eyebrow="Catalogue" title="Toutes nos formations" />
          <div
            ref={toolbar}
            role="toolbar"
            aria-label="Filtrer les formations par catégorie"
            aria-controls="liste-filieres"
            onKeyDown={onToolbarKey}
            className="mb-8 flex flex-wrap justify-center gap-2 noscript:hidden"
          >
            {FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                tabIndex={filter === f ? 0 : -1}
                onClick={() => setFilter(f)}
                className={cn(
                  'min-h-11 rounded-full border-2 px-4 text-sm font-semibold transition-colors',
                  filter === f ? 'border-navy-900 bg-navy-900 text-white' : 'border-slate-300 bg-white text-navy-900 hover:border-navy-900',
                )}
              >
                {/* The spec's English word: read as English, not as the French "al" (decision 052). */}
                {f === ALL ? <span lang="en">{f}</span> : f}
              </button>
            ))}
          </div>

          <div id="liste-filieres">
            {isPending ? (
              <LoadingState page text="Chargement des filières..." />
            ) : isError ? (
              <ErrorState text="Impossible de charger les filières pour le moment. Veuillez réessayer plus tard." />
            ) : shown.length === 0 ? (
              <EmptyState title="Aucun programme trouvé dans cette catégorie." icon={<SearchX aria-hidden="true" className="h-10 w-10 text-slate-500" />} />
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((p) => (
                  <li key={p.id}>
                    <ProgramCard program={p} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          {/* Always in the page, so a new count is announced when a filter changes. */}
          <p role="status" className="sr-only">
            {!isPending && !isError && shown.length > 0 && `${shown.length} ${shown.length > 1 ? 'formations affichées' : 'formation affichée'}`}
          </p>
        </div>
      </section>

      <section aria-labelledby="preinscription-titre" className="container-page py-14 text-center sm:py-16">
        <h2 id="preinscription-titre" className="text-2xl font-extrabold text-navy-900 sm:text-3xl">
          Votre avenir commence ici
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">Un conseiller vous aide à choisir la formation adaptée à votre projet et vous accompagne pour le dossier.</p>
        <ButtonLink href={paths.contact.href()} variant="secondary" size="lg" className="mt-6">
          Faire ma Préinscription
        </ButtonLink>
      </section>
    </>
  );
}
