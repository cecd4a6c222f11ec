// The create/edit dialog of the list screens: a FormDialog whose footer is always
// "Annuler" then the submit button ("Créer" or "Mettre à jour", "Enregistrement..."
// while saving).
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { adminMessages } from '@ecole/shared/admin-messages';
import { buttonClass } from '../../components/ui/button';
import type { FormDraft } from '../forms/use-form';
import { DraftOffer } from './draft-offer';
import { useConfirm } from './confirm';
import { FormDialog } from './dialog';
import { UploadActivity } from './file-upload';

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
  /** False while the form cannot be sent (a required field empty); a file on its way from a chooser inside holds it too. */
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
  // Files on their way from a chooser of this dialog. Closing asks then too, with the same
  // question as for typing (decision 021's, for a save): a file sent over a phone's connection
  // takes a while, and an Escape or a tap outside by mistake would otherwise drop it without
  // a word, to be chosen and sent again, while the upload went on and its "Fichier uploadé avec
  // succès" came for a form no longer there. Dropping only that toast was the other way: it
  // would still lose the file silently. Closed anyway, the chooser stops the upload.
  const [uploads, setUploads] = useState(0);
  const trackUpload = useCallback((busy: boolean) => setUploads((n) => Math.max(0, n + (busy ? 1 : -1))), []);
  const close = async () => {
    if (dirty || uploads > 0) {
      asking.current = new AbortController();
      const description = uploads === 0 ? DISCARD.description : dirty ? DISCARD.typingAndUpload : DISCARD.uploading;
      if (!(await confirm({ ...DISCARD, description, signal: asking.current.signal }))) return;
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
          <button type="submit" disabled={!canSubmit || saving || uploads > 0} className={buttonClass('secondary', 'sm')}>
            {saving ? 'Enregistrement...' : editing ? 'Mettre à jour' : createLabel}
          </button>
        </>
      }
    >
      {draft && <DraftOffer draft={draft} />}
      <UploadActivity.Provider value={trackUpload}>{children}</UploadActivity.Provider>
    </FormDialog>
  );
}
