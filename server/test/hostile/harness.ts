// The hostile-input suite's runner. A case is one raw HTTP request (sent with node:http, so
// paths, headers and bytes reach the server exactly as written, `%2e%2e` and all). Each case
// must get a 4xx whose JSON body carries one of our own French messages, nothing internal
// (stack, SQL, file path), and must leave the database and the media folder as they were.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { insertSession } from '../../src/features/auth/repository';
import { fingerprint, type Fingerprint } from '../helpers/fingerprint';
import type { TestServer } from '../helpers/server';

/** Who sends the request. */
export type Sender =
  | 'anon'
  /** The logged-in administrator (cookie, and Origin on writes). */
  | 'admin'
  /** A cookie of the right shape that no session ever had. */
  | 'forged'
  /** A session made for the case, then expired in the database (idle or past its lifetime). */
  | 'expired'
  /** The cookie of a session that logged out. */
  | 'logged-out';

export interface HostileCase {
  name: string;
  method: string;
  /** Raw request target; `{key}` is replaced by ctx.ids[key] (in headers and JSON strings too). */
  path: string;
  as?: Sender;
  headers?: Record<string, string>;
  /** Headers made once the rows exist (e.g. tus metadata naming an album, base64-encoded). */
  lazyHeaders?: (ctx: HostileContext) => Record<string, string>;
  /** Sent as JSON (with its Content-Type unless headers say otherwise). */
  json?: unknown;
  /** Sent as is. */
  body?: string | Uint8Array | FormData;
  /** The expected status; by default any 4xx but 429. */
  status?: number;
  /** A server-rendered page answers (HTML), not the JSON API. */
  page?: boolean;
  /** Runs before the "before" fingerprint (e.g. fills a rate-limit counter). */
  prepare?: (ctx: HostileContext) => Promise<void>;
}

export interface HostileContext {
  server: TestServer;
  /** Token of the administrator's live session. */
  adminToken: string;
  adminId: number;
  /** Token of a session that logged out. */
  loggedOutToken?: string;
  ids: Record<string, number | string>;
}

// ---------------------------------------------------------------- our French messages

const SOURCE_ROOTS = ['shared/src', 'server/src'].map((p) => path.resolve(import.meta.dirname, '../../..', p));
const normalise = (s: string) => s.replace(/\$\{[^}]*\}/g, '#').replace(/\d+/g, '#');
/** Every source text that can hold a message, templates' holes and numbers made equal. */
const corpus = normalise(
  SOURCE_ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
      .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8')),
  ).join('\n'),
);

const FRENCH_WORDS = new Set(
  "le la les l de des du d un une est sont doit ne n pas à au aux en ou et vous votre veuillez requis requise invalide invalides introuvable trouvé trop aucun aucune cette ce ces fichier fichiers requête doit être autorisé autorisée valide dépasser caractères identifiant session envoi image données".split(' '),
);
const ENGLISH_WORDS = new Set('the is are not found invalid error expected required must failed cannot unexpected unsupported missing upload request forbidden unauthorized method allowed too large'.split(' '));

