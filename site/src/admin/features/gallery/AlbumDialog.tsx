// "Créer un nouvel album" / "Modifier l'album" (admin-back-office.md sections 2, 5, 8).
import { ALBUM_CATEGORIES } from '@ecole/shared/constants';
import { albumCreateSchema, type Album, type AdminAlbum } from '@ecole/shared/schemas/albums';
import { buttonClass } from '../../../components/ui/button';
import { useAdminClient } from '../../api/context';
import { useSaveEntity } from '../../api/crud';
import { imageOnlyUpload, intoField } from '../../api/uploads';
import { AdminImage } from '../../components/admin-image';
import { EntityDialog } from '../../components/entity-dialog';
import { SelectField, TextAreaField, TextField, toOptions } from '../../components/fields';
import { FileUpload } from '../../components/file-upload';
import { Switch } from '../../components/switch';
import { useForm } from '../../forms/use-form';
import { useSubmitValidation, type Parsed } from '../../forms/validate';
import { albumsKey } from './api';

export function AlbumDialog({ state, onClose, onCreated }: { state: { album: AdminAlbum | null } | null; onClose: () => void; onCreated?: (album: Album) => void }) {
  const client = useAdminClient();
  const check = useSubmitValidation();
  const album = state?.album ?? null;
  // New albums are active with order 1 (section 4).
  const form = useForm({
    title: album?.title ?? '',
    description: album?.description ?? '',
    category: album?.category ?? '',
    coverImage: album?.coverImage ?? '',
    order: String(album?.order ?? 1),
    isActive: album?.isActive ?? true,
  }, { draftKey: state ? `album:${album?.id ?? 'new'}` : undefined });
  const { values: v, set, errors } = form;

  const save = useSaveEntity({
    entity: album,
    form,
    create: (data: Parsed<typeof albumCreateSchema>, key: string) => client.createAlbum(data, key),
    update: (id, data, base) => client.updateAlbum(id, data, base),
    invalidate: [albumsKey],
    success: { created: 'Album créé avec succès', updated: 'Album mis à jour avec succès' },
    error: { created: "Erreur lors de la création de l'album", updated: "Erreur lors de la mise à jour de l'album" },
    onSuccess: (res) => {
      if (!album) onCreated?.(res.album);
      onClose();
    },
  });

  // Section 5: saving needs a title and a category.
  const complete = v.title.trim() !== '' && v.category !== '';

  return (
    <EntityDialog
      dirty={form.dirty}
      draft={form.draft}
      open={!!state}
      onClose={onClose}
      editing={!!album}
      saving={save.isPending}
      canSubmit={complete}
      title={album ? "Modifier l'album" : 'Créer un nouvel album'}
      onSubmit={() => {
        if (!complete) return;
        const data = check(albumCreateSchema, v, form.setErrors);
        if (data) save.mutate(data);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField className="sm:col-span-2" label="Titre" required value={v.title} onChange={set('title')} error={errors.title} />
        <TextAreaField className="sm:col-span-2" label="Description" value={v.description} onChange={set('description')} error={errors.description} rows={3} />
        <SelectField label="Catégorie" required value={v.category} onChange={set('category')} error={errors.category} options={toOptions(ALBUM_CATEGORIES)} placeholder="Sélectionnez une catégorie" />
        <TextField label="Ordre d'affichage" value={v.order} onChange={set('order')} error={errors.order} type="number" inputMode="numeric" min={0} />
        <div className="grid gap-3 sm:col-span-2">
          <p className="text-sm font-semibold text-navy-900">Image de couverture</p>
          {v.coverImage && (
            <div className="flex flex-wrap items-end gap-3">
              <AdminImage src={v.coverImage} alt="Aperçu de la couverture" width={640} className="aspect-video w-56 rounded-lg" />
              <button type="button" onClick={() => set('coverImage')('')} className={buttonClass('ghost', 'sm')}>
                Retirer l'image
              </button>
            </div>
          )}
          <FileUpload
            label="Choisir une image de couverture"
            {...imageOnlyUpload}
            successMessage="Image de couverture uploadée avec succès"
            errorFallback="Erreur lors de l'upload de l'image de couverture"
            onUploaded={intoField(set('coverImage'))}
          />
          <TextField label="Ou collez l'adresse d'une image" value={v.coverImage} onChange={set('coverImage')} error={errors.coverImage} placeholder="https://…" />
        </div>
        <Switch className="sm:col-span-2" label="Album actif" checked={v.isActive} onChange={set('isActive')} />
      </div>
    </EntityDialog>
  );
}
