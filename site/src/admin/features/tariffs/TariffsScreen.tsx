// /admin/tariffs (admin-back-office.md sections 2, 5, 7, 8, 9): the fee sheets of the
// four sites, the form's defaults, integer amounts, the instalments of the schedule.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminApi } from '@ecole/shared/admin-client';
import { TARIFF_DEFAULTS } from '@ecole/shared/constants';
import { formatAmount, formatNumber, frenchSpacing } from '@ecole/shared/format';
import { tariffCreateSchema, type AdminTariff } from '@ecole/shared/schemas/tariffs';
import { EmptyState } from '../../../components/ui/states';
import { useAdminClient } from '../../api/context';
import { useConfirm } from '../../components/confirm';
import { useDeleteEntity, useSaveEntity } from '../../api/crud';
import { byOrder } from '../../api/sort';
import { ActionsCell, Cell, DataTable, Row, RowHeader } from '../../components/data-table';
import { EntityDialog } from '../../components/entity-dialog';
import { FieldGroup, TextAreaField, TextField } from '../../components/fields';
import { Screen } from '../../components/layout';
import { ListEditor } from '../../components/list-editor';
import { ListHeader, StatusBadge } from '../../components/list-header';
import { QueryStates } from '../../components/query-states';
import { Switch } from '../../components/switch';
import { useForm } from '../../forms/use-form';
import { useSubmitValidation, type Parsed } from '../../forms/validate';
import { useSiteName } from '../content/api';
import { amountMismatches } from './amounts';

const tariffsKey = [adminApi.tariffs] as const;
const AMOUNTS = ['inscriptionFee', 'fraisAnnexes', 'totalFee', 'firstPayment', 'secondPayment', 'thirdPayment'] as const;
type AmountKey = (typeof AMOUNTS)[number];
/** The spec's columns (section 2, Tariffs), and Actions. */
const COLUMNS = ['Site', 'Localisation', 'Programme', 'Total', 'Échéancier', 'Statut'];

/** "85 000 + 85 000 + 55 000" (section 2: three instalments joined by plus signs). */
const schedule = (t: AdminTariff) => [t.firstPayment, t.secondPayment, t.thirdPayment].map(formatNumber).join(' + ');

export function TariffsScreen() {
  const client = useAdminClient();
  const siteName = useSiteName();
  const tariffs = useQuery({
    queryKey: tariffsKey,
    queryFn: async () => [...(await client.tariffs()).tariffs].sort(byOrder),
  });
  const [dialog, setDialog] = useState<{ tariff: AdminTariff | null } | null>(null);

  const remove = useDeleteEntity({
    remove: (t: AdminTariff) => client.deleteTariff(t.id),
    invalidate: [tariffsKey],
    success: 'Tarif supprimé avec succès',
    error: 'Erreur lors de la suppression du tarif',
    confirm: (t) => ({ title: 'Êtes-vous sûr de vouloir supprimer ce tarif ?', description: `${t.site} — ${t.programName}` }),
  });

  return (
    <Screen title="Gestion des Tarifs" subtitle={`Gérer les tarifs des 4 sites ${siteName}`}>
      <ListHeader title="Tarifs" count={tariffs.data?.length} createLabel="Nouveau Tarif" onCreate={() => setDialog({ tariff: null })} />
      <QueryStates query={tariffs} loadingText="Chargement des tarifs..." errorText="Impossible de charger les tarifs." empty={<EmptyState title="Aucun tarif configuré. Créez le premier tarif." />}>
        {(data) => (
          <DataTable label="Tableau des tarifs" minWidth="md:min-w-[48rem]" columns={COLUMNS}>
            {data.map((t) => (
              <Row key={t.id}>
                <RowHeader>{t.site}</RowHeader>
                <Cell label={COLUMNS[1]}>{t.location ?? '—'}</Cell>
                <Cell label={COLUMNS[2]}>
                  {t.programName}
                  <span className="block text-xs text-slate-600">{t.programDuration}</span>
                </Cell>
                <Cell label={COLUMNS[3]} className="whitespace-nowrap font-semibold">
                  {formatAmount(t.totalFee)}
                </Cell>
                <Cell label={COLUMNS[4]} className="whitespace-nowrap">
                  {schedule(t)}
                </Cell>
                <Cell inline>
                  <StatusBadge active={t.isActive} />
                </Cell>
                <ActionsCell subject={`le tarif ${t.site} — ${t.programName}`} onEdit={() => setDialog({ tariff: t })} onDelete={() => void remove.onDelete(t)} />
              </Row>
            ))}
          </DataTable>
        )}
      </QueryStates>
      <TariffDialog key={dialog ? (dialog.tariff?.id ?? 'new') : 'closed'} state={dialog} onClose={() => setDialog(null)} />
    </Screen>
  );
}

