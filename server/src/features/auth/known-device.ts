// A browser that has logged in to an account keeps a signed "known device" cookie (OWASP's
// device cookies). Failures sent by strangers block the account, and the address they send
// from, for 3 minutes, but not the administrator's own browser, even on that address (a school
// network, a carrier's shared address): it is counted on its own key instead (service.ts loginKeys). The signature's key is
// derived from the account's password hash, so every server process checks it without a
// shared secret, and a new password voids every device cookie issued before it.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../../app-deps';
import { isHttps } from './sessions';

const LIFETIME_S = 90 * 24 * 3600;
export const deviceCookieName = (secure: boolean) => (secure ? '__Host-ldev' : 'ldev');

interface Account {
  username: string;
  password: string;
}

function signature(account: Account, issuedAt: number): string {
  const key = createHash('sha256').update(`login-device\0${account.password}`).digest();
  return createHmac('sha256', key).update(`${account.username.toLowerCase()}\0${issuedAt}`).digest('base64url');
}

/** Gives the browser its cookie for this account (a new one at each login). */
export function rememberDevice(c: Context, deps: AppDeps, account: Account) {
  const issuedAt = Math.floor(Date.now() / 1000);
  const secure = isHttps(c, deps);
  setCookie(c, deviceCookieName(secure), `${issuedAt}.${signature(account, issuedAt)}`, {
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    path: '/',
    maxAge: LIFETIME_S,
  });
}

/**
 * The device's id (its signature) when the request carries a valid, unexpired cookie issued
 * for this account, else null.
 */
export function knownDevice(c: Context, deps: AppDeps, account: Account | undefined): string | null {
  if (!account) return null;
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(getCookie(c, deviceCookieName(isHttps(c, deps))) ?? '');
  if (!m) return null;
  const issuedAt = Number(m[1]);
  const age = Date.now() / 1000 - issuedAt;
  if (age < -60 || age > LIFETIME_S) return null;
  const expected = Buffer.from(signature(account, issuedAt));
  const given = Buffer.from(m[2]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? m[2] : null;
}
