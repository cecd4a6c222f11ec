// /admin/founder (admin-back-office.md sections 2, 5, 7, 8): one form, every text
// required, a photo (JPG, PNG, GIF; 10 MB).
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { adminApi } from '@ecole/shared/admin-client';
import { adminMessages } from '@ecole/shared/admin-messages';
import { ApiRequestError } from '@ecole/shared/api';
import { founderUpdateSchema, type FounderMessage } from '@ecole/shared/schemas/founder';
import { buttonClass } from '../../../components/ui/button';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useAdminClient } from '../../api/context';
import { useAdminMutation } from '../../api/mutation';
import { checks, intoField, uploadTargets } from '../../api/uploads';
import { AdminImage } from '../../components/admin-image';
import { DraftOffer } from '../../components/draft-offer';
import { TextAreaField, TextField } from '../../components/fields';
import { FileUpload } from '../../components/file-upload';
import { spaced } from '../../components/french';
import { Panel, Screen } from '../../components/layout';
import { RetryButton } from '../../components/query-states';
import { Switch } from '../../components/switch';
import { useForm } from '../../forms/use-form';
import { useSubmitValidation } from '../../forms/validate';

const founderKey = [adminApi.founder] as const;

export function FounderScreen() {
  const client = useAdminClient();
  const founder = useQuery({ queryKey: founderKey, queryFn: () => client.founder() });
  return (
    <Screen title="Mot du fondateur" subtitle="Le message du fondateur affiché sur la page d'accueil">
      {/* Once loaded, the form stays whatever a later refresh meets (a session ended, no
          connection): it holds what the administrator typed. */}
      {founder.data ? (
        <FounderForm initial={founder.data.founderMessage} />
      ) : founder.isError ? (
        <ErrorState text="Impossible de charger le message du fondateur.">
          <RetryButton query={founder} />
        </ErrorState>
      ) : (
        <LoadingState text="Chargement..." />
      )}
    </Screen>
  );
}

const toForm = (m: FounderMessage | null) => ({
  title: m?.title ?? '',
  quote: m?.quote ?? '',
  vision: m?.vision ?? '',
  founderName: m?.founderName ?? '',
  founderRole: m?.founderRole ?? '',
  founderOrganization: m?.founderOrganization ?? '',
  founderImageUrl: m?.founderImageUrl ?? '',
  isActive: m?.isActive ?? true,
});

const STALE = adminMessages.staleFounder;

