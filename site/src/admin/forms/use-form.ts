import { useCallback, useMemo, useRef, useState } from 'react';
import { readDraft, removeDraft, useDraftWriter, writeDraft, type StoredDraft } from './drafts';
import type { FieldErrors } from './validate';
import { useWarnBeforeLeaving } from './warn-before-leaving';

/** A draft of the form found on the device, and what the administrator can do with it. */
export interface FormDraft {
  /** A draft left by an earlier visit, waiting for "Reprendre" or "Ignorer"; null otherwise. */
  found: { savedAt: number; changedSince: boolean } | null;
  restore: () => void;
  dismiss: () => void;
  /** The typing is saved or thrown away: its draft goes. */
  forget: () => void;
  /**
   * The form was saved as row `rowId` while more was typed: that typing is kept as the draft
   * of the row's own form (the dialog closes on success), offered when it is opened again.
   */
  keepFor: (rowId: number) => void;
}

/**
 * A form's values (text, as inputs hold them) and its per-field messages. `draftKey` (one
 * per form and row, e.g. "tariff:12" or "tariff:new"): the unsaved typing is
 * kept on the device (drafts.ts) and offered back the next time the form opens.
 */
export function useForm<T extends Record<string, unknown>>(initial: T, { draftKey }: { draftKey?: string } = {}) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = useCallback(
    <K extends keyof T>(key: K) =>
      (value: T[K]) => {
        setValues((v) => ({ ...v, [key]: value }));
        // A corrected field stops saying it is wrong.
        setErrors((e) => {
          if (!(key in e)) return e;
          const next = { ...e };
          delete next[key as string];
          return next;
        });
      },
    [],
  );
  // What the form opened with (or was last reset to): anything else is typed and unsaved.
  const saved = useRef(initial);
  // Its JSON, made when it changes rather than at each key typed (an article can weigh megabytes).
  const savedJson = useRef<string | null>(null);
  savedJson.current ??= JSON.stringify(initial);
  const dirty = useMemo(() => JSON.stringify(values) !== savedJson.current, [values]);
  const reset = useCallback((next: T) => {
    saved.current = next;
    savedJson.current = JSON.stringify(next);
    setValues(next);
    setErrors({});
  }, []);
  /**
   * Saved as `stored`, from the values `sent`: a form that stays open after its save (the
   * founder message) keeps what was typed while the save was on its way, still unsaved,
   * instead of putting the stored values over it.
   */
  const rebase = useCallback((stored: T, sent: T) => {
    saved.current = stored;
    savedJson.current = JSON.stringify(stored);
    setValues((current) => {
      const next = { ...stored };
      for (const key of Object.keys(current) as Array<keyof T>) {
        if (JSON.stringify(current[key]) !== JSON.stringify(sent[key])) next[key] = current[key];
      }
      return next;
    });
  }, []);

  // The values as they are now, for a save's answer that arrives after more typing.
  const latest = useRef(values);
  latest.current = values;
  const valuesNow = useCallback(() => latest.current, []);

  const [found, setFound] = useState<StoredDraft<T> | null>(() => {
    const d = draftKey ? readDraft<T>(draftKey) : null;
    return d && JSON.stringify(d.values) !== savedJson.current ? d : null;
  });
  // A draft found waits for the administrator's choice before anything is written over it.
  useDraftWriter(found ? undefined : draftKey, dirty ? values : null, savedJson.current);
  const draft: FormDraft = {
    // An empty base: typed over the form's own save (keepFor), so not "changed since".
    found: found && { savedAt: found.savedAt, changedSince: found.base !== '' && found.base !== savedJson.current },
    restore: () => {
      if (found) setValues({ ...saved.current, ...found.values });
      setFound(null);
    },
    dismiss: () => {
      if (draftKey) removeDraft(draftKey);
      setFound(null);
    },
    forget: () => {
      if (draftKey) removeDraft(draftKey);
    },
    keepFor: (rowId) => {
      if (!draftKey) return;
      removeDraft(draftKey);
      // Keys are "<form>:<row id or new>" (or "<form>:<parent>:<row>"): the same form, the saved row.
      writeDraft(`${draftKey.slice(0, draftKey.lastIndexOf(':'))}:${rowId}`, { values: latest.current, base: '', savedAt: Date.now() });
    },
  };
  useWarnBeforeLeaving(dirty, draft.forget);
  return { values, valuesNow, set, setValues, reset, rebase, errors, setErrors, dirty, draft };
}
