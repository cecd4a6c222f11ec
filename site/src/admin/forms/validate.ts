// Forms validate with the shared zod schemas (one definition of each rule, STYLE "One
// definition"): the first message goes to a toast as the spec says, every field's first
// message next to the field.
import { useCallback } from 'react';
import { issueFields, issueMessage } from '@ecole/shared/issues';
import { useToast } from '../../components/ui/toast';

export type FieldErrors = Record<string, string>;

/**
 * What the forms need of a zod schema (structural, so the site does not depend on zod
 * itself: the schemas come from @ecole/shared).
 */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}
/** The parsed (output) type of a shared schema. */
export type Parsed<S> = S extends Schema<infer T> ? T : never;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; first: string; firstField: string };

export function validate<T>(schema: Schema<T>, values: unknown): Validation<T> {
  const r = schema.safeParse(values);
  if (r.success) return { ok: true, data: r.data };
  const first = r.error.issues[0];
  return {
    ok: false,
    errors: issueFields(r.error.issues, (path) => String(path[0] ?? '')),
    first: first ? issueMessage(first.message) : 'Les données saisies sont invalides.',
    firstField: String(first?.path[0] ?? ''),
  };
}

/**
 * The toast's title, or how to choose it from the first wrong field: a title that names one
 * kind of error ('Champ requis') must not head another ('… ne doit pas dépasser 3000 caractères').
 */
export type ToastTitle = string | ((firstField: string) => string);

/**
 * Validation on submit: the first message in a toast (the spec's title: 'Erreur',
 * 'Champ requis', 'Erreur de validation'), every message by its field, and the focus on
 * the first wrong field. Returns the parsed data, or null.
 */
export function useSubmitValidation() {
  const toast = useToast();
  return useCallback(
    <T,>(schema: Schema<T>, values: unknown, setErrors: (e: FieldErrors) => void, title: ToastTitle = 'Erreur'): T | null => {
      const v = validate(schema, values);
      if (v.ok) {
        setErrors({});
        return v.data;
      }
      setErrors(v.errors);
      toast({ title: typeof title === 'function' ? title(v.firstField) : title, description: v.first, variant: 'destructive' });
      focusFirstInvalid();
      return null;
    },
    [toast],
  );
}

/**
 * Once the messages are shown: the keyboard's focus to the first field marked wrong. After a
 * server's answer React may paint the marks a frame later, so a few frames are tried.
 */
export function focusFirstInvalid(frames = 5) {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('[role="dialog"] [aria-invalid="true"], main [aria-invalid="true"]');
    if (field) field.focus();
    else if (frames > 1) focusFirstInvalid(frames - 1);
  });
}
