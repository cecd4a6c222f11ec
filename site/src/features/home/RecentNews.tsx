// Recent news on the home page (public-site.md section 2, Home item 5): four states,
// loading (four skeleton cards), error, empty and the list; every card links by slug.
import { ArrowRight, CalendarDays, Newspaper } from '../../components/icons';
import { Link } from 'wouter';
import { NEWS_SUMMARY_FALLBACK, RECENT_NEWS_LIMIT } from '@ecole/shared/constants';
import { formatDateLong, frenchSpacing } from '@ecole/shared/format';
import { messages } from '@ecole/shared/messages';
import { paths } from '@ecole/shared/paths';
import type { NewsSummary } from '@ecole/shared/schemas/news';
import { Badge } from '../../components/ui/badge';
import { ImagePlaceholder } from '../../components/ui/image-placeholder';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { SectionHeading } from '../../components/ui/section-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { useRecentNews } from './api';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4';

export function RecentNews() {
  const { data, isPending, isError } = useRecentNews();

  return (
    <section aria-labelledby="actualites-titre" className="bg-slate-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="actualites-titre" eyebrow="Vie de l'école" title="Actualités récentes" subtitle="Événements, partenariats et réussites de nos étudiants." />

        {isPending ? (
          <div role="status">
            <span className="sr-only">Chargement des actualités...</span>
            <ul className={gridClass} aria-hidden="true">
              {Array.from({ length: RECENT_NEWS_LIMIT }, (_, i) => (
                <li key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
                  <Skeleton className="aspect-[3/2] w-full rounded-none" />
                  <div className="space-y-3 p-5">
                    <Skeleton className="h-4 w-24" />
                    <Skeleton className="h-5 w-full" />
                    <Skeleton className="h-4 w-4/5" />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ) : isError ? (
          <ErrorState text={messages.news.loadError} />
        ) : data.length === 0 ? (
          <EmptyState title={messages.news.empty} text={messages.news.emptyHint} icon={<Newspaper aria-hidden="true" className="h-10 w-10 text-slate-500" />} />
        ) : (
          <ul className={gridClass}>
            {data.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        )}

        <p className="mt-10 text-center">
          <Link href={paths.actualites.href()} className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline-offset-4 hover:underline">
            Voir toutes les actualités
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </p>
      </div>
    </section>
  );
}

function NewsCard({ item }: { item: NewsSummary }) {
  return (
    // The focus ring is the card's own (a ring on its link's ::after would be clipped by overflow-hidden).
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-navy-700">
      {item.imageUrl ? (
        <ResponsiveImage
          src={item.imageUrl}
          alt=""
          width={1200}
          height={800}
          sizes="(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 92vw"
          maxWidth={960}
          className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      ) : (
        <ImagePlaceholder icon={Newspaper} tone="teal" className="aspect-[3/2] w-full" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <Badge tone="gold">{item.category}</Badge>
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="h-3.5 w-3.5" />
            <time dateTime={item.date}>{formatDateLong(item.date)}</time>
          </span>
        </div>
        <h3 className="line-clamp-2 text-base font-bold leading-snug text-navy-900">
          {/* The link covers the whole card (its ::after), one tab stop per article. */}
          <Link href={paths.article.href(item.slug)} className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-navy-700 focus-visible:outline-none">
            {frenchSpacing(item.title)}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{frenchSpacing(item.summary?.trim() || NEWS_SUMMARY_FALLBACK)}</p>
      </div>
    </article>
  );
}
