import type { Context, MiddlewareHandler } from 'hono';
import { adminMessages } from '@ecole/shared/admin-messages';
import { editTag, editableFields, savedFields } from '@ecole/shared/edit-tag';
import { HttpError } from './errors';

/** The row of a list whose id is the route's :id, as the administration's list serves it. */
export const rowById = <T extends { id: number }>(rows: readonly T[], idParam: string | undefined): T | null =>
  rows.find((r) => String(r.id) === idParam) ?? null;

/**
 * A save sent with If-Match (a form's save, shared/src/edit-tag.ts) applies only to the row
 * the form opened: 412 when the fields it sends changed since, unless the row already holds
 * what the save sends. That is the save itself sent again after its answer was lost with the
 * connection (the row changed by its first try), or the same change made elsewhere: either
 * way it undoes nothing, and the administrator is told it is saved rather than that someone
 * else changed the row. A field the save does not send (a switch flipped meanwhile, when the
 * form does not show it) is none of its business. Without the header (a switch, a script)
 * the save goes through as before. A row that is not there is left to the route's own 404.
 * Runs after the body's validation.
 *
 * Checked just before the write rather than inside it: one administrator's tabs and desktop
 * app do not save the same row within the same few milliseconds.
 */
export function ifUnchanged(
  schema: { shape: Record<string, unknown> },
  current: (c: Context) => Promise<object | null>,
  /** The refusal's words, for a screen that is not a dialog to close and reopen. */
  refused: string = adminMessages.staleEdit,
): MiddlewareHandler {
  const editable = editableFields(schema);
  return async (c, next) => {
    const sent = c.req.header('if-match');
    if (sent === undefined) return next();
    const row = await current(c);
    if (row !== null) {
      // The keys of the JSON as it came, as the browser counted them before sending it.
      const fields = savedFields(editable, await c.req.json());
      const tags = sent.split(',').map((t) => t.trim());
      if (!tags.includes('*') && !tags.includes(editTag(row, fields)) && !alreadyHolds(row, c, fields)) throw new HttpError(412, refused);
    }
    await next();
  };
}

/** Whether the row, with the validated body's values over it, is the row as it is. */
function alreadyHolds(row: object, c: Context, fields: readonly string[]): boolean {
  const body = (c.req as unknown as { valid(target: 'json'): unknown }).valid('json');
  if (!body || typeof body !== 'object') return false;
  return editTag({ ...row, ...body }, fields) === editTag(row, fields);
}
