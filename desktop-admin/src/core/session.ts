// The desktop app's HTTP client of the school's server: the same session API as the web
// back office (POST /api/admin/login, the `sid` cookie), with the cookie kept here, in the
// main process, never in the renderer. Every call declares itself as the desktop client
// (server/src/features/auth/guards.ts: a write without Origin must carry X-Admin-Client).
import { openAsBlob } from 'node:fs';
import path from 'node:path';
import { adminApi, type UploadResult } from '@ecole/shared/admin-client';
import type { Admin } from '@ecole/shared/schemas/auth';
import type { ForwardedHeaders, RawResponse, UploadSource } from '../shared/api';
import { DesktopError, desktopMessages, serverMessage } from './errors';

export const CLIENT_HEADER = { 'X-Admin-Client': 'desktop' } as const;
/** A JSON call that takes longer than this is treated as a lost connection. */
const CALL_TIMEOUT_MS = 30_000;
/** `__Host-sid` over HTTPS, `sid` over plain HTTP (server/src/features/auth/sessions.ts). */
const SESSION_COOKIE = /^(__Host-sid|sid)=([^;]*)/;
/**
 * The known-device cookie (server/src/features/auth/known-device.ts): with it, strangers'
 * wrong passwords for the account do not lock this app out (they are counted on the account,
 * its own on the device). It is no session: kept across a logout, dropped with the server.
 */
const DEVICE_COOKIE = /^(__Host-ldev|ldev)=([^;]*)/;

/**
 * The origin the administrator meant: "ecole.ci" or "https://ecole.ci/admin/" both give
 * https://ecole.ci; a local address without a scheme is taken as plain HTTP.
 */
