// Albums on the left, the selected album's media on the right (admin-back-office.md
// sections 2, 4, 5, 7, 8, "Gallery"). No router and no window assumptions: the desktop
// app (Electron) mounts this manager with its own client and upload, finds its drop
// targets by their data-album-* attributes and adds its own buttons with `mediaActions`.
import { FolderOpen, ImageIcon, Pencil, Play, Plus, Trash2 } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { frenchSpacing, plural } from '@ecole/shared/format';
import type { AdminAlbum, GalleryItem } from '@ecole/shared/schemas/albums';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/states';
import { useAdminClient, useMediaUrl } from '../../api/context';
import { useDeleteEntity } from '../../api/crud';
import { AdminImage } from '../../components/admin-image';
import { IconButton } from '../../components/buttons';
import { QueryStates } from '../../components/query-states';
import { useRevealOnNarrow } from '../../components/reveal-on-narrow';
import { RowActions } from '../../components/row-actions';
import { AlbumDialog } from './AlbumDialog';
import { albumsKey, itemsKey, useAlbums, useGalleryItems } from './api';
import { MediaDialog } from './MediaDialog';

const mediaCount = (n: number) => plural(n, 'média', 'médias', 'aucun média');

/** An empty album goes alone; otherwise its media are named, in agreement with their number. */
const albumDeletion = (a: AdminAlbum) =>
  a.itemCount === 0 ? `L'album « ${a.title} » sera supprimé.` : `« ${a.title} » et ${a.itemCount === 1 ? 'son média seront supprimés' : `ses ${mediaCount(a.itemCount)} seront supprimés`}.`;

