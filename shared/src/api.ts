import { RECENT_NEWS_LIMIT } from './constants';

// The public API: paths (which are also the react-query keys, as the spec's
// "path is the joined query key" says) and the one fetcher every client uses.
export const api = {
  content: '/api/content',
  sliders: '/api/sliders',
  founderMessage: '/api/founder-message',
  institutes: '/api/institutes',
  programs: '/api/programs',
  news: '/api/news',
  /** The home page's recent news only: its HTML then carries four articles, not the archive. */
  recentNews: `/api/news?limit=${RECENT_NEWS_LIMIT}`,
  newsItem: (slugOrId: string | number) => `/api/news/${encodeURIComponent(String(slugOrId))}`,
  newsImages: (slugOrId: string | number) => `/api/news/${encodeURIComponent(String(slugOrId))}/images`,
  projects: '/api/projects',
  project: (id: string | number) => `/api/projects/${encodeURIComponent(String(id))}`,
  tariffs: '/api/tariffs',
  albums: '/api/albums',
  album: (id: string | number) => `/api/albums/${encodeURIComponent(String(id))}`,
  contact: '/api/contact',
  chat: '/api/chat',
} as const;

/** An HTTP failure: message is "status: body" (public-site.md section 8, general rule). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiRequestError';
  }
  // Plain checks rather than the zod schema: this runs in the visitor's bundle.
  private get parsedBody(): { error?: unknown; fields?: unknown } | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === 'object' ? parsed : null;
    } catch {
      return null;
    }
  }
  /** The French message of a `{ success: false, error }` body, when there is one. */
  get serverMessage(): string | undefined {
    const error = this.parsedBody?.error;
    return typeof error === 'string' ? error : undefined;
  }
  /** The French message by field of a `{ success: false, error, fields }` body (empty when none). */
  get fieldMessages(): Record<string, string> {
    const fields = this.parsedBody?.fields;
    if (!fields || typeof fields !== 'object') return {};
    return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
  }
}

/**
 * A create sent with this header (a random id, shared/src/random-id.ts) and sent again with
 * the same one, after its answer was lost, gets the first answer back: one record, not two.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export interface RequestOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Gives up (rejects, as a failed request does) once this many milliseconds have passed
   * without the whole answer: a request stalled on a mobile connection has no end of its own.
   */
  timeoutMs?: number;
}

/**
 * A read that has not answered in this time has stalled (a mobile connection that stays up and
 * carries nothing): the screen shows its error, with its way to try again, rather than a spinner
 * forever. Well above a page's or a list's read on a slow 3G connection (under a second of data).
 * Reads only: a write given up could still land, and is made safe to send again by its own means
 * (decision 021).
 */
export const READ_TIMEOUT_MS = 30_000;

/** Sends a request with credentials and a JSON body; throws ApiRequestError on non-2xx. */
export async function apiRequest<T>(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  const f = opts.fetch ?? fetch;
  // A controller and a timer rather than AbortSignal.timeout/any: phones' older browsers lack them.
  const abort = opts.timeoutMs === undefined ? null : new AbortController();
  const timer = abort && setTimeout(() => abort.abort(), opts.timeoutMs);
  const signal = abort?.signal ?? opts.signal;
  const passOn = () => abort?.abort();
  if (abort && opts.signal) {
    if (opts.signal.aborted) abort.abort();
    else opts.signal.addEventListener('abort', passOn, { once: true });
  }
  try {
    const res = await f(`${opts.baseUrl ?? ''}${path}`, {
      method,
      credentials: 'include',
      headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), Accept: 'application/json', ...opts.headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal,
    });
    if (!res.ok) throw new ApiRequestError(res.status, await res.text(), res.statusText);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T;
  } finally {
    if (timer) clearTimeout(timer);
    opts.signal?.removeEventListener('abort', passOn);
  }
}

export const apiGet = <T>(path: string, opts?: RequestOptions) => apiRequest<T>('GET', path, undefined, opts);
