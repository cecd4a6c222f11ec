// A form's unsaved typing, kept on the device while the form is open. A phone's browser drops
// a tab left in the background (a class begins, the screen locks) and reloads it when it is
// opened again, without the "Quitter le site ?" question: what was typed in an article would
// be gone. The next time the same form opens, it offers the draft back (entity-dialog.tsx).
// Only the back office's own forms write here; a save or a confirmed "Fermer sans
// enregistrer" removes their draft. In localStorage: an article outlives the tab. Not for
// ever, and not past a logout (decision 050): a school office's computer is shared, and the
// next person to open the browser could read an unpublished article.
import { draftStore, useDraftWriter as useStoreWriter } from '../../components/drafts';

export type { StoredDraft } from '../../components/drafts';

/** An article begun on Friday is still there on Monday; a forgotten one goes within weeks. */
export const DRAFT_MAX_AGE_DAYS = 14;

const drafts = draftStore('localStorage', 'ecole-admin-brouillon:', DRAFT_MAX_AGE_DAYS * 24 * 3_600_000);

export const readDraft = drafts.read;
export const writeDraft = drafts.write;
export const removeDraft = drafts.remove;
/** Whether typing not yet saved is kept on this device (a logout forgets it). */
export const hasDrafts = drafts.any;
export const removeAllDrafts = drafts.removeAll;

/** useDraftWriter of components/drafts.ts, in the back office's store. */
export function useDraftWriter<T>(key: string | undefined, values: T | null, base: string) {
  useStoreWriter(drafts, key, values, base);
}
