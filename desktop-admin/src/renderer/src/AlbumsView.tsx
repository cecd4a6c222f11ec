// The web back office's gallery manager, plus what the desktop adds: drop files or
// folders on an album (or on its open media panel) to send them into it; drop folders
// on the album list to make one album per folder; or pick them with the system dialog.
import { FilePlus2, FolderPlus, Upload } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ALBUM_CATEGORIES } from '@ecole/shared/constants';
import { plural } from '@ecole/shared/format';
import type { AdminAlbum } from '@ecole/shared/schemas/albums';
import { FormDialog } from '@ecole/site/src/admin/components/dialog';
import { SelectField, toOptions } from '@ecole/site/src/admin/components/fields';
import { spaced } from '@ecole/site/src/admin/components/french';
import { albumsKey } from '@ecole/site/src/admin/features/gallery/api';
import { GalleryManager } from '@ecole/site/src/admin/features/gallery/GalleryManager';
import { buttonClass } from '@ecole/site/src/components/ui/button';
import { useToast } from '@ecole/site/src/components/ui/toast';
import type { AddResult, AlbumCategory } from '../../shared/api';
import { desktop } from './desktop';

type DropTarget = { kind: 'album'; albumId: number } | { kind: 'list' };

/** Folders dropped on the album list, with what the main process found among them. */
interface ListDrop {
  files: File[];
  folders: string[];
  /** Loose files: not taken there. */
  loose: number;
}

/** "déposez-le" for one file, "déposez-les" for more. */
const dropThemOnAnAlbum = (n: number) => `déposez-${n > 1 ? 'les' : 'le'} sur un album`;

/** The album (or the album list) under the pointer, from GalleryManager's data attributes. */
function targetOf(el: EventTarget | null): DropTarget | null {
  if (!(el instanceof Element)) return null;
  const album = el.closest<HTMLElement>('[data-album-id]');
  const id = Number(album?.dataset.albumId);
  if (album && Number.isInteger(id) && id > 0) return { kind: 'album', albumId: id };
  return el.closest('[data-album-list]') ? { kind: 'list' } : null;
}

const carriesFiles = (e: DragEvent) => e.dataTransfer.types.includes('Files');

/** "12 fichiers ajoutés à la file d'envoi, 2 ignorés." */
export function addedMessage(r: AddResult): string {
  const parts = [`${plural(r.queued, 'fichier ajouté', 'fichiers ajoutés')} à la file d'envoi`];
  if (r.skipped) parts.push(`${plural(r.skipped, 'ignoré', 'ignorés')} (voir l'onglet Envois)`);
  if (r.ignored) parts.push(`${plural(r.ignored, 'fichier isolé non pris', 'fichiers isolés non pris')} : ${dropThemOnAnAlbum(r.ignored)}`);
  return `${parts.join(', ')}.`;
}

