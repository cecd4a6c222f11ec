// /galerie/:id (public-site.md section 2): an album's header and its photos and videos;
// a click on an item opens the shared viewer (image in a large variant, or the video with
// its controls), with previous/next through the album.
//
// An album is often a whole folder dropped into the desktop app: hundreds of items. The grid
// shows them ITEMS_STEP at a time ("Voir plus de médias"), so a phone parses, hydrates and
// lays out a few dozen tiles rather than all of them; the viewer still goes through the
// whole album.
import { ArrowLeft, Calendar, ImageOff, Images, Play } from '../../components/icons';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { formatDateLong, frenchSpacing, plural } from '@ecole/shared/format';
import { lightVideoUrl, variantUrl } from '@ecole/shared/media';
import { messages } from '@ecole/shared/messages';
import { paths } from '@ecole/shared/paths';
import type { AlbumWithItems, GalleryItem } from '@ecole/shared/schemas/albums';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { Lightbox, type LightboxItem } from '../../components/ui/lightbox';
import { scriptlessHref, ViewerTile } from '../../components/ui/viewer-tile';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { ShowMore } from '../../components/ui/show-more';
import { EmptyState, LoadingState } from '../../components/ui/states';
import { StatusPage } from '../../components/ui/status-page';
import { useSteps } from '../../components/ui/use-steps';
import { useAlbum } from './api';

export function AlbumPage({ params }: { params: Record<string, string> }) {
  const { data, isPending, isError } = useAlbum(params.id ?? '');

  if (isPending) return <LoadingState page text="Chargement de l'album..." />;
  if (isError || !data?.success || !data.album) {
    return (
      <StatusPage
        icon={<ImageOff aria-hidden="true" className="h-8 w-8" />}
        title={messages.albums.notFound}
        text="L'album que vous recherchez n'existe pas ou a été supprimé."
      >
        <ButtonLink href={paths.galerie.href()} variant="secondary">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Retour à la galerie
        </ButtonLink>
      </StatusPage>
    );
  }
  return <AlbumView album={data.album} />;
}

/** Tiles shown at first, and added by each press of "Voir plus de médias" (a multiple of 2, 3 and 4 columns). */
const ITEMS_STEP = 24;

const itemLabel = (item: GalleryItem, i: number) => item.title || `${item.mediaType === 'video' ? 'Vidéo' : 'Photo'} ${i + 1}`;
const tileLabel = (item: GalleryItem, i: number) => `${item.mediaType === 'video' ? 'Lire la vidéo' : 'Agrandir la photo'} : ${itemLabel(item, i)}`;