export function GalleryManager({ mediaActions }: { mediaActions?: (album: AdminAlbum) => ReactNode } = {}) {
  const client = useAdminClient();
  const albums = useAlbums();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [albumDialog, setAlbumDialog] = useState<{ album: AdminAlbum | null } | null>(null);
  const selected = albums.data?.find((a) => a.id === selectedId) ?? null;
  // On a phone the media panel is under the whole album list, often off the screen.
  const mediaPanel = useRef<HTMLElement>(null);
  useRevealOnNarrow(mediaPanel, selectedId);

  const removeAlbum = useDeleteEntity({
    remove: (a: AdminAlbum) => client.deleteAlbum(a.id),
    invalidate: [albumsKey],
    success: 'Album supprimé avec succès',
    error: "Erreur lors de la suppression de l'album",
    confirm: (a) => ({ title: 'Êtes-vous sûr de vouloir supprimer cet album ?', description: albumDeletion(a) }),
    // Deleting the selected album clears the selection (section 4).
    onSuccess: (a) => setSelectedId((id) => (id === a.id ? null : id)),
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <section aria-labelledby="albums-heading" data-album-list="" className="grid min-w-0 grid-cols-1 content-start gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="albums-heading" className="text-lg font-bold text-navy-900">
            {/* The count once known: while loading or after a failed read, not "(0)" (as ListHeader). */}
            Albums{albums.data && ` (${albums.data.length})`}
          </h2>
          <button type="button" onClick={() => setAlbumDialog({ album: null })} className={buttonClass('primary', 'sm')}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Nouvel album
          </button>
        </div>
        <QueryStates query={albums} errorText="Impossible de charger les albums." empty={<EmptyState title="Aucun album créé" text="Créez un album pour y ajouter des photos et des vidéos." />}>
          {(data) => (
            // One shrinkable column: a long album title wraps onto a second line, then is cut, never pushed under the media panel.
            <ul className="grid grid-cols-1 gap-2">
              {data.map((a) => {
                const current = a.id === selectedId;
                return (
                  <li key={a.id} data-album-id={a.id} className={cn('flex items-stretch gap-1 rounded-xl border bg-white p-1 shadow-sm', current ? 'border-navy-700 ring-2 ring-navy-700' : 'border-slate-200')}>
                    <button type="button" aria-pressed={current} onClick={() => setSelectedId(a.id)} className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-2 text-left hover:bg-navy-50">
                      {a.coverImage ? (
                        <AdminImage src={a.coverImage} alt="" className="h-12 w-12 shrink-0 rounded-md" />
                      ) : (
                        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-md bg-navy-50 text-navy-700">
                          <FolderOpen aria-hidden="true" className="h-5 w-5" />
                        </span>
                      )}
                      <span className="min-w-0">
                        <span className="line-clamp-2 break-words font-semibold text-navy-900" title={a.title}>{frenchSpacing(a.title)}</span>
                        <span className="mt-1 flex flex-wrap items-center gap-1 text-xs">
                          <span className="rounded-full bg-navy-900 px-2 py-0.5 font-semibold text-white">{a.category}</span>
                          {!a.isActive && <span className="rounded-full bg-slate-200 px-2 py-0.5 font-semibold text-slate-800">Inactif</span>}
                          <span className="text-slate-600">{mediaCount(a.itemCount)}</span>
                        </span>
                      </span>
                    </button>
                    <RowActions className="flex flex-col justify-center" subject={`l'album « ${a.title} »`} onEdit={() => setAlbumDialog({ album: a })} onDelete={() => void removeAlbum.onDelete(a)} />
                  </li>
                );
              })}
            </ul>
          )}
        </QueryStates>
      </section>

      <section ref={mediaPanel} tabIndex={-1} aria-labelledby="media-heading" data-album-id={selected?.id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus:outline-none">
        {selected ? (
          <MediaPanel album={selected} actions={mediaActions?.(selected)} />
        ) : (
          <div className="flex min-h-64 flex-col items-center justify-center gap-2 text-center text-slate-600">
            <ImageIcon aria-hidden="true" className="h-10 w-10" />
            <h2 id="media-heading" className="font-semibold text-navy-900">
              Sélectionnez un album
            </h2>
            <p className="text-sm">Ses photos et vidéos s'afficheront ici.</p>
          </div>
        )}
      </section>

      <AlbumDialog key={albumDialog ? (albumDialog.album?.id ?? 'new') : 'closed'} state={albumDialog} onClose={() => setAlbumDialog(null)} onCreated={(a) => setSelectedId(a.id)} />
    </div>
  );
}

function MediaPanel({ album, actions }: { album: AdminAlbum; actions?: ReactNode }) {
  const client = useAdminClient();
  const items = useGalleryItems(album.id);
  const [dialog, setDialog] = useState<{ item: GalleryItem | null } | null>(null);

  const remove = useDeleteEntity({
    remove: (item: GalleryItem) => client.deleteGalleryItem(item.id),
    invalidate: [itemsKey(album.id), albumsKey],
    success: 'Élément supprimé avec succès',
    error: "Erreur lors de la suppression de l'élément",
    confirm: (item) => ({ title: 'Supprimer ce média ?', description: item.title ?? undefined }),
  });

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="media-heading" className="text-lg font-bold text-navy-900">
          Médias - {frenchSpacing(album.title)} ({items.data?.length ?? album.itemCount})
        </h2>
        <div className="flex flex-wrap gap-2">
          {actions}
          <button type="button" onClick={() => setDialog({ item: null })} className={buttonClass('primary', 'sm')}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Ajouter un média
          </button>
        </div>
      </div>
      <QueryStates query={items} errorText="Impossible de charger les médias de cet album." empty={<EmptyState title="Aucun média dans cet album" text="Ajoutez des photos ou des vidéos avec « Ajouter un média »." />}>
        {(data) => (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
            {data.map((item) => (
              <li key={item.id} className="group relative overflow-hidden rounded-lg border border-slate-200 bg-slate-900">
                <MediaThumb item={item} />
                {item.title && <p className="absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-black/80 to-transparent px-2 pb-1.5 pt-6 text-sm font-medium text-white">{frenchSpacing(item.title)}</p>}
                {/* Badges and buttons share the top row, each in its own room: the buttons, always
                    shown on a touch screen, lay over the "Inactif" badge of a 140 px tile. Stacked,
                    the buttons leave the badges most of the width; these wrap when it is short. */}
                <div className="absolute inset-x-1.5 top-1.5 flex items-start justify-between gap-1">
                  <div className="pointer-events-none flex min-w-0 flex-wrap gap-1">
                    <span className="whitespace-nowrap rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-navy-900">{item.mediaType === 'video' ? 'Vidéo' : 'Photo'}</span>
                    {!item.isActive && <span className="whitespace-nowrap rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Inactif</span>}
                  </div>
                  <div className="flex shrink-0 flex-col gap-1 transition-opacity can-hover:opacity-0 can-hover:group-hover:opacity-100 can-hover:group-focus-within:opacity-100">
                    <IconButton label={`Modifier le média ${item.title ?? `n° ${item.id}`}`} tone="light" className="h-8 w-8" onClick={() => setDialog({ item })}>
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                    </IconButton>
                    <IconButton label={`Supprimer le média ${item.title ?? `n° ${item.id}`}`} tone="light" className="h-8 w-8 text-red-700" onClick={() => void remove.onDelete(item)}>
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </IconButton>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <MediaDialog key={dialog ? (dialog.item?.id ?? 'new') : 'closed'} albumId={album.id} state={dialog} onClose={() => setDialog(null)} />
    </>
  );
}

function MediaThumb({ item }: { item: GalleryItem }) {
  const media = useMediaUrl();
  if (item.mediaType === 'image') return <AdminImage src={item.mediaUrl} alt={item.title ?? ''} className="aspect-square w-full" />;
  return (
    <div className="relative aspect-square w-full">
      {item.thumbnailUrl ? (
        <AdminImage src={item.thumbnailUrl} alt={item.title ?? ''} className="h-full w-full" />
      ) : (
        // The first frame stands for the video; nothing plays here.
        <video src={media(item.mediaUrl)} preload="metadata" muted playsInline aria-label={item.title ?? 'Vidéo'} className="h-full w-full object-cover" />
      )}
      <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
        <span className="flex h-11 w-11 items-center justify-center rounded-full bg-black/60 text-white">
          <Play className="h-5 w-5 translate-x-0.5" />
        </span>
      </span>
    </div>
  );
}
