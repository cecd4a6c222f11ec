// /actualites (public-site.md sections 2 and 4): the featured article "À la Une", then the
// other active articles with a client-side category filter. Every link uses the slug
// (DECISIONS "News links"), the featured card included. The grid shows NEWS_STEP cards at a
// time ("Voir plus d'actualités"): the archive grows every week, a phone lays out a dozen.
import { ArrowRight, Calendar, Star } from '../../components/icons';
import { useMemo, useRef } from 'react';
import { Link } from 'wouter';
import { NEWS_SUMMARY_FALLBACK } from '@ecole/shared/constants';
import { formatDateLong, frenchSpacing, plural } from '@ecole/shared/format';
import { messages } from '@ecole/shared/messages';
import { paths } from '@ecole/shared/paths';
import type { NewsSummary } from '@ecole/shared/schemas/news';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../components/ui/cn';
import { PageBanner } from '../../components/ui/page-banner';
import { ShowMore } from '../../components/ui/show-more';
import { CardGridSkeleton, Skeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorState, PAGE_PLACEHOLDER } from '../../components/ui/states';
import { useSteps } from '../../components/ui/use-steps';
import { useHistoryState } from '../../app/history-state';
import { useNewsList } from './api';
import { NewsVisual } from './news-visual';

const ALL = 'Tous';
/** Cards shown at first and added by each "Voir plus d'actualités" (a multiple of 2 and 3 columns). */
const NEWS_STEP = 12;

const byDateDesc = (a: NewsSummary, b: NewsSummary) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

// Categories in the order a French reader expects, accents and case set aside, without
// localeCompare: a browser's first collator loads ICU data for 10 to 70 ms at page start.
const foldAccents = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byFrenchName = (a: string, b: string) => compare(foldAccents(a), foldAccents(b)) || compare(a, b);

export function NewsListPage(_props: { params: Record<string, string> }) {
  const { data, isPending, isError } = useNewsList();
  // Kept in the history entry: Back from an article finds the list as it was left.
  const [chosen, setCategory] = useHistoryState('categorie', ALL);
  const cards = useRef<(HTMLLIElement | null)[]>([]);
  const { shown: limit, showMore, reset } = useSteps(NEWS_STEP, (i) => cards.current[i]?.querySelector('a')?.focus());
  const pickCategory = (c: string) => {
    setCategory(c);
    reset();
  };

  const { featured, others, categories } = useMemo(() => {
    const active = (data?.news ?? []).filter((n) => n.isActive).sort(byDateDesc);
    const featured = active.find((n) => n.featured) ?? null;
    return {
      featured,
      others: active.filter((n) => n !== featured),
      categories: [...new Set(active.map((n) => n.category))].sort(byFrenchName),
    };
  }, [data]);
  // A category remembered from an earlier visit may have no article left.
  const category = categories.includes(chosen) ? chosen : ALL;

  const shown = category === ALL ? others : others.filter((n) => n.category === category);
  const more = shown.length > limit;

  return (
    <>
      <PageBanner title="Actualités" subtitle="Événements, partenariats, formations et réussites de nos étudiants : suivez la vie de l'école." />
      <div className="container-page py-10 sm:py-14">
        {isPending ? (
          <NewsListSkeleton />
        ) : isError ? (
          <ErrorState title={messages.news.loadErrorTitle} text={messages.news.loadError} />
        ) : !featured && others.length === 0 ? (
          <EmptyState title={messages.news.empty} text={messages.news.emptyHint} />
        ) : (
          <>
            {featured && <FeaturedNews item={featured} />}
            <section aria-labelledby="toutes-actualites" className={featured ? 'mt-14' : undefined}>
              <h2 id="toutes-actualites" className="text-2xl font-bold text-navy-900 sm:text-3xl">
                Toutes les actualités
              </h2>
              <div role="group" aria-label="Filtrer par catégorie" className="mt-5 flex flex-wrap gap-2 noscript:hidden">
                {[ALL, ...categories].map((c) => (
                  <button
                    key={c}
                    type="button"
                    aria-pressed={category === c}
                    onClick={() => pickCategory(c)}
                    className={cn(
                      'min-h-10 rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
                      category === c ? 'border-navy-900 bg-navy-900 text-white' : 'border-slate-300 bg-white text-navy-900 hover:border-navy-700 hover:bg-navy-50',
                    )}
                  >
                    {c}
                  </button>
                ))}
              </div>
              {/* Without scripts the rest of the list is shown (ShowMore's `rest`): no "12 sur …". */}
              <p className={cn('sr-only', more && 'noscript:hidden')} aria-live="polite">
                {more ? `${limit} actualités affichées sur ${shown.length}` : plural(shown.length, 'actualité affichée', 'actualités affichées')}
              </p>
              {shown.length === 0 ? (
                <div className="mt-8">
                  <EmptyState title={emptyCategoryMessage(category, featured)} text={messages.news.emptyHint} />
                </div>
              ) : (
                <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {shown.slice(0, limit).map((n, i) => (
                    <li
                      key={n.id}
                      ref={(el) => {
                        cards.current[i] = el;
                      }}
                      className="flex"
                    >
                      <NewsCard item={n} />
                    </li>
                  ))}
                </ul>
              )}
              {more && (
                <ShowMore
                  shown={limit}
                  total={shown.length}
                  noun="actualités affichées"
                  label="Voir plus d'actualités"
                  announced
                  onMore={showMore}
                  rest={
                    <ul aria-label="Actualités plus anciennes" className="mt-8 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
                      {shown.slice(limit).map((n) => (
                        <li key={n.id}>
                          <a href={paths.article.href(n.slug)} className="font-semibold text-navy-900 underline underline-offset-4 hover:text-navy-700">
                            {frenchSpacing(n.title)}
                          </a>
                          <p className="mt-1 text-sm text-slate-600">
                            <NewsDate date={n.date} />
                          </p>
                        </li>
                      ))}
                    </ul>
                  }
                />
              )}
            </section>
          </>
        )}
      </div>
    </>
  );
}

