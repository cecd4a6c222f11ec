// "Ajouter un média" / "Modifier le média" (admin-back-office.md sections 2, 5, 8).
import { useState } from 'react';
import { storedMediaKind } from '@ecole/shared/media';
import { galleryItemCreateSchema, type GalleryItem } from '@ecole/shared/schemas/albums';
import { useAdminClient, useMediaUrl } from '../../api/context';
import { useSaveEntity } from '../../api/crud';
import { useMediaUpload } from '../../api/upload-limits';
import { imageOnlyUpload, intoField, uploadTargets, uploadedType, uploadedUrl } from '../../api/uploads';
import { AdminImage } from '../../components/admin-image';
import { EntityDialog } from '../../components/entity-dialog';
import { SelectField, TextAreaField, TextField } from '../../components/fields';
import { FileUpload } from '../../components/file-upload';
import { Switch } from '../../components/switch';
import { useForm } from '../../forms/use-form';
import { useSubmitValidation, type Parsed } from '../../forms/validate';
import { albumsKey, itemsKey } from './api';

const TYPE_OPTIONS = [
  { value: 'image', label: 'Image' },
  { value: 'video', label: 'Vidéo' },
];

export function MediaDialog({ albumId, state, onClose }: { albumId: number; state: { item: GalleryItem | null } | null; onClose: () => void }) {
  const client = useAdminClient();
  const media = useMediaUrl();
  const check = useSubmitValidation();
  const mediaUpload = useMediaUpload();
  const item = state?.item ?? null;
  // Hash of the file uploaded in this dialog, kept with the item so the desktop app does
  // not send the same file again; dropped when the URL is then typed by hand.
  const [uploaded, setUploaded] = useState<{ url: string; hash: string } | null>(null);
  // New items are active, order 1, type image (section 4).
  const form = useForm({
    mediaUrl: item?.mediaUrl ?? '',
    mediaType: item?.mediaType ?? 'image',
    title: item?.title ?? '',
    description: item?.description ?? '',
    thumbnailUrl: item?.thumbnailUrl ?? '',
    order: String(item?.order ?? 1),
    isActive: item?.isActive ?? true,
  }, { draftKey: state ? `media:${albumId}:${item?.id ?? 'new'}` : undefined });
  const { values: v, set, errors } = form;

  const save = useSaveEntity({
    entity: item,
    form,
    create: ({ albumId: _albumId, ...data }: Parsed<typeof galleryItemCreateSchema>, key: string) => client.createGalleryItem({ albumId, ...data }, key),
    update: (id, { albumId: _albumId, ...data }, base) => client.updateGalleryItem(id, data, base),
    invalidate: [itemsKey(albumId), albumsKey],
    success: { created: 'Élément ajouté avec succès', updated: 'Élément mis à jour avec succès' },
    error: { created: "Erreur lors de l'ajout de l'élément", updated: "Erreur lors de la mise à jour de l'élément" },
    onSuccess: onClose,
  });

  const complete = v.mediaUrl.trim() !== '';
  // A file stored by the server is what its upload found it to be (section 5: a video when
  // its type starts with video): the type follows the file and cannot say otherwise, or the
  // album would show a broken image or a still that never plays. The server refuses it too.
  const fileKind = storedMediaKind(v.mediaUrl.trim());
  const mediaType = fileKind ?? v.mediaType;

  return (
    <EntityDialog
      dirty={form.dirty}
      draft={form.draft}
      open={!!state}
      onClose={onClose}
      editing={!!item}
      saving={save.isPending}
      canSubmit={complete}
      createLabel="Ajouter"
      title={item ? 'Modifier le média' : 'Ajouter un média'}
      onSubmit={() => {
        if (!complete) return;
        const contentHash = uploaded && uploaded.url === v.mediaUrl.trim() ? uploaded.hash : undefined;
        const data = check(galleryItemCreateSchema, { ...v, mediaType, albumId, contentHash }, form.setErrors);
        if (data) save.mutate(data);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-3 sm:col-span-2">
          <FileUpload
            label="Choisir un fichier (image ou vidéo)"
            accept="image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm,video/quicktime"
            target={uploadTargets.gallery}
            check={mediaUpload.check}
            hint={mediaUpload.hint}
            successMessage="Fichier uploadé avec succès"
            errorFallback="Erreur lors de l'upload du fichier"
            onUploaded={(r, file) => {
              const url = uploadedUrl(r);
              if (!url) return;
              setUploaded(r.contentHash ? { url, hash: r.contentHash } : null);
              // The preview picture follows the file: a video's is the one the server took
              // of it, an earlier file's would show something else (typed by hand after, it stays).
              form.setValues((s) => ({ ...s, mediaUrl: url, mediaType: uploadedType(r, file), thumbnailUrl: r.thumbnailUrl ?? '' }));
            }}
          />
          {v.mediaUrl &&
            (mediaType === 'video' ? (
              <video src={media(v.mediaUrl)} poster={v.thumbnailUrl ? media(v.thumbnailUrl) : undefined} controls preload="metadata" className="aspect-video w-full max-w-sm rounded-lg bg-black" aria-label="Aperçu de la vidéo" />
            ) : (
              <AdminImage src={v.mediaUrl} alt="Aperçu de l'image" width={640} className="aspect-video w-full max-w-sm rounded-lg" />
            ))}
        </div>
        <TextField className="sm:col-span-2" label="URL du média" required value={v.mediaUrl} onChange={set('mediaUrl')} error={errors.mediaUrl} placeholder="/media/… ou https://…" />
        <SelectField
          label="Type"
          value={mediaType}
          onChange={(t) => set('mediaType')(t === 'video' ? 'video' : 'image')}
          error={errors.mediaType}
          options={TYPE_OPTIONS}
          disabled={fileKind !== null}
          hint={fileKind ? `Le type suit le fichier envoyé : ${fileKind === 'video' ? 'une vidéo' : 'une image'}.` : undefined}
        />
        <TextField label="Ordre d'affichage" value={v.order} onChange={set('order')} error={errors.order} type="number" inputMode="numeric" min={0} />
        <TextField className="sm:col-span-2" label="Titre" value={v.title} onChange={set('title')} error={errors.title} />
        <TextAreaField className="sm:col-span-2" label="Description" value={v.description} onChange={set('description')} error={errors.description} rows={3} />
        {mediaType === 'video' && (
          <div className="grid gap-3 sm:col-span-2">
            {/* The server takes one from the video (decision 029); another is chosen as a file, not typed. */}
            <FileUpload
              label={v.thumbnailUrl ? "Choisir une autre image d'aperçu" : "Choisir une image d'aperçu"}
              {...imageOnlyUpload}
              hint={
                v.thumbnailUrl
                  ? "Remplace l'image d'aperçu actuelle (JPG, PNG, GIF ou WebP, 10 MB au maximum)."
                  : "Une image est prise dans la vidéo à l'envoi ; vous pouvez aussi en choisir une (JPG, PNG, GIF ou WebP, 10 MB au maximum)."
              }
              successMessage="Image d'aperçu uploadée avec succès"
              errorFallback="Erreur lors de l'upload de l'image d'aperçu"
              onUploaded={intoField(set('thumbnailUrl'))}
            />
            <TextField
              label="Image d'aperçu de la vidéo (facultative)"
              value={v.thumbnailUrl}
              onChange={set('thumbnailUrl')}
              error={errors.thumbnailUrl}
              placeholder="/media/… ou https://…"
            />
          </div>
        )}
        <Switch className="sm:col-span-2" label="Média actif" checked={v.isActive} onChange={set('isActive')} />
      </div>
    </EntityDialog>
  );
}
