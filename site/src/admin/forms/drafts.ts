// A form's unsaved typing, kept on the device while the form is open. A phone's browser drops
// a tab left in the background (a class begins, the screen locks) and reloads it when it is
// opened again, without the "Quitter le site ?" question: what was typed in an article would
// be gone. The next time the same form opens, it offers the draft back (entity-dialog.tsx).
// Only the back office's own forms write here; a save or a confirmed "Fermer sans
// enregistrer" removes their draft.

import { useEffect } from 'react';

const PREFIX = 'ecole-admin-brouillon:';
const DRAFT_DELAY_MS = 600;

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

/**
 * Keeps `values` as the draft under `key` (removes it when `values` is null): once typing
 * pauses (an article can weigh megabytes: not at every key), and at once when the tab goes
 * to the background, the moment a phone may drop it. No key: nothing is written (a form
 * closed, or a draft found that waits for the administrator's choice).
 */
export function useDraftWriter<T>(key: string | undefined, values: T | null, base: string) {
  useEffect(() => {
    if (!key) return;
    const keep = () => (values === null ? removeDraft(key) : writeDraft(key, { values, base, savedAt: Date.now() }));
    const timer = setTimeout(keep, DRAFT_DELAY_MS);
    const onHidden = () => document.visibilityState === 'hidden' && keep();
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [key, values, base]);
}
