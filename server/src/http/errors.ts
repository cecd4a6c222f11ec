// Errors as JSON `{ success: false, error: "<message en français>" }` with a fitting status.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { adminMessages } from '@ecole/shared/admin-messages';
import { messages } from '@ecole/shared/messages';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string = messages.generic.notFound) => new HttpError(404, message);

export function errorBody(message: string, fields?: Record<string, string>) {
  return fields ? { success: false as const, error: message, fields } : { success: false as const, error: message };
}

export function jsonError(c: Context, status: ContentfulStatusCode, message: string, fields?: Record<string, string>) {
  c.header('Cache-Control', 'no-store');
  return c.json(errorBody(message, fields), status);
}

/** Maps anything thrown to a status and a French message that reveals nothing internal. */
export function describeError(err: unknown): { status: ContentfulStatusCode; message: string; fields?: Record<string, string> } {
  if (err instanceof HttpError) return { status: err.status, message: err.message, fields: err.fields };
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    if (status === 400 && /json/i.test(err.message)) return { status, message: messages.generic.invalidJson };
    if (status === 413) return { status, message: messages.generic.payloadTooLarge };
    if (status < 500) return { status, message: messages.generic.invalidPayload };
  }
  if (isStorageFull(err)) return { status: 507, message: adminMessages.upload.storageFull };
  if (isDatabaseUnavailable(err)) return { status: 503, message: messages.generic.unavailable };
  return { status: 500, message: messages.generic.serverError };
}

/** Connection-level failures (database stopped, network down), as opposed to bad queries. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  let e: unknown = err;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|CONNECTION_|57P0[1-3]|08\d{3})/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The cause chain of an error, itself first (drivers and stores wrap what they throw). */
function* causes(err: unknown): Generator<object> {
  const seen = new Set<unknown>();
  let e: unknown = err;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    yield e;
    e = (e as { cause?: unknown }).cause;
  }
}

/**
 * The disk or quota holding media is full: Node's system error, or libvips's message (an
 * error without a code) when sharp was writing a temp file. A database's own full disk
 * (SQLSTATE 53100, whose message says the same) is not a file the administrator sent.
 */
export function isStorageFull(err: unknown): boolean {
  for (const e of causes(err)) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
    if (code === undefined && typeof message === 'string' && /no space left on device|disk quota exceeded/i.test(message)) return true;
  }
  return false;
}

/** A failure of the machine (disk, file system, network), as opposed to bad input: a system error's code. */
export function isSystemFailure(err: unknown): boolean {
  for (const e of causes(err)) {
    const { code, syscall } = e as { code?: unknown; syscall?: unknown };
    if (typeof syscall === 'string' || (typeof code === 'string' && /^E[A-Z]+$/.test(code))) return true;
  }
  return isStorageFull(err);
}