function AlbumView({ album }: { album: AlbumWithItems }) {
  const items = album.items.filter((i) => i.isActive).sort((a, b) => a.order - b.order);
  const cover = album.coverImage ?? items.find((i) => i.mediaType === 'image')?.mediaUrl ?? null;
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const { shown, showMore, showUpTo } = useSteps(ITEMS_STEP, (i) => buttons.current[i]?.focus());
  // The viewer may be closed on an item past the shown tiles: they are shown up to it, so
  // the focus returns to its tile.
  const changeOpen = (next: number | null) => {
    if (next === null && open !== null) showUpTo(open);
    setOpen(next);
  };

  const viewerItems: LightboxItem[] = items.map((item, i) => ({
    key: item.id,
    type: item.mediaType,
    src: item.mediaUrl,
    poster: item.thumbnailUrl,
    alt: item.description || itemLabel(item, i),
    title: item.title,
    caption: item.description,
  }));

  return (
    <>
      <header className="surface-dark bg-navy-900 text-white">
        <div className="container-page grid items-center gap-8 py-10 sm:py-14 lg:grid-cols-2">
          <div>
            <Link
              href={paths.galerie.href()}
              className="inline-flex items-center gap-2 rounded text-sm font-semibold text-gold-400 underline-offset-4 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Retour à la galerie
            </Link>
            <div className="mt-5">
              <Badge tone="gold">{album.category}</Badge>
            </div>
            <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-5xl">{frenchSpacing(album.title)}</h1>
            {album.description && <p className="mt-4 max-w-2xl whitespace-pre-line text-slate-200 sm:text-lg">{frenchSpacing(album.description)}</p>}
            <p className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-200">
              <span className="inline-flex items-center gap-1.5">
                <Calendar aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">Créé le </span>
                <time dateTime={album.createdAt}>{formatDateLong(album.createdAt)}</time>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Images aria-hidden="true" className="h-4 w-4" />
                {plural(items.length, 'élément')}
              </span>
            </p>
          </div>
          {cover && (
            <ResponsiveImage
              src={cover}
              alt={`Couverture de l'album ${album.title}`}
              width={1280}
              height={720}
              priority
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
              className="aspect-video w-full rounded-2xl object-cover shadow-2xl"
            />
          )}
        </div>
      </header>

      <section aria-labelledby="medias-album" className="container-page py-10 sm:py-14">
        <h2 id="medias-album" className="sr-only">
          Photos et vidéos de l'album
        </h2>
        {items.length === 0 ? (
          <EmptyState
            title="Aucun média dans cet album"
            text="Cet album ne contient pas encore de photos ou vidéos."
            icon={<Images aria-hidden="true" className="h-10 w-10 text-slate-500" />}
          />
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
            {items.slice(0, shown).map((item, i) => (
              <li key={item.id}>
                <ViewerTile
                  buttonRef={(el) => {
                    buttons.current[i] = el;
                  }}
                  media={item.mediaUrl}
                  onOpen={() => setOpen(i)}
                  label={tileLabel(item, i)}
                  className="relative aspect-square w-full bg-navy-950"
                >
                  <ItemPreview item={item} />
                  {item.mediaType === 'video' && (
                    <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
                      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow-lg transition-transform group-hover:scale-110">
                        <Play className="ml-1 h-6 w-6 fill-current" />
                      </span>
                    </span>
                  )}
                  {item.title && <TileTitle text={item.title} />}
                </ViewerTile>
              </li>
            ))}
          </ul>
        )}
        {items.length > shown && (
          <ShowMore
            shown={shown}
            total={items.length}
            noun="éléments affichés"
            label="Voir plus de médias"
            onMore={showMore}
            rest={
              <ul className="mt-3 grid grid-cols-2 gap-3 sm:mt-4 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
                {items.slice(shown).map((item, j) => (
                  <li key={item.id}>
                    <PlainTile item={item} index={shown + j} />
                  </li>
                ))}
              </ul>
            }
          />
        )}
      </section>

      <Lightbox
        label={`Album : ${album.title}`}
        items={viewerItems}
        index={open}
        onIndexChange={changeOpen}
        returnFocusTo={(i) => buttons.current[i]}
      />
    </>
  );
}

function TileTitle({ text }: { text: string }) {
  return (
    <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-3 pb-2 pt-8 text-left text-sm font-semibold text-white">
      <span className="line-clamp-2">{frenchSpacing(text)}</span>
    </span>
  );
}

/**
 * A tile past the shown ones, for a browser without scripts (ShowMore's `rest`): a link to
 * the media as ViewerTile's is, its picture the 320 px variant alone, and the name written
 * on it, since a video without picture has no frame to show here.
 */
function PlainTile({ item, index }: { item: GalleryItem; index: number }) {
  const picture = pictureOf(item);
  return (
    <a href={scriptlessHref(item.mediaUrl)} aria-label={tileLabel(item, index)} className="relative block aspect-square overflow-hidden rounded-xl bg-navy-950">
      {picture && <img src={variantUrl(picture, 320)} alt="" width={320} height={320} loading="lazy" className="h-full w-full object-cover" />}
      <TileTitle text={itemLabel(item, index)} />
    </a>
  );
}

const previewClass = 'h-full w-full object-cover transition-transform duration-300 group-hover:scale-105';
const previewSizes = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/** An item's still picture: its thumbnail, or the photo itself; none for a video without thumbnail. */
const pictureOf = (item: GalleryItem) => item.thumbnailUrl ?? (item.mediaType === 'image' ? item.mediaUrl : null);

/** A tile's picture: the thumbnail, or for a video without one, the video's first frame. */
function ItemPreview({ item }: { item: GalleryItem }) {
  const picture = pictureOf(item);
  if (picture) {
    return <ResponsiveImage src={picture} alt="" width={640} height={640} sizes={previewSizes} className={previewClass} />;
  }
  return (
    // "#t=0.1" makes mobile browsers that skip the first frame with preload="metadata" paint
    // one; a tile is small: the small copy's first frame (decision 032), its index first.
    <video
      src={item.mediaUrl.includes('#') ? item.mediaUrl : `${lightVideoUrl(item.mediaUrl, 'small')}#t=0.1`}
      preload="metadata"
      muted
      playsInline
      width={640}
      height={640}
      tabIndex={-1}
      aria-hidden="true"
      className={`pointer-events-none ${previewClass}`}
    />
  );
}
