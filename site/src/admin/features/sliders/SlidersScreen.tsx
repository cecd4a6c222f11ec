// /admin/sliders (admin-back-office.md sections 2, 4, 5, 7, 8): table, create/edit
// dialog with image upload, status badge toggling isActive alone, confirmed deletion.
import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { frenchSpacing } from '@ecole/shared/format';
import type { Slider } from '@ecole/shared/schemas/sliders';
import { sliderCreateSchema } from '@ecole/shared/schemas/sliders';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/states';
import { useAdminClient } from '../../api/context';
import { useDeleteEntity, useSaveEntity, useToggleActive } from '../../api/crud';
import { checks, uploadTargets } from '../../api/uploads';
import { AdminImage } from '../../components/admin-image';
import { ActionsCell, Cell, DataTable, Row, RowHeader } from '../../components/data-table';
import { EntityDialog } from '../../components/entity-dialog';
import { TextAreaField, TextField } from '../../components/fields';
import { ImageUrlField } from '../../components/image-url-field';
import { Screen } from '../../components/layout';
import { ListHeader } from '../../components/list-header';
import { QueryStates } from '../../components/query-states';
import { useForm } from '../../forms/use-form';
import { useSubmitValidation, type Parsed } from '../../forms/validate';
import { slidersKey, useSliders } from './api';

const empty = { title: '', subtitle: '', description: '', imageUrl: '', button1Text: '', button1Link: '', button2Text: '', button2Link: '', order: '1' };
type SliderForm = typeof empty;
/** The spec's columns (section 2, Sliders), and Actions. */
const COLUMNS = ['N°', 'Image', 'Titre', 'Sous-titre', 'Description', 'Bouton 1', 'Bouton 2', 'Statut'];
const toForm = (s: Slider): SliderForm => ({
  title: s.title,
  subtitle: s.subtitle ?? '',
  description: s.description ?? '',
  imageUrl: s.imageUrl ?? '',
  button1Text: s.button1Text ?? '',
  button1Link: s.button1Link ?? '',
  button2Text: s.button2Text ?? '',
  button2Link: s.button2Link ?? '',
  order: String(s.order),
});

export function SlidersScreen() {
  const client = useAdminClient();
  const sliders = useSliders();
  const [dialog, setDialog] = useState<{ slider: Slider | null } | null>(null);

  const active = useToggleActive<Slider>({
    update: (id, patch) => client.updateSlider(id, patch),
    invalidate: [slidersKey],
    activated: 'Slider activé',
    deactivated: 'Slider désactivé',
    error: 'Erreur lors de la mise à jour du statut',
  });
  const remove = useDeleteEntity({
    remove: (s: Slider) => client.deleteSlider(s.id),
    invalidate: [slidersKey],
    success: 'Slider supprimé avec succès',
    error: 'Erreur lors de la suppression du slider',
    confirm: (s) => ({ title: 'Êtes-vous sûr de vouloir supprimer ce slider ?', description: `« ${s.title} » sera retiré de la page d'accueil.` }),
  });

  return (
    <Screen title="Gestion des Sliders" subtitle="Diapositives de la bannière principale de la page d'accueil">
      <ListHeader title="Sliders" count={sliders.data?.length} createLabel="Nouveau slider" onCreate={() => setDialog({ slider: null })} />
      <QueryStates query={sliders} errorText="Impossible de charger les sliders." empty={<EmptyState title="Aucun slider trouvé" text="Créez la première diapositive de la page d'accueil." />}>
        {(data) => (
          <DataTable label="Tableau des sliders" minWidth="md:min-w-[56rem]" columns={COLUMNS}>
            {data.map((s) => (
              <Row key={s.id} className="align-top">
                <Cell label={COLUMNS[0]} inline className="font-semibold">
                  {s.order}
                </Cell>
                <Cell inline>
                  {s.imageUrl ? (
                    <AdminImage src={s.imageUrl} alt="" className="h-12 w-20 rounded" />
                  ) : (
                    <span className="flex h-12 w-20 items-center justify-center rounded bg-slate-100 text-slate-500">
                      <ImageIcon aria-hidden="true" className="h-5 w-5" />
                      <span className="sr-only">Aucune image</span>
                    </span>
                  )}
                </Cell>
                <RowHeader inline>{frenchSpacing(s.title)}</RowHeader>
                <Cell label={COLUMNS[3]}>{frenchSpacing(s.subtitle ?? '—')}</Cell>
                <Cell label={COLUMNS[4]} className="md:max-w-xs">
                  <span className="line-clamp-3">{frenchSpacing(s.description ?? '—')}</span>
                </Cell>
                <Cell label={COLUMNS[5]}>{buttonCell(s.button1Text, s.button1Link)}</Cell>
                <Cell label={COLUMNS[6]}>{buttonCell(s.button2Text, s.button2Link)}</Cell>
                <Cell inline>
                  <button
                    type="button"
                    aria-pressed={s.isActive}
                    // Not disabled while the answer comes: that would drop the keyboard's focus.
                    aria-disabled={active.isToggling(s) || undefined}
                    onClick={() => active.isToggling(s) || active.toggle(s)}
                    title={s.isActive ? 'Cliquer pour désactiver' : 'Cliquer pour activer'}
                    className={cn(
                      'rounded-full px-2.5 py-0.5 text-xs font-semibold transition-colors aria-disabled:cursor-wait aria-disabled:opacity-60',
                      s.isActive ? 'bg-green-700 text-white hover:bg-green-800' : 'bg-slate-200 text-slate-800 hover:bg-slate-300',
                    )}
                  >
                    {s.isActive ? 'Actif' : 'Inactif'}
                    <span className="sr-only">{frenchSpacing(` : changer le statut de « ${s.title} »`)}</span>
                  </button>
                </Cell>
                <ActionsCell subject={`le slider « ${s.title} »`} onEdit={() => setDialog({ slider: s })} onDelete={() => void remove.onDelete(s)} />
              </Row>
            ))}
          </DataTable>
        )}
      </QueryStates>
      <SliderDialog key={dialog ? (dialog.slider?.id ?? 'new') : 'closed'} state={dialog} onClose={() => setDialog(null)} />
    </Screen>
  );
}