export function normalizeServerUrl(input: string): string {
  let text = input.trim();
  if (!text) throw new DesktopError('invalid-url', desktopMessages.invalidUrl);
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) text = `${onOwnNetwork(/^(\[[^\]]*\]|[^:/]*)/.exec(text)![1]) ? 'http' : 'https'}://${text}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new DesktopError('invalid-url', desktopMessages.invalidUrl);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) {
    throw new DesktopError('invalid-url', desktopMessages.invalidUrl);
  }
  if (url.protocol === 'http:' && !onOwnNetwork(url.hostname)) throw new DesktopError('insecure-url', desktopMessages.insecureUrl);
  return url.origin;
}

/**
 * This computer or the school's own network (private addresses, a name without dots, .local
 * and the like): plain http is the school's choice there. Anywhere else it would carry the
 * password in clear over networks nobody at the school controls.
 */
function onOwnNetwork(hostname: string): boolean {
  return (
    /^(localhost|127\.|\[::1\]|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/i.test(hostname) ||
    (!hostname.includes('.') && !hostname.startsWith('[')) ||
    /\.(local|lan|internal|home\.arpa|localhost)$/i.test(hostname)
  );
}

const hostOf = (origin: string) => new URL(origin).host;

export interface SessionOptions {
  serverUrl?: string | null;
  /** A session cookie kept from a previous run ("sid=<token>"). */
  cookie?: string | null;
  fetch?: typeof fetch;
  /** Told whenever the cookie changes (login, logout, expiry), to persist it. */
  onCookieChange?: (cookie: string | null) => void;
  /** The known-device cookie kept from a previous run ("ldev=<value>"). */
  deviceCookie?: string | null;
  /** Told whenever the known-device cookie changes, to persist it. */
  onDeviceCookieChange?: (cookie: string | null) => void;
  /** Told when the server refuses the session on a call that needed it. */
  onExpired?: () => void;
}

export class ServerSession {
  private base: string | null;
  private cookie: string | null;
  private device: string | null;
  private readonly fetchFn: typeof fetch;

  constructor(private readonly opts: SessionOptions = {}) {
    this.base = opts.serverUrl ?? null;
    this.cookie = opts.cookie ?? null;
    this.device = opts.deviceCookie ?? null;
    this.fetchFn = opts.fetch ?? fetch;
  }

  get serverUrl(): string | null {
    return this.base;
  }

  get hasSession(): boolean {
    return this.cookie !== null;
  }

  /**
   * Headers of a request to `url` (the tus uploads too). The cookie goes only to the chosen
   * server: an upload URL saved while another server was chosen must not receive it.
   */
  authHeaders(url: string): Record<string, string> {
    let sameServer = false;
    try {
      sameServer = this.base !== null && new URL(url).origin === this.base;
    } catch {
      sameServer = false;
    }
    // The device cookie goes with the login too, which has no session yet.
    const cookies = [this.cookie, this.device].filter((x): x is string => x !== null).join('; ');
    return { ...CLIENT_HEADER, ...(cookies && sameServer ? { Cookie: cookies } : {}) };
  }

  private requireBase(): string {
    if (!this.base) throw new DesktopError('not-configured', desktopMessages.notConfigured);
    return this.base;
  }

  /**
   * Checks that `input` is the school's server (its session route answers as ours does)
   * and switches to it. A new server never inherits the old server's session.
   */
  async connect(input: string): Promise<string> {
    const origin = normalizeServerUrl(input);
    const res = await this.fetchOrUnreachable(origin, `${origin}${adminApi.me}`, { headers: { Accept: 'application/json', ...CLIENT_HEADER } });
    const body = await res.text().catch(() => '');
    let ours = false;
    try {
      const parsed = JSON.parse(body) as { success?: unknown };
      ours = (res.status === 401 || res.status === 200) && typeof parsed.success === 'boolean';
    } catch {
      ours = false;
    }
    if (!ours) throw new DesktopError('not-our-server', desktopMessages.notOurServer(hostOf(origin)));
    if (origin !== this.base) {
      this.setCookie(null);
      this.setDevice(null);
    }
    this.base = origin;
    return origin;
  }

  forget() {
    this.base = null;
    this.setCookie(null);
    this.setDevice(null);
  }

  private setCookie(cookie: string | null) {
    if (cookie === this.cookie) return;
    this.cookie = cookie;
    this.opts.onCookieChange?.(cookie);
  }

  private setDevice(cookie: string | null) {
    if (cookie === this.device) return;
    this.device = cookie;
    this.opts.onDeviceCookieChange?.(cookie);
  }

  private async fetchOrUnreachable(origin: string, url: string, init: RequestInit, timeoutMs: number | null = CALL_TIMEOUT_MS): Promise<Response> {
    try {
      return await this.fetchFn(url, { ...init, redirect: 'manual', signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined });
    } catch {
      throw new DesktopError('unreachable', desktopMessages.unreachable(hostOf(origin)));
    }
  }

  /** Keeps the session and known-device cookies the server set or cleared. */
  private readCookies(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const m = SESSION_COOKIE.exec(line) ?? DEVICE_COOKIE.exec(line);
      if (!m) continue;
      const cleared = m[2] === '' || /;\s*max-age=0/i.test(line) || /;\s*expires=Thu, 01 Jan 1970/i.test(line);
      const value = cleared ? null : `${m[1]}=${m[2]}`;
      if (m[1].endsWith('ldev')) this.setDevice(value);
      else this.setCookie(value);
    }
  }

  /**
   * One call to the server, answered as it came. A 401 on anything but the login means
   * the session is gone (idle timeout, closed elsewhere): it is forgotten and reported.
   */
  async send(method: string, apiPath: string, init: { body?: BodyInit; contentType?: string; timeoutMs?: number | null; headers?: ForwardedHeaders } = {}): Promise<RawResponse> {
    const base = this.requireBase();
    if (!apiPath.startsWith('/api/') || apiPath.includes('..')) throw new DesktopError('invalid-request', desktopMessages.invalidRequest);
    // The session's own headers last: a forwarded one cannot stand in for them.
    const forwarded = Object.entries(init.headers ?? {}).filter((e): e is [string, string] => e[1] !== undefined);
    const headers: Record<string, string> = { ...Object.fromEntries(forwarded), Accept: 'application/json', ...this.authHeaders(`${base}${apiPath}`) };
    if (init.contentType) headers['Content-Type'] = init.contentType;
    // A streamed body needs half-duplex in Node's fetch.
    const duplex = init.body instanceof ReadableStream ? { duplex: 'half' } : {};
    const res = await this.fetchOrUnreachable(base, `${base}${apiPath}`, { method, headers, body: init.body, ...duplex }, init.timeoutMs === undefined ? CALL_TIMEOUT_MS : init.timeoutMs);
    this.readCookies(res);
    let body: string;
    try {
      body = await res.text();
    } catch {
      throw new DesktopError('unreachable', desktopMessages.unreachable(hostOf(base)));
    }
    if (res.status === 401 && apiPath !== adminApi.login && this.cookie !== null) {
      this.setCookie(null);
      this.opts.onExpired?.();
    }
    return { status: res.status, statusText: res.statusText, body };
  }

  /** A JSON call that must succeed; a refusal becomes a DesktopError with the server's words. */
  async json<T>(method: string, apiPath: string, payload?: unknown): Promise<T> {
    const res = await this.send(method, apiPath, payload === undefined ? {} : { body: JSON.stringify(payload), contentType: 'application/json' });
    if (res.status >= 200 && res.status < 300) return (res.body ? JSON.parse(res.body) : null) as T;
    throw httpError(res);
  }

  async login(username: string, password: string): Promise<Admin> {
    const res = await this.send('POST', adminApi.login, { body: JSON.stringify({ username, password }), contentType: 'application/json' });
    if (res.status === 200) return (JSON.parse(res.body) as { admin: Admin }).admin;
    if (res.status === 401) throw new DesktopError('invalid-credentials', serverMessage(res.body) ?? desktopMessages.invalidCredentials, res.status, res.body);
    if (res.status === 429) throw new DesktopError('rate-limited', serverMessage(res.body) ?? desktopMessages.serverError(429), res.status, res.body);
    throw httpError(res);
  }

  /** The session's administrator, or null when there is none (or it expired). */
  async me(): Promise<Admin | null> {
    if (!this.cookie) return null;
    const res = await this.send('GET', adminApi.me);
    if (res.status === 200) return (JSON.parse(res.body) as { admin: Admin }).admin;
    if (res.status === 401) return null;
    throw httpError(res);
  }

  async logout(): Promise<void> {
    if (!this.cookie) return;
    try {
      await this.send('POST', adminApi.logout, { body: '{}', contentType: 'application/json' });
    } finally {
      this.setCookie(null);
    }
  }

  /**
   * A multipart upload as the web screens send it (text fields first, then the file).
   * A file on disk is streamed from disk (openAsBlob), never read whole into memory.
   * `onProgress` hears the bytes of the file sent so far (the multipart framing aside).
   */
  async uploadMultipart(apiPath: string, fields: Record<string, string>, field: string, source: UploadSource, onProgress?: (loaded: number, total: number) => void): Promise<UploadResult> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const file = 'path' in source ? await openAsBlob(source.path) : new Blob([new Uint8Array(source.bytes)]);
    form.append(field, file, 'path' in source ? path.basename(source.path) : source.name);
    // The body fetch would send, encoded by Response, counted as it is pulled.
    const encoded = new Response(form);
    const contentType = encoded.headers.get('content-type') ?? undefined;
    const total = file.size;
    let sent = 0;
    const counted = encoded.body!.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          sent += chunk.byteLength;
          onProgress?.(Math.min(sent, total), total);
          controller.enqueue(chunk);
        },
      }),
    );
    const res = await this.send('POST', apiPath, { body: counted, contentType, timeoutMs: null });
    if (res.status >= 200 && res.status < 300) return JSON.parse(res.body) as UploadResult;
    throw httpError(res);
  }
}

export function httpError(res: RawResponse): DesktopError {
  if (res.status === 401) return new DesktopError('expired', desktopMessages.sessionExpired, res.status, res.body);
  return new DesktopError('http', serverMessage(res.body) ?? desktopMessages.serverError(res.status), res.status, res.body);
}