function initialValues(t: AdminTariff | null) {
  const amount = (k: AmountKey) => String(t ? t[k] : TARIFF_DEFAULTS[k]);
  return {
    site: t?.site ?? '',
    location: t?.location ?? '',
    phone: t?.phone ?? '',
    email: t?.email ?? '',
    programName: t?.programName ?? TARIFF_DEFAULTS.programName,
    programDuration: t?.programDuration ?? TARIFF_DEFAULTS.programDuration,
    inscriptionFee: amount('inscriptionFee'),
    fraisAnnexes: amount('fraisAnnexes'),
    totalFee: amount('totalFee'),
    firstPayment: amount('firstPayment'),
    secondPayment: amount('secondPayment'),
    thirdPayment: amount('thirdPayment'),
    accountInfo: t?.accountInfo ?? '',
    description: t?.description ?? '',
    order: String(t?.order ?? 1),
    isActive: t?.isActive ?? true,
    requiredDocuments: t ? [...t.requiredDocuments] : [...TARIFF_DEFAULTS.requiredDocuments],
    supplies: t ? [...t.supplies] : [...TARIFF_DEFAULTS.supplies],
    tissu: t?.uniformCosts.tissu ?? '',
    cravate: t?.uniformCosts.cravate ?? '',
    blouse: t?.uniformCosts.blouse ?? '',
  };
}