/** A category can be empty here when its only article is the featured one, shown above. */
function emptyCategoryMessage(category: string, featured: NewsSummary | null) {
  const other = featured && (category === ALL || featured.category === category) ? 'autre ' : '';
  return category === ALL
    ? `Aucune ${other}actualité pour le moment.`
    : `Aucune ${other}actualité dans la catégorie « ${category} » pour le moment.`;
}

function NewsDate({ date, className }: { date: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <Calendar aria-hidden="true" className="h-4 w-4" />
      <time dateTime={date}>{formatDateLong(date)}</time>
    </span>
  );
}

function FeaturedNews({ item }: { item: NewsSummary }) {
  return (
    <section aria-labelledby="a-la-une">
      <h2 id="a-la-une" className="mb-4 inline-flex items-center gap-2 text-sm font-bold uppercase tracking-wider text-gold-700">
        <Star aria-hidden="true" className="h-4 w-4 fill-current" />À la Une
      </h2>
      <article className="relative grid overflow-hidden rounded-2xl bg-navy-900 text-white shadow-lg transition hover:shadow-xl has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-navy-700 has-[a:focus-visible]:ring-offset-2 md:grid-cols-2">
        <NewsVisual
          imageUrl={item.imageUrl}
          category={item.category}
          alt=""
          sizes="(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw"
          priority
          className="md:aspect-auto md:h-full md:min-h-80"
        />
        <div className="flex flex-col justify-center gap-4 p-6 sm:p-8 lg:p-10">
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-200">
            <Badge tone="gold">{item.category}</Badge>
            <NewsDate date={item.date} />
          </div>
          <h3 className="text-2xl font-extrabold leading-tight sm:text-3xl">
            <Link href={paths.article.href(item.slug)} className="after:absolute after:inset-0 focus-visible:outline-none">
              {frenchSpacing(item.title)}
            </Link>
          </h3>
          <p className="line-clamp-3 text-slate-200">{frenchSpacing(item.summary || NEWS_SUMMARY_FALLBACK)}</p>
          <span aria-hidden="true" className="inline-flex items-center gap-2 font-semibold text-gold-400">
            Lire l'article <ArrowRight className="h-4 w-4" />
          </span>
        </div>
      </article>
    </section>
  );
}

function NewsCard({ item }: { item: NewsSummary }) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-navy-700">
      <NewsVisual imageUrl={item.imageUrl} category={item.category} alt="" sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw" />
      <div className="flex flex-1 flex-col p-5">
        <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
          <Badge tone="grey">{item.category}</Badge>
          <NewsDate date={item.date} />
        </div>
        <h3 className="line-clamp-2 text-lg font-bold leading-snug text-navy-900 group-hover:text-navy-700">
          <Link href={paths.article.href(item.slug)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {frenchSpacing(item.title)}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-slate-700">{frenchSpacing(item.summary || NEWS_SUMMARY_FALLBACK)}</p>
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-2 pt-4 text-sm font-semibold text-navy-700">
          Lire la suite <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}

function NewsListSkeleton() {
  return (
    <div role="status" className={PAGE_PLACEHOLDER}>
      <span className="sr-only">Chargement des actualités...</span>
      <div className="grid overflow-hidden rounded-2xl border border-slate-200 md:grid-cols-2">
        <Skeleton className="aspect-video rounded-none md:aspect-auto md:min-h-80" />
        <div className="space-y-4 p-8">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-8 w-4/5" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
      <CardGridSkeleton count={6} lines={['h-4 w-32', 'h-6 w-4/5', 'h-4 w-full', 'h-4 w-3/4']} className="mt-14" />
    </div>
  );
}
