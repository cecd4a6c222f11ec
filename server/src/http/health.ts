// Probes for a load balancer or an orchestrator. /healthz: the process answers (no
// database access, so a database outage never gets a healthy process restarted).
// /readyz: the database answers `select 1` within READY_TIMEOUT_MS, so traffic can be
// sent elsewhere meanwhile. Registered before every other route: never cached, never
// rate-limited.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { messages } from '@ecole/shared/messages';
import type { AppDeps } from '../app-deps';

export const READY_TIMEOUT_MS = 2000;
const NO_STORE = { 'Cache-Control': 'no-store' };

/** Resolves when the database answers, rejects when it fails or is slower than the timeout. */
async function pingDatabase(deps: AppDeps): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`select 1 took more than ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  const query = deps.db.execute(sql`select 1`);
  // Left running after a timeout: its late failure must not become an unhandled rejection.
  query.catch(() => {});
  try {
    await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' as const }, 200, NO_STORE))
    .get('/readyz', async (c) => {
      try {
        await pingDatabase(deps);
        return c.json({ status: 'ready' as const }, 200, NO_STORE);
      } catch (err) {
        deps.logger.warn('database not ready', { err: String(err) });
        return c.json({ success: false as const, status: 'unavailable' as const, error: messages.generic.unavailable }, 503, NO_STORE);
      }
    });