function TariffDialog({ state, onClose }: { state: { tariff: AdminTariff | null } | null; onClose: () => void }) {
  const client = useAdminClient();
  const check = useSubmitValidation();
  const tariff = state?.tariff ?? null;
  const form = useForm(initialValues(tariff), { draftKey: state ? `tariff:${tariff?.id ?? 'new'}` : undefined });
  const { values: v, set, errors } = form;
  const confirm = useConfirm();
  const mismatches = amountMismatches(v);

  const save = useSaveEntity({
    entity: tariff,
    form,
    create: (data: Parsed<typeof tariffCreateSchema>, key: string) => client.createTariff(data, key),
    update: (id, data, base) => client.updateTariff(id, data, base),
    invalidate: [tariffsKey],
    success: { created: 'Tarif créé avec succès', updated: 'Tarif mis à jour avec succès' },
    error: { created: 'Erreur lors de la création du tarif', updated: 'Erreur lors de la mise à jour du tarif' },
    onSuccess: onClose,
  });

  const submit = async () => {
    const { tissu, cravate, blouse, ...rest } = v;
    // Section 5: an empty amount is 0. Any other text goes to the schema as typed, which
    // reads "85 000" or "85.000" and refuses "85,5" by its field: a fee is never published
    // as a number the administrator did not mean (the spec's 0 for any invalid text was).
    const amounts = Object.fromEntries(AMOUNTS.map((k) => [k, v[k].trim() === '' ? 0 : v[k]]));
    const data = check(tariffCreateSchema, { ...rest, ...amounts, uniformCosts: { tissu, cravate, blouse } }, form.setErrors);
    if (!data) return;
    if (
      mismatches.length > 0 &&
      !(await confirm({
        title: 'Enregistrer des montants qui ne concordent pas ?',
        description: `${mismatches.join(' ')} Ils seront affichés tels quels sur la page Tarifs et cités par l'assistant.`,
        confirmLabel: 'Enregistrer quand même',
      }))
    )
      return;
    save.mutate(data);
  };

  const amountField = (k: AmountKey, label: string) => (
    <TextField label={`${label} (F CFA)`} value={v[k]} onChange={set(k)} error={errors[k]} inputMode="numeric" />
  );

  return (
    <EntityDialog
      dirty={form.dirty}
      draft={form.draft}
      open={!!state}
      onClose={onClose}
      editing={!!tariff}
      saving={save.isPending}
      lockCancel
      size="xl"
      title={tariff ? 'Modifier le Tarif' : 'Créer un Nouveau Tarif'}
      onSubmit={() => void submit()}
    >
      <div className="grid gap-5">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="Nom du site" required value={v.site} onChange={set('site')} error={errors.site} placeholder="Site de Cocody" />
          <TextField label="Localisation" value={v.location} onChange={set('location')} error={errors.location} />
          <TextField label="Téléphone" type="tel" value={v.phone} onChange={set('phone')} error={errors.phone} placeholder="+225 XX XX XX XX" />
          <TextField label="E-mail" type="email" value={v.email} onChange={set('email')} error={errors.email} />
          <TextField label="Programme" required value={v.programName} onChange={set('programName')} error={errors.programName} />
          <TextField label="Durée" value={v.programDuration} onChange={set('programDuration')} error={errors.programDuration} />
        </div>
        <FieldGroup legend="Structure des frais" className="md:grid-cols-3">
          {amountField('inscriptionFee', "Frais d'inscription")}
          {amountField('fraisAnnexes', 'Frais annexes')}
          {amountField('totalFee', 'Total')}
        </FieldGroup>
        <FieldGroup legend="Échéancier de paiement" className="md:grid-cols-3">
          {amountField('firstPayment', '1er versement')}
          {amountField('secondPayment', '2e versement')}
          {amountField('thirdPayment', '3e versement')}
        </FieldGroup>
        {/* Said as the amounts are typed; the save still goes, after a question. */}
        <div aria-live="polite">
          {mismatches.length > 0 && (
            <div data-amount-warning className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              <p className="font-semibold">{frenchSpacing('Attention : les montants ne concordent pas.')}</p>
              <ul className="mt-1 list-disc pl-5">
                {mismatches.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div className="grid gap-5 md:grid-cols-2">
          <ListEditor legend="Documents requis" items={v.requiredDocuments} onChange={set('requiredDocuments')} itemLabel="Document" addLabel="Ajouter un document" error={errors.requiredDocuments} />
          <ListEditor legend="Fournitures" items={v.supplies} onChange={set('supplies')} itemLabel="Fourniture" addLabel="Ajouter une fourniture" error={errors.supplies} />
        </div>
        <FieldGroup legend="Coût de l'uniforme" className="md:grid-cols-3">
          <TextField label="Tissu" value={v.tissu} onChange={set('tissu')} placeholder="15 000 F CFA" />
          <TextField label="Cravate" value={v.cravate} onChange={set('cravate')} placeholder="3 000 F CFA" />
          <TextField label="Blouse" value={v.blouse} onChange={set('blouse')} placeholder="7 500 F CFA" />
          {errors.uniformCosts && <p className="text-sm font-medium text-red-700 md:col-span-3">{errors.uniformCosts}</p>}
        </FieldGroup>
        <TextAreaField label="Informations bancaires" value={v.accountInfo} onChange={set('accountInfo')} error={errors.accountInfo} rows={3} />
        <TextAreaField label="Description" value={v.description} onChange={set('description')} error={errors.description} rows={3} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="Ordre d'affichage" value={v.order} onChange={set('order')} error={errors.order} type="number" inputMode="numeric" min={0} />
          <Switch className="self-end pb-2" label="Tarif actif" checked={v.isActive} onChange={set('isActive')} />
        </div>
      </div>
    </EntityDialog>
  );
}