const buttonCell = (text: string | null, link: string | null) =>
  text ? (
    <span>
      {text}
      {link && <span className="block break-all text-xs text-slate-600">{link}</span>}
    </span>
  ) : (
    '—'
  );

function SliderDialog({ state, onClose }: { state: { slider: Slider | null } | null; onClose: () => void }) {
  const client = useAdminClient();
  const slider = state?.slider ?? null;
  const form = useForm<SliderForm>(slider ? toForm(slider) : empty, { draftKey: state ? `slider:${slider?.id ?? 'new'}` : undefined });
  const check = useSubmitValidation();
  const { values: v, set, errors } = form;

  const save = useSaveEntity({
    entity: slider,
    form,
    create: (data: Parsed<typeof sliderCreateSchema>, key: string) => client.createSlider(data, key),
    update: (id, data, base) => client.updateSlider(id, data, base),
    invalidate: [slidersKey],
    success: { created: 'Slider créé avec succès', updated: 'Slider mis à jour avec succès' },
    error: { created: 'Erreur lors de la création du slider', updated: 'Erreur lors de la mise à jour du slider' },
    onSuccess: onClose,
  });

  return (
    <EntityDialog
      dirty={form.dirty}
      draft={form.draft}
      open={!!state}
      onClose={onClose}
      editing={!!slider}
      saving={save.isPending}
      title={slider ? 'Modifier le slider' : 'Nouveau slider'}
      onSubmit={() => {
        const data = check(sliderCreateSchema, v, form.setErrors);
        if (data) save.mutate(data);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField className="sm:col-span-2" label="Titre" required value={v.title} onChange={set('title')} error={errors.title} />
        <TextField className="sm:col-span-2" label="Sous-titre" value={v.subtitle} onChange={set('subtitle')} error={errors.subtitle} />
        <TextAreaField className="sm:col-span-2" label="Description" value={v.description} onChange={set('description')} error={errors.description} rows={3} />
        <ImageUrlField
          className="grid gap-3 sm:col-span-2"
          value={v.imageUrl}
          onChange={set('imageUrl')}
          error={errors.imageUrl}
          target={uploadTargets.slider}
          check={checks.sliderImage}
          previewClassName="aspect-video w-full max-w-sm rounded-lg"
          errorFallback="Erreur lors de l'upload de l'image"
        />
        <TextField label="Texte du bouton 1" value={v.button1Text} onChange={set('button1Text')} error={errors.button1Text} />
        <TextField label="Lien du bouton 1" value={v.button1Link} onChange={set('button1Link')} error={errors.button1Link} placeholder="/filieres" />
        <TextField label="Texte du bouton 2" value={v.button2Text} onChange={set('button2Text')} error={errors.button2Text} />
        <TextField label="Lien du bouton 2" value={v.button2Link} onChange={set('button2Link')} error={errors.button2Link} placeholder="/contact" />
        <TextField label="Ordre d'affichage" value={v.order} onChange={set('order')} error={errors.order} inputMode="numeric" type="number" min={1} />
      </div>
    </EntityDialog>
  );
}