/** Non-empty, French, and written by us (not a library's text passed through). */
export function expectFrenchMessage(error: unknown, where: string) {
  expect(typeof error, `${where}: error must be a string`).toBe('string');
  const text = (error as string).trim();
  expect(text.length, `${where}: empty error`).toBeGreaterThan(3);
  expect(text, `${where}: starts with a capital letter`).toMatch(/^[A-ZÀ-ÖØ-Þ«"'’]/);
  const words = text.toLowerCase().split(/[^a-zà-öø-ÿœ]+/).filter(Boolean);
  expect(words.some((w) => FRENCH_WORDS.has(w)), `${where}: not French: ${text}`).toBe(true);
  expect(words.filter((w) => ENGLISH_WORDS.has(w)), `${where}: English words in: ${text}`).toEqual([]);
  expect(corpus.includes(normalise(text)), `${where}: not one of our messages: ${text}`).toBe(true);
}

const LEAKS = [
  /node_modules|\/work\/|\/home\/|\/usr\/|\/tmp\/|[A-Z]:\\/,
  /\.[cm]?[jt]sx?:\d+/,
  /\bat [\w.<>$]+ \(/,
  /\b(SELECT .* FROM|INSERT INTO|UPDATE \w+ SET|DELETE FROM|PostgresError|ZodError|TypeError|RangeError|SyntaxError)\b/,
  /\b(syntax error|violates|relation "|duplicate key|invalid input syntax|invalid byte sequence)/i,
  /\b[A-Za-z]*Error:/,
];

/** Nothing internal: no stack, no SQL, no file path of this machine. */
export function expectNoLeak(text: string, where: string, ctx: HostileContext) {
  // The temp folder with its separator: "/tmp" alone turns up by chance in a page's base64 nonce.
  for (const leak of [...LEAKS, ctx.server.deps.env.mediaDir, ctx.server.deps.env.dataDir, os.tmpdir() + path.sep]) {
    if (typeof leak === 'string') expect(text.includes(leak), `${where}: leaks ${leak}`).toBe(false);
    else expect(text, `${where}: leaks internals`).not.toMatch(leak);
  }
}

/** The answer minus the request's own address, which a page may quote (canonical URL): not a leak. */
function withoutEcho(text: string, target: string): string {
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // not decodable: only the raw form can be quoted
  }
  const forms = [target, decoded, decoded.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')];
  return forms.reduce((t, form) => t.split(form).join(''), text);
}

// ---------------------------------------------------------------- sending

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One request on its own connection; the answer counts even if the server stops reading the body. */
export function rawRequest(url: string, method: string, target: string, headers: Record<string, string>, body?: Uint8Array): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request({ hostname, port, method, path: target, headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    if (body) req.end(Buffer.from(body));
    else req.end();
  });
}

/** A session row as startSession makes it (the table holds the token's SHA-256), already dead. */
async function expiredSessionToken(ctx: HostileContext, n: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const sid = createHash('sha256').update(token).digest('base64url');
  const now = Date.now();
  // Alternately past the idle timeout and past the absolute lifetime.
  const { idleMs, absoluteMs } = ctx.server.deps.env.session;
  const data = n % 2 ? { adminId: ctx.adminId, createdAt: now - 60_000, lastSeenAt: now - idleMs - 1000 } : { adminId: ctx.adminId, createdAt: now - absoluteMs - 1000, lastSeenAt: now };
  await insertSession(ctx.server.deps.db, sid, data, new Date(now - 1000));
  return token;
}

const fill = (s: string, ids: HostileContext['ids']) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(ids[k] ?? `{${k}}`));

let expiredCount = 0;
async function cookieFor(ctx: HostileContext, as: Sender): Promise<string | undefined> {
  switch (as) {
    case 'anon':
      return undefined;
    case 'admin':
      return `sid=${ctx.adminToken}`;
    case 'forged':
      return `sid=${randomBytes(32).toString('base64url')}`;
    case 'expired':
      return `sid=${await expiredSessionToken(ctx, ++expiredCount)}`;
    case 'logged-out':
      if (!ctx.loggedOutToken) throw new Error('no logged-out session in this context');
      return `sid=${ctx.loggedOutToken}`;
  }
}

async function send(ctx: HostileContext, c: HostileCase): Promise<RawResponse> {
  const headers: Record<string, string> = {};
  const as = c.as ?? 'anon';
  const cookie = await cookieFor(ctx, as);
  if (cookie) headers.cookie = cookie;
  // What a browser on the site sends with a write; cases about origins override it.
  if (!['GET', 'HEAD'].includes(c.method)) headers.origin = ctx.server.url;
  let body: Uint8Array | undefined;
  if (c.json !== undefined) {
    headers['content-type'] = 'application/json';
    // A whole string "{key}" becomes the id itself (a number stays a number).
    body = Buffer.from(JSON.stringify(c.json).replace(/"\{(\w+)\}"/g, (m, k: string) => (k in ctx.ids ? JSON.stringify(ctx.ids[k]) : m)));
  } else if (c.body instanceof FormData) {
    const encoded = new Response(c.body);
    headers['content-type'] = encoded.headers.get('content-type')!;
    body = new Uint8Array(await encoded.arrayBuffer());
  } else if (c.body !== undefined) {
    body = typeof c.body === 'string' ? Buffer.from(c.body) : c.body;
  }
  for (const [k, v] of Object.entries({ ...c.headers, ...c.lazyHeaders?.(ctx) })) {
    if (v === '') delete headers[k.toLowerCase()];
    else headers[k.toLowerCase()] = fill(v, ctx.ids);
  }
  if (body && headers['content-length'] === undefined && !headers['transfer-encoding']) headers['content-length'] = String(body.length);
  return rawRequest(ctx.server.url, c.method, fill(c.path, ctx.ids), headers, body);
}

// ---------------------------------------------------------------- the cases as tests

async function resetRateLimits(ctx: HostileContext) {
  await ctx.server.deps.db.execute(sql`DELETE FROM rate_limits`);
}

/** The fingerprint the previous case ended with: nothing runs between two cases but the rate-limit reset. */
const lastSeen = new WeakMap<HostileContext, Fingerprint>();

export async function runCase(ctx: HostileContext, c: HostileCase) {
  const where = `${c.method} ${fill(c.path, ctx.ids)} (${c.name})`;
  const previous = lastSeen.get(ctx);
  // Trusted again only once this case has passed.
  lastSeen.delete(ctx);
  await resetRateLimits(ctx);
  if (c.prepare) await c.prepare(ctx);
  const before = (!c.prepare && previous) || (await fingerprint(ctx.server.deps));
  const res = await send(ctx, c);

  if (c.status !== undefined) expect(res.status, `${where}: ${res.text.slice(0, 300)}`).toBe(c.status);
  expect(res.status, `${where}: ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${where}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
  if (c.status !== 429) expect(res.status, `${where}: rate limited`).not.toBe(429);
  expectNoLeak(withoutEcho(res.text, fill(c.path, ctx.ids)), where, ctx);
  if (c.page) {
    expect(res.headers['content-type'], where).toMatch(/^text\/html/);
    expect(res.text, where).toMatch(/<html[^>]*lang="fr"/);
  } else if (c.method !== 'HEAD') {
    expect(res.headers['content-type'], `${where}: ${res.text.slice(0, 200)}`).toMatch(/^application\/json/);
    const body = JSON.parse(res.text) as { error?: unknown; fields?: Record<string, unknown> };
    expectFrenchMessage(body.error, where);
    // The message by each field is read by people too (next to the field, in the desktop app).
    for (const [field, text] of Object.entries(body.fields ?? {})) expectFrenchMessage(text, `${where}, field ${field}`);
  }

  const after = await fingerprint(ctx.server.deps);
  expect(after, `${where}: something stored changed`).toEqual(before);
  lastSeen.set(ctx, after);
}

/** One vitest test per case; the context is made by the file's beforeAll. */
export function hostileTests(cases: () => HostileCase[], ctx: () => HostileContext) {
  const list = cases();
  const names = new Set<string>();
  for (const c of list) {
    const name = `${c.method} ${c.path} — ${c.name}`;
    if (names.has(name)) throw new Error(`two cases named ${name}`);
    names.add(name);
    it(name, () => runCase(ctx(), c));
  }
  return list.length;
}
