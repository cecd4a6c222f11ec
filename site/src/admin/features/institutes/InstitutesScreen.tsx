// /admin/institutes (admin-back-office.md sections 2-5): cards, add/edit form, an active
// switch per card, five gradients, deletion without confirmation (DECISIONS).
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { adminApi } from '@ecole/shared/admin-client';
import { INSTITUTE_GRADIENTS } from '@ecole/shared/constants';
import { instituteCreateSchema, type Institute } from '@ecole/shared/schemas/institutes';
import { frenchSpacing } from '@ecole/shared/format';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/states';
import { useAdminClient } from '../../api/context';
import { useDeleteEntity, useSaveEntity, useToggleActive } from '../../api/crud';
import { byOrder } from '../../api/sort';
import { EntityDialog } from '../../components/entity-dialog';
import { TextAreaField, TextField } from '../../components/fields';
import { Screen } from '../../components/layout';
import { ListHeader, StatusBadge } from '../../components/list-header';
import { QueryStates } from '../../components/query-states';
import { RowActions } from '../../components/row-actions';
import { Switch } from '../../components/switch';
import { useForm } from '../../forms/use-form';
import { useSubmitValidation, type Parsed } from '../../forms/validate';

const institutesKey = [adminApi.institutes] as const;
const DEFAULT_LINK = '/filieres';
const DEFAULT_BUTTON = 'EN SAVOIR PLUS';
const DEFAULT_GRADIENT = INSTITUTE_GRADIENTS[0].value;

export function InstitutesScreen() {
  const client = useAdminClient();
  const institutes = useQuery({
    queryKey: institutesKey,
    queryFn: async () => [...(await client.institutes()).institutes].sort(byOrder),
  });
  const [dialog, setDialog] = useState<{ institute: Institute | null } | null>(null);

  const active = useToggleActive<Institute>({
    update: (id, patch) => client.updateInstitute(id, patch),
    invalidate: [institutesKey],
    activated: 'Institut activé',
    deactivated: 'Institut désactivé',
  });
  // No confirmation before deleting an institute (DECISIONS).
  const remove = useDeleteEntity({
    remove: (i: Institute) => client.deleteInstitute(i.id),
    invalidate: [institutesKey],
    success: 'Institut supprimé avec succès',
  });

  return (
    <Screen title="Gestion des Instituts" subtitle="La section des instituts de la page d'accueil">
      <ListHeader title="Instituts" count={institutes.data?.length} createLabel="Ajouter un institut" onCreate={() => setDialog({ institute: null })} />
      <QueryStates query={institutes} errorText="Impossible de charger les instituts." empty={<EmptyState title="Aucun institut configuré" text="Ajoutez un institut pour l'afficher sur la page d'accueil." />}>
        {(data) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data.map((i) => (
              <li key={i.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                <div className={cn('surface-dark bg-gradient-to-br p-5 text-white', i.bgColor)}>
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="text-lg font-bold">{frenchSpacing(i.title)}</h3>
                    <span className="shrink-0 whitespace-nowrap rounded bg-white/15 px-2 py-0.5 text-xs">Ordre {i.order}</span>
                  </div>
                  {i.description && <p className="mt-2 line-clamp-3 text-sm text-slate-100">{frenchSpacing(i.description)}</p>}
                  <p className="mt-3 inline-flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-gold-300">
                    {i.buttonText}
                    <ExternalLink aria-hidden="true" className="h-3 w-3" />
                    <span className="font-normal normal-case text-slate-200">{i.link}</span>
                  </p>
                </div>
                <div className="flex items-center justify-between gap-2 p-3">
                  <div className="flex items-center gap-2">
                    <Switch ariaLabel={`Institut « ${i.title} » actif`} checked={i.isActive} onChange={() => active.toggle(i)} busy={active.isToggling(i)} />
                    <StatusBadge active={i.isActive} />
                  </div>
                  <RowActions subject={`l'institut « ${i.title} »`} onEdit={() => setDialog({ institute: i })} onDelete={() => void remove.onDelete(i)} deleteDisabled={remove.isPending} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <InstituteDialog key={dialog ? (dialog.institute?.id ?? 'new') : 'closed'} state={dialog} onClose={() => setDialog(null)} />
    </Screen>
  );
}

function InstituteDialog({ state, onClose }: { state: { institute: Institute | null } | null; onClose: () => void }) {
  const client = useAdminClient();
  const check = useSubmitValidation();
  const institute = state?.institute ?? null;
  const form = useForm({
    title: institute?.title ?? '',
    description: institute?.description ?? '',
    link: institute?.link ?? DEFAULT_LINK,
    buttonText: institute?.buttonText ?? DEFAULT_BUTTON,
    bgColor: institute && INSTITUTE_GRADIENTS.some((g) => g.value === institute.bgColor) ? institute.bgColor : DEFAULT_GRADIENT,
    order: String(institute?.order ?? 1),
    isActive: institute?.isActive ?? true,
  }, { draftKey: state ? `institute:${institute?.id ?? 'new'}` : undefined });
  const { values: v, set, errors } = form;

  const save = useSaveEntity({
    entity: institute,
    form,
    create: (data: Parsed<typeof instituteCreateSchema>, key: string) => client.createInstitute(data, key),
    update: (id, data, base) => client.updateInstitute(id, data, base),
    invalidate: [institutesKey],
    success: { created: 'Institut créé avec succès', updated: 'Institut mis à jour avec succès' },
    onSuccess: onClose,
  });

  return (
    <EntityDialog
      dirty={form.dirty}
      draft={form.draft}
      open={!!state}
      onClose={onClose}
      editing={!!institute}
      saving={save.isPending}
      title={institute ? "Modifier l'institut" : 'Ajouter un institut'}
      onSubmit={() => {
        const data = check(instituteCreateSchema, v, form.setErrors);
        if (data) save.mutate(data);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField className="sm:col-span-2" label="Titre" required value={v.title} onChange={set('title')} error={errors.title} />
        <TextAreaField className="sm:col-span-2" label="Description" value={v.description} onChange={set('description')} error={errors.description} rows={3} />
        <TextField label="Lien" value={v.link} onChange={set('link')} error={errors.link} hint="Par défaut : /filieres" />
        <TextField label="Texte du bouton" value={v.buttonText} onChange={set('buttonText')} error={errors.buttonText} hint="Par défaut : EN SAVOIR PLUS" />
        <fieldset className="sm:col-span-2" aria-describedby={errors.bgColor ? 'institute-bg-error' : undefined}>
          <legend className="text-sm font-semibold text-navy-900">Couleur de fond</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
            {INSTITUTE_GRADIENTS.map((g) => (
              <label
                key={g.value}
                className="flex cursor-pointer flex-col gap-1 rounded-lg border-2 border-transparent p-1 has-[:checked]:border-navy-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-navy-700"
              >
                <input type="radio" name="institute-bg" value={g.value} checked={v.bgColor === g.value} onChange={() => set('bgColor')(g.value)} className="sr-only" />
                <span aria-hidden="true" className={cn('h-12 rounded-md bg-gradient-to-br', g.value)} />
                <span className="text-center text-sm">{g.label}</span>
              </label>
            ))}
          </div>
          {errors.bgColor && (
            <p id="institute-bg-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.bgColor}
            </p>
          )}
        </fieldset>
        <TextField label="Ordre d'affichage" value={v.order} onChange={set('order')} error={errors.order} type="number" inputMode="numeric" min={0} />
        <Switch className="self-end pb-2" label="Institut actif" checked={v.isActive} onChange={set('isActive')} />
      </div>
    </EntityDialog>
  );
}
