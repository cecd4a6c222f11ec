import { useCallback, useMemo, useRef, useState } from 'react';
import type { FieldErrors } from './validate';
import { useWarnBeforeLeaving } from './warn-before-leaving';

/** A form's values (text, as inputs hold them) and its per-field messages. */
export function useForm<T extends Record<string, unknown>>(initial: T) {
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
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(saved.current), [values]);
  useWarnBeforeLeaving(dirty);
  const reset = useCallback((next: T) => {
    saved.current = next;
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
    setValues((current) => {
      const next = { ...stored };
      for (const key of Object.keys(current) as Array<keyof T>) {
        if (JSON.stringify(current[key]) !== JSON.stringify(sent[key])) next[key] = current[key];
      }
      return next;
    });
  }, []);
  return { values, set, setValues, reset, rebase, errors, setErrors, dirty };
}
