import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import { isUniqueViolation } from '../../db/errors';
import { dummyHash, hashPassword, verifyPassword } from './password';
import { countAdmins, findAdminByUsername, insertAdmin } from './repository';

/** Login failures allowed per account and per IP address in the window (issue: 10 per 3 minutes). */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 3 * 60_000;

export const loginKeys = (username: string, ip: string) => [`login-fail:user:${username.toLowerCase()}`, `login-fail:ip:${ip}`];

/** Seconds to wait when the account or the address has too many recent failures, else 0. */
export async function loginBlockedFor(deps: AppDeps, username: string, ip: string): Promise<number> {
  const counts = await Promise.all(loginKeys(username, ip).map((k) => deps.rateLimiter.peek(k)));
  const blocked = counts.filter((c) => c.count >= LOGIN_FAILURE_LIMIT);
  return blocked.length ? Math.max(...blocked.map((b) => b.retryAfterSec)) : 0;
}

export async function recordLoginFailure(deps: AppDeps, username: string, ip: string) {
  await Promise.all(loginKeys(username, ip).map((k) => deps.rateLimiter.hit(k, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS)));
}

export async function clearLoginFailures(deps: AppDeps, username: string) {
  await deps.rateLimiter.reset(loginKeys(username, '')[0]);
}

/** The active administrator with these credentials, or null; the same work either way. */
export async function checkCredentials(deps: AppDeps, username: string, password: string) {
  const admin = await findAdminByUsername(deps.db, username);
  const ok = await verifyPassword(password, admin?.password ?? (await dummyHash(deps.env.passwordHashCost)));
  return admin && admin.isActive && ok ? admin : null;
}

export async function createAdmin(deps: AppDeps, input: { username: string; password: string; email?: string | null }) {
  return insertAdmin(deps.db, { username: input.username, password: await hashPassword(input.password, deps.env.passwordHashCost), email: input.email || null });
}

/**
 * First run. With ADMIN_USERNAME/ADMIN_PASSWORD, that administrator is created when no
 * administrator has the name (an existing one is never overwritten). Without them and
 * with no administrator at all, a one-time setup token is made for the setup page.
 */
export async function bootstrapAdmin(deps: AppDeps): Promise<{ setupToken: string | null }> {
  const fromEnv = deps.env.admin;
  if (fromEnv && !(await findAdminByUsername(deps.db, fromEnv.username))) {
    try {
      await createAdmin(deps, fromEnv);
      deps.logger.info('administrator created from the environment', { username: fromEnv.username });
    } catch (err) {
      // Another server process starting at the same moment created it first.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  if ((await countAdmins(deps.db)) > 0) return { setupToken: null };
  const token = randomBytes(24).toString('base64url');
  setupTokenDigest = digest(token);
  return { setupToken: token };
}

const digest = (s: string) => createHash('sha256').update(s).digest();
let setupTokenDigest: Buffer | null = null;

/** True once for the right token: the token dies when it is used. */
export function consumeSetupToken(token: string): boolean {
  if (!setupTokenDigest) return false;
  const ok = timingSafeEqual(digest(token), setupTokenDigest);
  if (ok) setupTokenDigest = null;
  return ok;
}

export const setupPending = () => setupTokenDigest !== null;
