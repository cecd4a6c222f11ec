// Typing kept on the device, as a draft per form: the back office's forms in localStorage
// (admin/forms/drafts.ts, decision 017), the public contact form in sessionStorage
// (features/contact/contact-draft.ts, decision 049). One implementation of reading, writing
// and forgetting a draft, whatever the storage.

import { useEffect } from 'react';

const DRAFT_DELAY_MS = 600;

export interface StoredDraft<T> {
  values: T;
  /** The form's stored values when the typing began (JSON): the row may have changed since. */
  base: string;
  /** ms since the epoch. */
  savedAt: number;
}

export interface DraftStore {
  read<T>(key: string): StoredDraft<T> | null;
  write<T>(key: string, draft: StoredDraft<T>): void;
  remove(key: string): void;
  /** Whether any draft is kept (past its age or not). */
  any(): boolean;
  /** Every draft of this store forgotten. */
  removeAll(): void;
}

/**
 * Drafts in the browser's `kind` of storage, under keys that start with `prefix`. A draft
 * older than `maxAgeMs` is forgotten when read: typing left on a device is not kept for ever.
 */
export function draftStore(kind: 'localStorage' | 'sessionStorage', prefix: string, maxAgeMs = Infinity): DraftStore {
  // Storage may be missing (server render), full (an article with inline pictures) or refused
  // (a browser's private mode): a draft is then simply not kept.
  const storage = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window[kind];
    } catch {
      return null;
    }
  };
  const keys = (): string[] => {
    try {
      const s = storage();
      if (!s) return [];
      return Array.from({ length: s.length }, (_, i) => s.key(i)).filter((k): k is string => k !== null && k.startsWith(prefix));
    } catch {
      return [];
    }
  };
  const removeKey = (key: string) => {
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing kept, nothing to remove.
    }
  };
  return {
    read<T>(key: string): StoredDraft<T> | null {
      try {
        const raw = storage()?.getItem(prefix + key);
        if (!raw) return null;
        const d = JSON.parse(raw) as Partial<StoredDraft<T>>;
        if (!d || typeof d !== 'object' || typeof d.values !== 'object' || d.values === null || typeof d.base !== 'string' || typeof d.savedAt !== 'number') return null;
        if (Date.now() - d.savedAt > maxAgeMs) {
          removeKey(prefix + key);
          return null;
        }
        return d as StoredDraft<T>;
      } catch {
        return null;
      }
    },
    write<T>(key: string, draft: StoredDraft<T>) {
      try {
        storage()?.setItem(prefix + key, JSON.stringify(draft));
      } catch {
        // Full or refused: the tab's own question before leaving still stands.
      }
    },
    remove(key: string) {
      removeKey(prefix + key);
    },
    any: () => keys().length > 0,
    removeAll() {
      for (const key of keys()) removeKey(key);
    },
  };
}

/**
 * Keeps `values` as the draft under `key` (removes it when `values` is null): once typing
 * pauses (an article can weigh megabytes: not at every key), and at once when the tab goes
 * to the background, the moment a phone may drop it. No key: nothing is written (a form
 * closed, or a draft found that waits for the administrator's choice).
 */
export function useDraftWriter<T>(store: DraftStore, key: string | undefined, values: T | null, base: string) {
  useEffect(() => {
    if (!key) return;
    const keep = () => (values === null ? store.remove(key) : store.write(key, { values, base, savedAt: Date.now() }));
    const timer = setTimeout(keep, DRAFT_DELAY_MS);
    const onHidden = () => document.visibilityState === 'hidden' && keep();
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [store, key, values, base]);
}
