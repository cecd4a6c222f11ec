import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import { isUniqueViolation } from '../../db/errors';
import { addressForLimits } from '../../http/client-ip';
import { dummyHash, hashPassword, verifyPassword } from './password';
import { countAdmins, findAdminByUsername, insertAdmin } from './repository';

/** Login attempts allowed per account and per IP address in the window (issue: 10 per 3 minutes). */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 3 * 60_000;

/** The counters a login attempt is held to. */
export interface LoginKeys {
  /**
   * The address's (its /64 for IPv6, http/client-ip.ts), or null for the browser that logged
   * in to the account before (known-device.ts): strangers sharing its address (a school
   * network, a carrier's NAT) must not lock it out, and its own key below holds it instead.
   */
  ip: string | null;
  /** The account's, or instead the known device's when the browser has logged in to it before. */
  account: string;
}

/**
 * The account's counter is keyed on its id, so every spelling of the name that finds it
 * (the lookup is SQL lower(), which makes 'ADMİN' 'admin' where JavaScript's toLowerCase does
 * not) shares one count. A name no account has keeps a key of its own, NFKC and lower case.
 */
export const loginKeys = (username: string, ip: string, account: { id: number } | undefined, device: string | null = null): LoginKeys =>
  device
    ? { ip: null, account: `login-fail:device:${device}` }
    : {
        ip: `login-fail:ip:${addressForLimits(ip)}`,
        account: account ? `login-fail:account:${account.id}` : `login-fail:user:${username.normalize('NFKC').toLowerCase()}`,
      };

/**
 * Counts the attempt before its password is checked: attempts sent together each see the
 * ones before them, so no burst gets past the limit (checking first and counting after the
 * slow hash let 40 simultaneous guesses through). The account is counted only while the
 * address is within its limit: an address over it adds no row, whatever names it tries.
 * A known device's key is one only a valid signed cookie names, so it is counted alone.
 */
export function countLoginAttempt(deps: AppDeps, keys: LoginKeys) {
  if (!keys.ip) return deps.rateLimiter.hit(keys.account, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS);
  return deps.rateLimiter.hitAll({ key: keys.ip, max: LOGIN_FAILURE_LIMIT }, [{ key: keys.account, max: LOGIN_FAILURE_LIMIT }], LOGIN_FAILURE_WINDOW_MS);
}

/**
 * A successful login was no failure: the account's (or device's) failures are forgotten, the
 * address's count takes it back; a known device's login was never counted on the address, and
 * taking one back there would hand a stranger on it one more guess.
 */
export async function forgiveLoginAttempt(deps: AppDeps, keys: LoginKeys) {
  await Promise.all([deps.rateLimiter.reset(keys.account), keys.ip && deps.rateLimiter.unhit(keys.ip)]);
}

/** The account of this name (active or not), for the checks made before its password's. */
export const findAccount = (deps: AppDeps, username: string) => findAdminByUsername(deps.db, username);

/** The account when it is active and the password is its own, or null; the same work either way. */
export async function checkCredentials(deps: AppDeps, admin: Awaited<ReturnType<typeof findAccount>>, password: string) {
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

/** Gives a consumed token back when no administrator came of it (the insert failed). */
export function restoreSetupToken(token: string) {
  setupTokenDigest ??= digest(token);
}

export const setupPending = () => setupTokenDigest !== null;
