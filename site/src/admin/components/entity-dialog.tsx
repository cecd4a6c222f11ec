// The create/edit dialog of the list screens: a FormDialog whose footer is always
// "Annuler" then the submit button ("Créer" or "Mettre à jour", "Enregistrement..."
// while saving).
import { useEffect, useRef, type ReactNode } from 'react';
import { adminMessages } from '@ecole/shared/admin-messages';
import { buttonClass } from '../../components/ui/button';
import type { FormDraft } from '../forms/use-form';
import { DraftOffer } from './draft-offer';
import { useConfirm } from './confirm';
import { FormDialog } from './dialog';

// The confirmation's own "Annuler" has the focus: Enter alone never throws typing away.
const DISCARD = adminMessages.discardTyping;

export function EntityDialog({
  open,
  onClose,
  editing,
  saving,
  canSubmit = true,
  lockCancel = false,
  createLabel = 'Créer',
  title,
  description = 'Les champs marqués * sont obligatoires.',
  size,
  onSubmit,
  dirty = false,
  draft,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** Editing an existing row: the submit button says "Mettre à jour". */
  editing: boolean;
  saving: boolean;
  /** False while the form cannot be sent (an upload running, a required field empty). */
  canSubmit?: boolean;
  /** "Annuler" disabled while saving. */
  lockCancel?: boolean;
  createLabel?: string;
  title: string;
  description?: string;
  size?: 'md' | 'lg' | 'xl';
  onSubmit: () => void;
  /** Something typed and not saved: closing (Escape, outside, Annuler) asks first. */
  dirty?: boolean;
  /** The form's draft on the device (use-form.ts): one left by an earlier visit is offered back. */
  draft?: FormDraft;
  children: ReactNode;
}) {
  const confirm = useConfirm();
  // While a save is on its way the typing is not stored yet: the save may still fail (a
  // network cut, an ended session, a change made elsewhere), and a dialog closed meanwhile
  // would have taken the typing with it. So closing asks then too.
  // A save that succeeds while "Fermer sans enregistrer ?" is asked closes the dialog: the
  // question, about typing now stored, goes with it.
  const asking = useRef<AbortController | null>(null);
  useEffect(() => {
    if (!open) asking.current?.abort();
  }, [open]);
  useEffect(() => () => asking.current?.abort(), []);
  const close = async () => {
    if (dirty) {
      asking.current = new AbortController();
      if (!(await confirm({ ...DISCARD, signal: asking.current.signal }))) return;
      draft?.forget();
    }
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => !o && void close()}
      size={size}
      title={title}
      description={description}
      onSubmit={onSubmit}
      footer={
        <>
          <button type="button" onClick={() => void close()} disabled={lockCancel && saving} className={buttonClass('outline', 'sm')}>
            Annuler
          </button>
          <button type="submit" disabled={!canSubmit || saving} className={buttonClass('secondary', 'sm')}>
            {saving ? 'Enregistrement...' : editing ? 'Mettre à jour' : createLabel}
          </button>
        </>
      }
    >
      {draft && <DraftOffer draft={draft} />}
      {children}
    </FormDialog>
  );
}
