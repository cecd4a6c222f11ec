// The image gallery of an article, inside its edit dialog (admin-back-office.md sections
// 2, 4, 7): upload with progress (order after the last image), caption, move up/down by two
// order updates 100 ms apart (gallery-order.ts), deletion.
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AdminNewsImage } from '@ecole/shared/schemas/news';
import { adminMessages } from '@ecole/shared/admin-messages';
import { buttonClass } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/states';
import { useAdminClient } from '../../api/context';
import { useAdminMutation } from '../../api/mutation';
import { checks, uploadTargets } from '../../api/uploads';
import { AdminImage } from '../../components/admin-image';
import { IconButton } from '../../components/buttons';
import { useConfirm } from '../../components/confirm';
import { inputClass } from '../../components/fields';
import { FileUpload } from '../../components/file-upload';
import { useWarnBeforeLeaving } from '../../forms/warn-before-leaving';
import { newsImagesKey, useNewsImages } from './api';
import { moveUpdates, nextOrder } from './gallery-order';

const SECOND_UPDATE_DELAY_MS = 100;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function NewsImagesManager({ newsId }: { newsId: number }) {
  const client = useAdminClient();
  const qc = useQueryClient();
  const confirm = useConfirm();
  const images = useNewsImages(newsId);
  const key = newsImagesKey(newsId);
  const list = images.data ?? [];

  const move = useAdminMutation({
    // Swap with the neighbour, each request after the first ~100 ms later (section 4).
    mutationFn: async ({ from, to }: { from: number; to: number }) => {
      for (const [i, update] of moveUpdates(list, from, to).entries()) {
        if (i > 0) await wait(SECOND_UPDATE_DELAY_MS);
        await client.updateNewsImage(update.id, { order: update.order });
      }
    },
    invalidate: () => [key],
    error: adminMessages.failed.update,
  });
  const remove = useAdminMutation({
    mutationFn: (image: AdminNewsImage) => client.deleteNewsImage(image.id),
    invalidate: () => [key],
    success: 'Image supprimée avec succès',
    error: adminMessages.failed.delete,
  });

  // The moved image's arrow keeps the focus: disabled while the move was saved, it would
  // have dropped it out of the list (and the dialog's form) for a keyboard user.
  const listRef = useRef<HTMLOListElement>(null);
  const moveImage = (from: number, to: number) => {
    if (move.isPending) return;
    const id = list[from].id;
    const direction = to < from ? 'up' : 'down';
    // Once the refreshed list shows the row in its new place: before that, its arrows are
    // still those of the old place, and the one focused may be disabled a frame later.
    const focusArrow = (frames: number) =>
      requestAnimationFrame(() => {
        const row = listRef.current?.querySelector(`[data-image="${id}"]`);
        const placed = row && row.parentElement && [...row.parentElement.children].indexOf(row) === to;
        if (!placed && frames > 1) return focusArrow(frames - 1);
        const arrow = row?.querySelector<HTMLButtonElement>(`button[data-move="${direction}"]:enabled`) ?? row?.querySelector<HTMLButtonElement>('button[data-move]:enabled');
        arrow?.focus();
      });
    move.mutate({ from, to }, { onSettled: () => focusArrow(30) });
  };

  const onDelete = async (image: AdminNewsImage, n: number) => {
    if (await confirm({ title: 'Supprimer cette image ?', description: `L'image n° ${n} sera retirée de la galerie de l'article.` })) remove.mutate(image);
  };

  return (
    <section aria-labelledby={`news-images-${newsId}`} className="grid gap-3 rounded-xl border border-slate-200 p-4">
      <h3 id={`news-images-${newsId}`} className="font-bold text-navy-900">
        Galerie d'images ({list.length})
      </h3>
      <FileUpload
        label="Ajouter des images"
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        target={uploadTargets.newsGallery(newsId)}
        fields={(_file, index) => ({ order: String(nextOrder(list, index)) })}
        check={checks.newsImage}
        hint="JPG, PNG, GIF ou WebP, 10 MB au maximum par image. Plusieurs fichiers possibles."
        successMessage="Image uploadée avec succès"
        errorFallback="Erreur lors de l'upload"
        onUploaded={() => qc.invalidateQueries({ queryKey: key })}
      />
      {images.isPending ? (
        <LoadingState text="Chargement..." />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">Aucune image dans la galerie de cet article.</p>
      ) : (
        <ol ref={listRef} className="grid gap-3">
          {list.map((img, i) => (
            <li key={img.id} data-image={img.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-2">
              <AdminImage src={img.imageUrl} alt={img.caption ?? `Image ${i + 1}`} className="h-16 w-24 rounded" />
              <CaptionEditor image={img} position={i + 1} newsId={newsId} />
              <div className="flex gap-1">
                <IconButton
                  label={`Monter l'image n° ${i + 1}`}
                  data-move="up"
                  disabled={i === 0}
                  aria-disabled={move.isPending || undefined}
                  className="aria-disabled:cursor-wait aria-disabled:opacity-50"
                  onClick={() => moveImage(i, i - 1)}
                >
                  <ArrowUp aria-hidden="true" className="h-4 w-4" />
                </IconButton>
                <IconButton
                  label={`Descendre l'image n° ${i + 1}`}
                  data-move="down"
                  disabled={i === list.length - 1}
                  aria-disabled={move.isPending || undefined}
                  className="aria-disabled:cursor-wait aria-disabled:opacity-50"
                  onClick={() => moveImage(i, i + 1)}
                >
                  <ArrowDown aria-hidden="true" className="h-4 w-4" />
                </IconButton>
                <IconButton label={`Supprimer l'image n° ${i + 1}`} tone="red" onClick={() => void onDelete(img, i + 1)}>
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </IconButton>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function CaptionEditor({ image, position, newsId }: { image: AdminNewsImage; position: number; newsId: number }) {
  const client = useAdminClient();
  const [caption, setCaption] = useState(image.caption ?? '');
  // The caption this field started from, sent with the save: a caption changed meanwhile
  // elsewhere (another tab, the desktop app) is not overwritten (412, edit-tag.ts).
  const [opened, setOpened] = useState(image.caption);
  const save = useAdminMutation({
    mutationFn: (value: string) => client.updateNewsImage(image.id, { caption: value }, { caption: opened }),
    onSuccess: (r) => setOpened(r.image.caption),
    invalidate: () => [newsImagesKey(newsId)],
    success: 'Légende mise à jour',
    error: adminMessages.failed.update,
  });
  const changed = caption !== (opened ?? '');
  useWarnBeforeLeaving(changed);
  const id = `caption-${image.id}`;
  const button = useRef<HTMLButtonElement>(null);
  const saveIfChanged = () => changed && !save.isPending && save.mutate(caption);
  return (
    <div className="flex min-w-48 flex-1 items-end gap-2">
      <div className="grid flex-1 gap-1">
        <label htmlFor={id} className="text-xs font-semibold text-navy-900">
          Légende de l'image n° {position}
        </label>
        <input
          id={id}
          value={caption}
          onChange={(e) => setCaption(e.target.value)}
          onKeyDown={(e) => {
            // Enter saves this caption, not the article around it.
            if (e.key === 'Enter') {
              e.preventDefault();
              saveIfChanged();
            }
          }}
          // Leaving the field saves it too: "Mettre à jour" or closing the dialog right after
          // typing dropped the caption. Not when leaving for its own button, which saves.
          onBlur={(e) => e.relatedTarget !== button.current && saveIfChanged()}
          className={inputClass}
        />
      </div>
      {/* aria-disabled, not disabled: a button disabled once saved drops the keyboard's focus. */}
      <button
        ref={button}
        type="button"
        aria-disabled={!changed || save.isPending || undefined}
        onClick={saveIfChanged}
        className={buttonClass('outline', 'sm', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50')}
      >
        {save.isPending ? 'Sauvegarde...' : 'Enregistrer'}
        <span className="sr-only"> la légende n° {position}</span>
      </button>
    </div>
  );
}
