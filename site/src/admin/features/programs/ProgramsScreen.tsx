// /admin/programs (admin-back-office.md sections 2-5, 7, 8): card list, dialog, active
// switch, deletion confirmed by name.
import { useQuery } from '@tanstack/react-query';
import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { adminApi } from '@ecole/shared/admin-client';
import { DEFAULT_PROGRAM_DURATION, DEFAULT_PROGRAM_LEVEL, PROGRAM_CATEGORIES } from '@ecole/shared/constants';
import { PROGRAM_DESCRIPTION_MAX, programCreateSchema, type AdminProgram } from '@ecole/shared/schemas/programs';
import { frenchSpacing } from '@ecole/shared/format';
import { EmptyState } from '../../../components/ui/states';
import { useAdminClient } from '../../api/context';
import { useDeleteEntity, useSaveEntity, useToggleActive } from '../../api/crud';
import { byOrder } from '../../api/sort';
import { uploadTargets } from '../../api/uploads';
import { CardCover } from '../../components/card-cover';
import { EntityDialog } from '../../components/entity-dialog';
import { SelectField, TextAreaField, TextField, toOptions } from '../../components/fields';
import { ImageUrlField } from '../../components/image-url-field';
import { Screen } from '../../components/layout';
import { ListHeader, StatusBadge } from '../../components/list-header';
import { QueryStates } from '../../components/query-states';
import { RowActions } from '../../components/row-actions';
import { Switch } from '../../components/switch';
import { useForm } from '../../forms/use-form';
import { useSubmitValidation, type Parsed } from '../../forms/validate';

const programsKey = [adminApi.programs] as const;