function FounderForm({ initial }: { initial: FounderMessage | null }) {
  const client = useAdminClient();
  const check = useSubmitValidation();
  const [uploading, setUploading] = useState(false);
  const form = useForm(toForm(initial), { draftKey: 'founder' });
  const { values: v, set, errors } = form;

  // The message as this form last loaded or saved it: a save over a change made elsewhere
  // since (another tab, the desktop app) is refused rather than undoing it.
  const [base, setBase] = useState(initial);
  // After such a refusal: every later save would be refused the same way until the form
  // takes the stored version as its base, which this screen, with no dialog to reopen,
  // offers (decision 046). 'reloaded' once it has.
  const [stale, setStale] = useState<'refused' | 'reloaded' | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  // The form's values as the save sent them: the form stays editable meanwhile.
  const sent = useRef(v);
  const save = useAdminMutation({
    mutationFn: (data: Parameters<typeof client.saveFounder>[0]) => client.saveFounder(data, base ?? undefined),
    onSuccess: (result) => {
      setBase(result.founderMessage);
      setStale(null);
      // Saved is no longer unsaved: a reload or a move away asks nothing. What was typed
      // while the save was on its way (a slow connection) stays, and is still unsaved.
      form.rebase(toForm(result.founderMessage), sent.current);
    },
    onError: (e) => {
      if (e instanceof ApiRequestError && e.status === 412) setStale('refused');
    },
    invalidate: () => [founderKey],
    success: 'Message du fondateur mis à jour avec succès',
    error: "Une erreur s'est produite lors de la mise à jour.",
  });
  // The stored version under the typing: a field typed here (it differs from the version
  // the form was based on) keeps its typing, every other field takes the stored value, so
  // the next save undoes nothing the administrator did not see.
  const reload = useAdminMutation({
    mutationFn: () => client.founder(),
    onSuccess: ({ founderMessage: stored }) => {
      if (!stored) return;
      form.rebase(toForm(stored), toForm(base));
      setBase(stored);
      setStale('reloaded');
      // The button goes with the notice's first text: the focus stays on the notice.
      requestAnimationFrame(() => notice.current?.focus());
    },
    invalidate: () => [],
    error: STALE.loadFailed,
  });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (save.isPending || uploading) return;
        const data = check(founderUpdateSchema, v, form.setErrors, 'Erreur de validation');
        if (!data) return;
        sent.current = v;
        save.mutate(data);
      }}
      className="grid gap-6 lg:grid-cols-[1fr_18rem]"
    >
      <DraftOffer draft={form.draft} className="lg:col-span-2" />
      {stale && (
        <div ref={notice} tabIndex={-1} role="status" data-stale-notice className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 lg:col-span-2">
          <p>{spaced(stale === 'refused' ? STALE.notice : STALE.reloaded)}</p>
          {stale === 'refused' && (
            <button
              type="button"
              aria-disabled={reload.isPending || undefined}
              onClick={() => reload.isPending || reload.mutate()}
              className={buttonClass('secondary', 'sm', 'mt-2 aria-disabled:cursor-wait aria-disabled:opacity-60')}
            >
              {STALE.reload}
            </button>
          )}
        </div>
      )}
      <Panel className="grid gap-4">
        <TextField label="Titre" required value={v.title} onChange={set('title')} error={errors.title} />
        <TextAreaField label="Citation" required value={v.quote} onChange={set('quote')} error={errors.quote} rows={5} />
        <TextAreaField label="Vision" required value={v.vision} onChange={set('vision')} error={errors.vision} rows={4} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Nom du fondateur" required value={v.founderName} onChange={set('founderName')} error={errors.founderName} />
          <TextField label="Fonction" required value={v.founderRole} onChange={set('founderRole')} error={errors.founderRole} />
          <TextField label="Organisation" required value={v.founderOrganization} onChange={set('founderOrganization')} error={errors.founderOrganization} />
        </div>
        {/* Off, the home page still has a founder block: the texts of the content screen
            (public-site.md section 2, Home item 2). */}
        <Switch
          label="Afficher sur la page d'accueil"
          description="Désactivé, la page d'accueil garde son bloc « Mot du fondateur » mais y montre les textes de « Contenu du site » (Page d'Accueil, section Mot du fondateur) à la place de ce message."
          checked={v.isActive}
          onChange={set('isActive')}
        />
      </Panel>
      <Panel className="grid content-start gap-3">
        <h2 className="font-bold text-navy-900">Photo du fondateur</h2>
        {v.founderImageUrl ? (
          <AdminImage src={v.founderImageUrl} alt="Photo actuelle du fondateur" width={640} className="aspect-[4/5] w-full rounded-lg" />
        ) : (
          <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-600">Aucune photo</p>
        )}
        <FileUpload
          label="Choisir une photo"
          accept="image/jpeg,image/png,image/gif"
          target={uploadTargets.founder}
          check={checks.founderImage}
          hint="Formats acceptés : JPG, PNG, GIF (10 MB maximum)."
          successMessage="Image uploadée avec succès"
          errorFallback="Erreur lors de l'upload de l'image"
          onBusyChange={setUploading}
          onUploaded={intoField(set('founderImageUrl'))}
        />
        <TextField label="Adresse de la photo" value={v.founderImageUrl} onChange={set('founderImageUrl')} error={errors.founderImageUrl} placeholder="/media/… ou https://…" />
        {v.founderImageUrl && (
          <button type="button" onClick={() => set('founderImageUrl')('')} className={buttonClass('ghost', 'sm', 'w-fit')}>
            Retirer la photo
          </button>
        )}
      </Panel>
      <div className="flex justify-end lg:col-span-2">
        {/* aria-disabled, not disabled: the page stays open after the save, and a button
            disabled under the keyboard's focus drops it to the top of the page. */}
        <button
          type="submit"
          aria-disabled={save.isPending || uploading || undefined}
          className={buttonClass('secondary', 'md', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
        >
          {save.isPending ? 'Enregistrement...' : 'Enregistrer'}
        </button>
      </div>
    </form>
  );
}
