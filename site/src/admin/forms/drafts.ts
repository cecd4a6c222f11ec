// A form's unsaved typing, kept on the device while the form is open. A phone's browser drops
// a tab left in the background (a class begins, the screen locks) and reloads it when it is
// opened again, without the "Quitter le site ?" question: what was typed in an article would
// be gone. The next time the same form opens, it offers the draft back (entity-dialog.tsx).
// Only the back office's own forms write here; a save or a confirmed "Fermer sans
// enregistrer" removes their draft.

const PREFIX = 'ecole-admin-brouillon:';

export interface StoredDraft<T> {
  values: T;
  /** The form's stored values when the typing began (JSON): the row may have changed since. */
  base: string;
  /** ms since the epoch. */
  savedAt: number;
}

// Storage may be missing (server render), full (an article with inline pictures) or refused
// (a browser's private mode): a draft is then simply not kept.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readDraft<T>(key: string): StoredDraft<T> | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<StoredDraft<T>>;
    if (!d || typeof d !== 'object' || typeof d.values !== 'object' || d.values === null || typeof d.base !== 'string' || typeof d.savedAt !== 'number') return null;
    return d as StoredDraft<T>;
  } catch {
    return null;
  }
}

export function writeDraft<T>(key: string, draft: StoredDraft<T>) {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Full or refused: the tab's own question before leaving still stands.
  }
}

export function removeDraft(key: string) {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing kept, nothing to remove.
  }
}
