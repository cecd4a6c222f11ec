// /actualites/:id, the id being a slug or a numeric id (DECISIONS "News links"; the head
// declares the slug URL canonical). The content is HTML the server has already sanitised
// with an allow-list and whose newlines it has turned into <br> (DECISIONS "News content").
import { ArrowLeft, Calendar, Images, Newspaper, Star, User } from '../../components/icons';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { formatDateLong, frenchSpacing } from '@ecole/shared/format';
import { messages } from '@ecole/shared/messages';
import { paths } from '@ecole/shared/paths';
import type { News, NewsImage } from '@ecole/shared/schemas/news';
import { errorStatus } from '../../app/query-client';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { ViewerTile } from '../../components/ui/viewer-tile';
import { Lightbox } from '../../components/ui/lightbox';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { StatusPage } from '../../components/ui/status-page';
import { useNewsImages, useNewsItem } from './api';

const backLinkClass =
  'inline-flex items-center gap-2 rounded font-semibold text-navy-700 underline-offset-4 hover:text-navy-900 hover:underline';

export function NewsDetailPage({ params }: { params: Record<string, string> }) {
  const id = params.id ?? '';
  const article = useNewsItem(id);
  const images = useNewsImages(id);

  if (article.isPending) return <LoadingState page text="Chargement..." />;
  if (article.isError) {
    if (errorStatus(article.error) === 404) {
      return (
        <StatusPage
          icon={<Newspaper aria-hidden="true" className="h-8 w-8" />}
          title={messages.news.notFound}
          text="Cette actualité n'existe pas ou n'est plus en ligne."
        >
          <ButtonLink href={paths.actualites.href()} variant="secondary">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Retour aux actualités
          </ButtonLink>
        </StatusPage>
      );
    }
    return (
      <div className="container-page py-16">
        <h1 className="sr-only">Actualités</h1>
        <ErrorState title={messages.news.loadErrorTitle} text={messages.news.loadError}>
          <Link href={paths.actualites.href()} className={backLinkClass}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Retour aux actualités
          </Link>
        </ErrorState>
      </div>
    );
  }

  return <Article item={article.data} images={images.data?.images ?? []} />;
}

/** Lazy images inside the article: the sanitised markup carries no loading hint. */
const withLazyImages = (html: string) => html.replace(/<img\s/g, '<img loading="lazy" decoding="async" ');

/** The article as shown: its pictures loaded when near, its French signs kept with their words. */
const articleHtml = (html: string) => frenchSpacing(withLazyImages(html));

function Article({ item, images }: { item: News; images: NewsImage[] }) {
  return (
    <article className="container-page max-w-4xl py-8 sm:py-12">
      <Link href={paths.actualites.href()} className={backLinkClass}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Toutes les actualités
      </Link>

      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="navy">{item.category}</Badge>
          {item.featured && (
            <Badge tone="gold">
              <Star aria-hidden="true" className="mr-1 h-3 w-3 fill-current" />À la une
            </Badge>
          )}
        </div>
        <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight text-navy-900 sm:text-4xl">{frenchSpacing(item.title)}</h1>
        <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <Calendar aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">Publié le </span>
            <time dateTime={item.date}>{formatDateLong(item.date)}</time>
          </span>
          {item.author && (
            <span className="inline-flex items-center gap-1.5">
              <User aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">Par </span>
              {item.author}
            </span>
          )}
        </p>
        {item.summary && <p className="mt-6 text-lg leading-relaxed text-slate-700 sm:text-xl">{frenchSpacing(item.summary)}</p>}
      </header>

      {item.imageUrl && (
        <ResponsiveImage
          src={item.imageUrl}
          alt={`Illustration de l'article : ${item.title}`}
          width={1280}
          height={720}
          sizes="(min-width: 896px) 864px, calc(100vw - 2rem)"
          priority
          className="mt-8 aspect-video w-full rounded-2xl object-cover shadow-md"
        />
      )}

      {item.content && <div className="prose-news mt-8" dangerouslySetInnerHTML={{ __html: articleHtml(item.content) }} />}

      {images.length > 0 && <NewsGallery title={item.title} images={images} />}

      <footer className="mt-12 border-t border-slate-200 pt-6">
        <ButtonLink href={paths.actualites.href()} variant="outline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Voir toutes les actualités
        </ButtonLink>
      </footer>
    </article>
  );
}

function NewsGallery({ title, images }: { title: string; images: NewsImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const altOf = (img: NewsImage, i: number) => img.caption || `${title} – photo ${i + 1}`;

  return (
    <section aria-labelledby="galerie-article" className="mt-12">
      <h2 id="galerie-article" className="flex items-center gap-2 text-xl font-bold text-navy-900 sm:text-2xl">
        <Images aria-hidden="true" className="h-6 w-6 text-navy-700" />
        Galerie photos <span className="text-base font-semibold text-slate-600">({images.length})</span>
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((img, i) => (
          <li key={img.id}>
            <ViewerTile
              buttonRef={(el) => {
                thumbs.current[i] = el;
              }}
              media={img.imageUrl}
              onOpen={() => setOpen(i)}
              label={`Agrandir la photo ${i + 1} sur ${images.length}${img.caption ? ` : ${img.caption}` : ''}`}
              className="w-full bg-slate-100"
            >
              <ResponsiveImage
                src={img.imageUrl}
                alt=""
                width={640}
                height={480}
                sizes="(min-width: 896px) 288px, (min-width: 640px) 33vw, 50vw"
                className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </ViewerTile>
          </li>
        ))}
      </ul>
      <Lightbox
        label={`Galerie photos : ${title}`}
        items={images.map((img, i) => ({ key: img.id, type: 'image', src: img.imageUrl, alt: altOf(img, i), caption: img.caption }))}
        index={open}
        onIndexChange={setOpen}
        returnFocusTo={(i) => thumbs.current[i]}
      />
    </section>
  );
}
