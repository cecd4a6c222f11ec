// Rate-limit counters and sessions past their end. Both tables are written by visitors (a
// counter per address, per chat session id, per user name tried; a session per login) and
// an expired row is ignored by every read, but nothing deleted one: the table of counters
// grew with every session id a client made up (decision 042). Every PURGE_INTERVAL_S
// (10 minutes by default), and once at start-up, the expired rows go.
import type { AppDeps } from '../app-deps';
import { NOT_MINE } from '../db/client';
import { purgeExpiredSessions } from '../features/auth/repository';

type Deps = Pick<AppDeps, 'db' | 'rateLimiter' | 'exclusively' | 'env' | 'logger'>;

export interface PurgedRows {
  rateLimits: number;
  sessions: number;
}

/**
 * Deletes the expired counters and sessions; null when another process sharing the
 * PostgreSQL database is doing it at this moment (an advisory lock: the processes' timers
 * run together at start-up, and one deletion is enough). An expired counter counts as none,
 * so deleting one while a request counts on it changes nothing: the request's upsert inserts
 * the row afresh or resets it either way.
 */
export async function purgeExpiredRows(deps: Deps): Promise<PurgedRows | null> {
  const done = await deps.exclusively('purge-expired-rows', async () => ({
    rateLimits: await deps.rateLimiter.purgeExpired(),
    sessions: await purgeExpiredSessions(deps.db),
  }));
  if (done === NOT_MINE) return null;
  if (done.rateLimits || done.sessions) deps.logger.info('expired rows purged', { ...done });
  return done;
}

/** Purges now, then every env.purgeIntervalMs, until the returned stop() (called at shutdown). */
export function scheduleExpiredRowsPurge(deps: Deps): { stop(): void } {
  let running = false;
  let stopped = false;
  const run = () => {
    // A slow run (a database away) is not stacked on by the next tick.
    if (stopped || running) return;
    running = true;
    purgeExpiredRows(deps)
      .catch((err: unknown) => deps.logger.warn('expired rows not purged', { err: String(err) }))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, deps.env.purgeIntervalMs).unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