export function ProgramsScreen() {
  const client = useAdminClient();
  const programs = useQuery({
    queryKey: programsKey,
    queryFn: async () => [...(await client.programs()).programs].sort(byOrder),
  });
  const [dialog, setDialog] = useState<{ program: AdminProgram | null } | null>(null);
  const [category, setCategory] = useState('');

  const active = useToggleActive<AdminProgram>({
    update: (id, patch) => client.updateProgram(id, patch),
    invalidate: [programsKey],
    activated: 'Filière activée',
    deactivated: 'Filière désactivée',
  });
  const remove = useDeleteEntity({
    remove: (p: AdminProgram) => client.deleteProgram(p.id),
    invalidate: [programsKey],
    success: 'Filière supprimée',
    confirm: (p) => ({ title: `Êtes-vous sûr de vouloir supprimer la filière « ${p.name} » ?` }),
  });
  const shown = (programs.data ?? []).filter((p) => !category || p.category === category);

  return (
    <Screen title="Gestion des Filières" subtitle="Programmes et formations">
      <ListHeader title="Filières" count={programs.data && shown.length} total={programs.data?.length} createLabel="Nouvelle filière" onCreate={() => setDialog({ program: null })}>
        <label className="sr-only" htmlFor="programs-filter">
          Filtrer par catégorie
        </label>
        <select id="programs-filter" value={category} onChange={(e) => setCategory(e.target.value)} className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm">
          <option value="">Toutes les catégories</option>
          {PROGRAM_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </ListHeader>
      <QueryStates query={programs} errorText="Impossible de charger les filières." isEmpty={() => shown.length === 0} empty={<EmptyState title="Aucune filière trouvée" />}>
        {() => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((p) => (
              <li key={p.id} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                <CardCover src={p.imageUrl} icon={GraduationCap} />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <div className="flex flex-wrap gap-2">
                    <span className="rounded-full bg-navy-900 px-2.5 py-0.5 text-xs font-semibold text-white">{p.category}</span>
                    {!p.isActive && <StatusBadge active={false} />}
                  </div>
                  <h3 className="font-bold text-navy-900">{frenchSpacing(p.name)}</h3>
                  <p className="text-sm text-slate-600">
                    {p.level} · {p.duration} · ordre {p.order}
                  </p>
                  {p.description && <p className="line-clamp-3 text-sm text-slate-700">{frenchSpacing(p.description)}</p>}
                  <div className="mt-auto flex items-center justify-between gap-2 pt-2">
                    <Switch ariaLabel={`Filière « ${p.name} » active`} checked={p.isActive} onChange={() => active.toggle(p)} busy={active.isToggling(p)} />
                    <RowActions subject={`la filière « ${p.name} »`} onEdit={() => setDialog({ program: p })} onDelete={() => void remove.onDelete(p)} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <ProgramDialog
        key={dialog ? (dialog.program?.id ?? 'new') : 'closed'}
        state={dialog}
        // A new programme starts in the category on screen, and one saved into another
        // category brings the filter to it: under a filter it left, it seemed not saved at all.
        defaultCategory={category}
        onSaved={(p) => {
          if (category && p.category !== category) setCategory(p.category);
        }}
        onClose={() => setDialog(null)}
      />
    </Screen>
  );
}

/** The schema's bound (shared/src/schemas/programs.ts), said before it refuses. */

function ProgramDialog({
  state,
  defaultCategory,
  onSaved,
  onClose,
}: {
  state: { program: AdminProgram | null } | null;
  defaultCategory: string;
  onSaved: (program: AdminProgram) => void;
  onClose: () => void;
}) {
  const client = useAdminClient();
  const check = useSubmitValidation();
  const program = state?.program ?? null;
  const form = useForm({
    name: program?.name ?? '',
    category: program?.category ?? defaultCategory,
    description: program?.description ?? '',
    imageUrl: program?.imageUrl ?? '',
    duration: program?.duration ?? DEFAULT_PROGRAM_DURATION,
    level: program?.level ?? DEFAULT_PROGRAM_LEVEL,
    order: String(program?.order ?? 1),
    isActive: program?.isActive ?? true,
  }, { draftKey: state ? `program:${program?.id ?? 'new'}` : undefined });
  const { values: v, set, errors } = form;

  const save = useSaveEntity({
    entity: program,
    form,
    create: (data: Parsed<typeof programCreateSchema>, key: string) => client.createProgram(data, key),
    update: (id, data, base) => client.updateProgram(id, data, base),
    invalidate: [programsKey],
    success: { created: 'Filière créée', updated: 'Filière mise à jour' },
    onSuccess: (res) => {
      onSaved(res.program);
      onClose();
    },
  });

  return (
    <EntityDialog
      dirty={form.dirty}
      draft={form.draft}
      open={!!state}
      onClose={onClose}
      editing={!!program}
      saving={save.isPending}
      title={program ? 'Modifier la filière' : 'Nouvelle filière'}
      onSubmit={() => {
        // Section 5: a missing name or category is announced under the title "Champ requis";
        // any other refusal (a text too long) under the toasts' usual "Erreur".
        const empty = (field: string) => String(v[field as keyof typeof v] ?? '').trim() === '';
        const data = check(programCreateSchema, v, form.setErrors, (field) => (empty(field) ? 'Champ requis' : 'Erreur'));
        if (data) save.mutate(data);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField className="sm:col-span-2" label="Nom de la filière" required value={v.name} onChange={set('name')} error={errors.name} />
        <SelectField label="Catégorie" required value={v.category} onChange={set('category')} error={errors.category} options={toOptions(PROGRAM_CATEGORIES)} placeholder="Sélectionnez une catégorie" />
        <TextField label="Niveau" value={v.level} onChange={set('level')} error={errors.level} placeholder="BTS, Licence, Master…" />
        <TextField label="Durée" value={v.duration} onChange={set('duration')} error={errors.duration} placeholder="2 ans" />
        <TextField label="Ordre d'affichage" value={v.order} onChange={set('order')} error={errors.order} type="number" inputMode="numeric" min={0} />
        <TextAreaField
          className="sm:col-span-2"
          label="Description"
          value={v.description}
          onChange={set('description')}
          error={errors.description}
          hint={`${PROGRAM_DESCRIPTION_MAX} caractères maximum (${v.description.length} saisis).`}
          rows={4}
        />
        <ImageUrlField className="grid gap-3 sm:col-span-2" value={v.imageUrl} onChange={set('imageUrl')} error={errors.imageUrl} target={uploadTargets.program} />
        <Switch className="sm:col-span-2" label="Filière active" checked={v.isActive} onChange={set('isActive')} />
      </div>
    </EntityDialog>
  );
}
