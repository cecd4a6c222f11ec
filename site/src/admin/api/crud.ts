// The mutations every list screen of the administration repeats (admin-back-office.md
// sections 4, 5 and 8): save from a create/edit dialog, flip a row's isActive, delete a
// row (after a confirmation where the spec asks for one). Toasts and list refreshes go
// through useAdminMutation.
import type { QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { adminMessages } from '@ecole/shared/admin-messages';
import { ApiRequestError } from '@ecole/shared/api';
import { SendIds } from '@ecole/shared/random-id';
import { useConfirm, type ConfirmOptions } from '../components/confirm';
import { headingWhenRemoved } from '../components/dialog';
import type { FormDraft } from '../forms/use-form';
import { focusFirstInvalid, type FieldErrors } from '../forms/validate';
import { useAdminMutation } from './mutation';

/**
 * The dialog's "Créer" / "Mettre à jour": updates `entity` when there is one, creates
 * otherwise, with the success and error texts of each case.
 */
export function useSaveEntity<E extends { id: number }, TData, TResult = unknown>({
  entity,
  create,
  update,
  invalidate,
  success,
  error,
  onSuccess,
  form,
}: {
  entity: E | null;
  /**
   * `key`: the same for every try of the same data, so that a create whose answer was lost,
   * pressed again, makes one record (server/src/http/idempotency.ts).
   */
  create: (data: TData, key: string) => Promise<TResult>;
  /** `base`: the row as the dialog opened it, so a row changed elsewhere meanwhile is not overwritten. */
  update: (id: number, data: TData, base: E) => Promise<TResult>;
  invalidate: QueryKey[];
  success: { created: string; updated: string };
  /** Each defaults to the spec's generic text (adminMessages.failed). */
  error?: { created?: string; updated?: string };
  onSuccess?: (result: TResult) => void;
  /**
   * The dialog's form: a field the server refused (a slug already used, say) is marked
   * next to the field and focused, as the form's own checks do.
   */
  form?: { setErrors: (errors: FieldErrors) => void; valuesNow?: () => unknown; draft?: Pick<FormDraft, 'forget' | 'keepFor'> };
}) {
  const [createKeys] = useState(() => new SendIds());
  // The form as the save sent it: typing after that is not in the saved row.
  const sent = useRef('');
  const typedMeanwhile = () => form?.valuesNow !== undefined && JSON.stringify(form.valuesNow()) !== sent.current;
  const saved = entity ? success.updated : success.created;
  return useAdminMutation({
    mutationFn: (data: TData) => {
      sent.current = JSON.stringify(form?.valuesNow?.());
      return entity ? update(entity.id, data, entity) : create(data, createKeys.idFor(JSON.stringify(data)));
    },
    invalidate: () => invalidate,
    success: () => (typedMeanwhile() ? `${saved} ${adminMessages.draft.keptAfterSave}` : saved),
    error: entity ? (error?.updated ?? adminMessages.failed.update) : (error?.created ?? adminMessages.failed.create),
    onSuccess: (result: TResult) => {
      createKeys.done();
      // The dialog closes on success: typing done meanwhile becomes the saved row's draft,
      // offered when its form opens again. Otherwise the draft is not needed any more.
      const rowId = entity?.id ?? savedRowId(result);
      if (typedMeanwhile() && rowId !== undefined) form?.draft?.keepFor(rowId);
      else form?.draft?.forget();
      onSuccess?.(result);
    },
    onError: (e) => {
      const fields = e instanceof ApiRequestError ? e.fieldMessages : {};
      if (!form || Object.keys(fields).length === 0) return;
      form.setErrors(fields);
      focusFirstInvalid();
    },
  });
}

/** The row a create answered with: `{ success: true, <row>: { id, … } }` (shared/src/admin-client.ts). */
function savedRowId(result: unknown): number | undefined {
  if (!result || typeof result !== 'object') return undefined;
  for (const value of Object.values(result)) {
    if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number') return (value as { id: number }).id;
  }
  return undefined;
}

/** A row's active switch: sends `{ isActive: !row.isActive }` alone. */
export function useToggleActive<T extends { id: number; isActive: boolean }>({
  update,
  invalidate,
  activated,
  deactivated,
  error,
}: {
  update: (id: number, patch: { isActive: boolean }) => Promise<unknown>;
  invalidate: QueryKey[];
  activated: string;
  deactivated: string;
  error?: string;
}) {
  const toggle = useAdminMutation({
    mutationFn: (row: T) => update(row.id, { isActive: !row.isActive }),
    invalidate: () => invalidate,
    success: (row) => (row.isActive ? deactivated : activated),
    error: error ?? adminMessages.failed.update,
  });
  return {
    toggle: (row: T) => toggle.mutate(row),
    /** The row being switched: its switch waits for the answer. */
    isToggling: (row: T) => toggle.isPending && toggle.variables?.id === row.id,
  };
}

/**
 * A row's delete button. With `confirm`, the row goes only once the administrator has
 * confirmed (section 5); without it, at once (DECISIONS: projects, institutes).
 */
export function useDeleteEntity<T>({
  remove,
  invalidate,
  success,
  error,
  confirm: ask,
  onSuccess,
}: {
  remove: (row: T) => Promise<unknown>;
  invalidate: QueryKey[];
  success: string;
  error?: string;
  confirm?: (row: T) => ConfirmOptions;
  onSuccess?: (row: T) => void;
}) {
  const confirm = useConfirm();
  const mutation = useAdminMutation({
    mutationFn: remove,
    invalidate: () => invalidate,
    success,
    error: error ?? adminMessages.failed.delete,
    onSuccess: (_result: unknown, row: T) => onSuccess?.(row),
  });
  return {
    onDelete: async (row: T) => {
      if (ask) {
        if (await confirm(ask(row))) mutation.mutate(row);
        return;
      }
      // No dialog to give the focus back: the pressed button goes with its row.
      if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) headingWhenRemoved(document.activeElement);
      mutation.mutate(row);
    },
    isPending: mutation.isPending,
  };
}
