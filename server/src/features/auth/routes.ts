import { Hono } from 'hono';
import { authMessages, loginInputSchema, setupInputSchema } from '@ecole/shared/schemas/auth';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../http/client-ip';
import { jsonError } from '../../http/errors';
import { validate } from '../../http/validate';
import { countAdmins } from './repository';
import {
  checkCredentials,
  consumeSetupToken,
  countLoginAttempt,
  createAdmin,
  findAccount,
  forgiveLoginAttempt,
  loginKeys,
  restoreSetupToken,
  setupPending,
} from './service';
import { knownDevice, rememberDevice } from './known-device';
import { sameOriginWrites } from './guards';
import { endSession, startSession } from './sessions';

/**
 * The name typed, in the log only when it is an account's: a password typed into the name
 * field (autofill, a slip on a phone) must not reach the log, nor a stranger's text.
 */
const loggedName = (account: { username: string } | null | undefined) => account?.username ?? '(aucun compte de ce nom)';

/**
 * POST /api/admin/login, POST /api/admin/logout, GET /api/admin/me (admin-back-office.md
 * section 7). Mounted behind adminGuard: logout and me run with a checked session.
 */
export const sessionRoutes = (deps: AppDeps) =>
  new Hono()
    .post('/login', validate('json', loginInputSchema), async (c) => {
      const { username, password } = c.req.valid('json');
      const ip = clientIp(c, deps.env.trustProxy);
      const account = await findAccount(deps, username);
      const keys = loginKeys(username, ip, account, knownDevice(c, deps, account));
      const attempt = await countLoginAttempt(deps, keys);
      if (!attempt.allowed) {
        deps.logger.warn('login refused: too many failures', { username: loggedName(account), ip });
        c.header('Retry-After', String(attempt.retryAfterSec));
        return c.json({ success: false, error: authMessages.tooManyAttempts, message: authMessages.tooManyAttempts }, 429);
      }
      const admin = await checkCredentials(deps, account, password);
      if (!admin) {
        deps.logger.warn('login failed', { username: loggedName(account), ip });
        return c.json({ success: false, error: authMessages.invalidCredentials, message: authMessages.invalidCredentials }, 401);
      }
      await endSession(c, deps);
      await startSession(c, deps, admin.id);
      await forgiveLoginAttempt(deps, keys);
      rememberDevice(c, deps, admin);
      deps.logger.info('login succeeded', { username: admin.username, ip });
      return c.json({ success: true as const, admin: { username: admin.username, email: admin.email } });
    })
    .post('/logout', async (c) => {
      await endSession(c, deps);
      return c.json({ success: true as const, message: authMessages.loggedOut });
    })
    .get('/me', (c) => {
      const admin = c.get('admin');
      return c.json({ success: true as const, admin: { username: admin.username, email: admin.email } });
    });

/**
 * First-run setup: GET tells whether it is open; POST creates the first administrator. The
 * POST opens a session, so like every administration write it must come from the site itself
 * (a page elsewhere cannot make the browser that holds the link spend its token).
 */
export const setupRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/', async (c) => c.json({ success: true as const, pending: setupPending() && (await countAdmins(deps.db)) === 0 }))
    .post('/', sameOriginWrites(deps), validate('json', setupInputSchema), async (c) => {
      const input = c.req.valid('json');
      if ((await countAdmins(deps.db)) > 0) return jsonError(c, 409, authMessages.setupDone);
      if (!consumeSetupToken(input.token)) return jsonError(c, 403, authMessages.setupTokenInvalid);
      let admin;
      try {
        admin = await createAdmin(deps, input);
      } catch (err) {
        // The link printed at start-up is the only way in: a database gone for a moment must
        // not kill it until the server is restarted.
        restoreSetupToken(input.token);
        throw err;
      }
      await startSession(c, deps, admin.id);
      deps.logger.info('first administrator created through the setup page', { username: admin.username });
      return c.json({ success: true as const, admin: { username: admin.username, email: admin.email } }, 201);
    });
