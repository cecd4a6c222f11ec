// Server-side sessions: the cookie carries only a random 256-bit token; the session
// row is keyed by the token's SHA-256, so a copy of the table opens no session.
// Idle timeout and absolute lifetime are both enforced here, on every request.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../../app-deps';
import { publicOrigin } from '../../http/origin';
import { deleteSession, findAdminById, findSession, insertSession, touchSession, type SessionData } from './repository';

/** Refresh the stored idle deadline at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export const isHttps = (c: Context, deps: AppDeps) => publicOrigin(c, deps.env).startsWith('https://');
/** `__Host-` cookies must be Secure, path=/ and without Domain: only over HTTPS. */
export const cookieName = (secure: boolean) => (secure ? '__Host-sid' : 'sid');

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

function expiry(deps: AppDeps, data: SessionData) {
  return new Date(Math.min(data.lastSeenAt + deps.env.session.idleMs, data.createdAt + deps.env.session.absoluteMs));
}

export function readToken(c: Context, deps: AppDeps): string | undefined {
  const token = getCookie(c, cookieName(isHttps(c, deps)));
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/** Starts a new session (a new token every login: a token known before login is useless). */
export async function startSession(c: Context, deps: AppDeps, adminId: number) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const data: SessionData = { adminId, createdAt: now, lastSeenAt: now };
  await insertSession(deps.db, digest(token), data, expiry(deps, data));
  const secure = isHttps(c, deps);
  setCookie(c, cookieName(secure), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: Math.floor(deps.env.session.absoluteMs / 1000),
  });
}

export async function endSession(c: Context, deps: AppDeps) {
  const token = readToken(c, deps);
  if (token) await deleteSession(deps.db, digest(token));
  const secure = isHttps(c, deps);
  deleteCookie(c, cookieName(secure), { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}

export interface SessionAdmin {
  id: number;
  username: string;
  email: string | null;
}

/** The administrator of the request's session, or null (absent, expired, or disabled account). */
export async function currentAdmin(c: Context, deps: AppDeps): Promise<SessionAdmin | null> {
  const token = readToken(c, deps);
  if (!token) return null;
  const sid = digest(token);
  const row = await findSession(deps.db, sid);
  if (!row) return null;
  const now = Date.now();
  const data = row.sess;
  if (now - data.lastSeenAt > deps.env.session.idleMs || now - data.createdAt > deps.env.session.absoluteMs) {
    await deleteSession(deps.db, sid);
    return null;
  }
  const admin = await findAdminById(deps.db, data.adminId);
  if (!admin || !admin.isActive) {
    await deleteSession(deps.db, sid);
    return null;
  }
  if (now - data.lastSeenAt > TOUCH_EVERY_MS) {
    const next = { ...data, lastSeenAt: now };
    await touchSession(deps.db, sid, next, expiry(deps, next));
  }
  return { id: admin.id, username: admin.username, email: admin.email };
}