export function AlbumsView() {
  const [target, setTarget] = useState<DropTarget | null>(null);
  const [listDrop, setListDrop] = useState<ListDrop | null>(null);
  const toast = useToast();
  const qc = useQueryClient();

  const fail = (e: unknown) => toast({ title: 'Erreur', description: e instanceof Error ? e.message : String(e), variant: 'destructive' });
  const report = (run: Promise<AddResult | null>) =>
    run.then(
      (r) => {
        if (!r) return;
        if (r.albums.length) void qc.invalidateQueries({ queryKey: albumsKey });
        toast({ title: 'Succès', description: addedMessage(r) });
      },
      fail,
    );

  const onDragOver = (e: DragEvent) => {
    if (!carriesFiles(e)) return;
    e.preventDefault();
    const t = targetOf(e.target);
    e.dataTransfer.dropEffect = t ? 'copy' : 'none';
    setTarget((cur) => (JSON.stringify(cur) === JSON.stringify(t) ? cur : t));
  };
  const onDrop = (e: DragEvent) => {
    if (!carriesFiles(e)) return;
    e.preventDefault();
    setTarget(null);
    const t = targetOf(e.target);
    const files = [...e.dataTransfer.files];
    if (!t || files.length === 0) return;
    if (t.kind === 'album') void report(desktop.addToAlbum(t.albumId, files));
    // Only the main process tells a folder from a file: asked before the dialog counts them.
    else
      desktop.splitDrop(files).then(
        ({ folders, files: loose }) => setListDrop({ files, folders, loose }),
        fail,
      );
  };

  return (
    <div
      className="relative grid gap-3"
      onDragOver={onDragOver}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setTarget(null);
      }}
      onDrop={onDrop}
    >
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-navy-700/40 bg-navy-50 px-3 py-2 text-sm text-navy-900" id="drop-help">
        <Upload aria-hidden="true" className="h-4 w-4 shrink-0" />
        {spaced(
          target?.kind === 'list'
            ? 'Déposez des dossiers : chacun devient un album portant son nom.'
            : target?.kind === 'album'
              ? 'Déposez : les photos et vidéos seront envoyées dans cet album.'
              : 'Glissez des photos, des vidéos ou des dossiers sur un album pour les y envoyer, ou des dossiers sur la liste des albums pour créer un album par dossier.',
        )}
      </p>
      {target && (
        <style>
          {target.kind === 'album'
            ? `[data-album-id="${target.albumId}"]{outline:3px dashed var(--color-gold-500);outline-offset:2px}`
            : `[data-album-list]{outline:3px dashed var(--color-gold-500);outline-offset:4px;border-radius:0.75rem}`}
        </style>
      )}
      <GalleryManager mediaActions={(album) => <PickButtons album={album} onPicked={report} />} />
      <FoldersDialog drop={listDrop} onClose={() => setListDrop(null)} onSubmit={(category) => {
        const dropped = listDrop?.files ?? [];
        setListDrop(null);
        void report(desktop.addFoldersAsAlbums(dropped, category));
      }} />
    </div>
  );
}

function PickButtons({ album, onPicked }: { album: AdminAlbum; onPicked: (run: Promise<AddResult | null>) => void }) {
  return (
    <>
      <button type="button" onClick={() => onPicked(desktop.pickIntoAlbum(album.id, 'files'))} className={buttonClass('outline', 'sm')}>
        <FilePlus2 aria-hidden="true" className="h-4 w-4" />
        Envoyer des fichiers…
      </button>
      <button type="button" onClick={() => onPicked(desktop.pickIntoAlbum(album.id, 'folder'))} className={buttonClass('outline', 'sm')}>
        <FolderPlus aria-hidden="true" className="h-4 w-4" />
        Envoyer un dossier…
      </button>
    </>
  );
}

/**
 * Folders dropped on the album list: one album each; its category is asked once. Loose
 * files dropped with them are not taken, and the dialog says so before anything is made.
 */
function FoldersDialog({ drop, onClose, onSubmit }: { drop: ListDrop | null; onClose: () => void; onSubmit: (category: AlbumCategory) => void }) {
  const [category, setCategory] = useState<string>('');
  const names = drop?.folders ?? [];
  const loose = drop?.loose ?? 0;
  return (
    <FormDialog
      open={!!drop}
      onOpenChange={(o) => !o && onClose()}
      size="md"
      title={names.length > 1 ? `Créer ${names.length} albums` : 'Créer un album'}
      description="Chaque dossier devient un album portant son nom (un album du même nom est complété), avec ses photos et vidéos dans l'ordre des noms de fichiers."
      onSubmit={() => category && onSubmit(category as AlbumCategory)}
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClass('outline', 'sm')}>
            Annuler
          </button>
          <button type="submit" disabled={!category} className={buttonClass('secondary', 'sm')}>
            Créer et envoyer
          </button>
        </>
      }
    >
      <div className="grid gap-4">
        <ul className="grid gap-1 text-sm text-navy-900">
          {names.map((n) => (
            <li key={n} className="flex items-center gap-2">
              <FolderPlus aria-hidden="true" className="h-4 w-4" />
              {spaced(n)}
            </li>
          ))}
        </ul>
        {loose > 0 && (
          <p className="rounded-lg border border-gold-400 bg-amber-50 px-3 py-2 text-sm text-slate-800">
            {spaced(`${plural(loose, 'fichier isolé ne sera pas pris', 'fichiers isolés ne seront pas pris')} : ${dropThemOnAnAlbum(loose)}.`)}
          </p>
        )}
        <SelectField label="Catégorie" required value={category} onChange={setCategory} options={toOptions(ALBUM_CATEGORIES)} placeholder="Sélectionnez une catégorie" />
      </div>
    </FormDialog>
  );
}
