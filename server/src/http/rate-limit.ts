// Fixed-window counters stored in the database (table rate_limits), so every server
// process behind a load balancer shares them.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSec: number;
}

export interface Limit {
  key: string;
  max: number;
}

export class RateLimiter {
  constructor(private db: Db) {}

  /** Counts one hit on `key`; allowed while the count in the current window is <= max. */
  async hit(key: string, max: number, windowMs: number): Promise<RateLimitResult> {
    const result = await this.db.execute(sql`
      INSERT INTO rate_limits (key, count, reset_at)
      VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
        reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
      RETURNING count, reset_at`);
    const [row] = rowsOf<{ count: number; reset_at: string | Date }>(result);
    const count = Number(row.count);
    const resetAt = new Date(row.reset_at).getTime();
    return {
      allowed: count <= max,
      remaining: Math.max(0, max - count),
      retryAfterSec: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
    };
  }

  /**
   * Counts one hit on `broad` and, only while `broad` is within its max, one on each of
   * `narrower`, in a single statement (one round trip). Allowed only when every key counted
   * is within its max; retryAfterSec is the longest wait among the keys over their max.
   *
   * `broad` is the address; the narrower keys are ones the client chooses (a chat session id,
   * a user name). Counting them all before deciding added a row per made-up key even to the
   * requests refused on their address: 10 000 rows in half a minute of 429s (decision 042).
   * The address's row is counted first, under its row lock, so concurrent requests and other
   * processes each see the count before theirs, and a refused one writes nothing else.
   */
  async hitAll(broad: Limit, narrower: ReadonlyArray<Limit>, windowMs: number): Promise<RateLimitResult> {
    const limits = [broad, ...narrower];
    const keys = narrower.length ? sql.join(narrower.map((l) => sql`(${l.key}::text)`), sql`, `) : sql`(NULL::text)`;
    const rows = rowsOf<{ key: string; count: number; reset_at: string | Date }>(
      await this.db.execute(sql`
        WITH broad AS (
          INSERT INTO rate_limits (key, count, reset_at)
          VALUES (${broad.key}, 1, now() + ${windowMs} * interval '1 millisecond')
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
            reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
          RETURNING key, count, reset_at
        ), narrower AS (
          INSERT INTO rate_limits (key, count, reset_at)
          SELECT k.key, 1, now() + ${windowMs} * interval '1 millisecond'
          FROM (VALUES ${keys}) AS k(key), broad
          WHERE k.key IS NOT NULL AND broad.count <= ${broad.max}::int
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
            reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
          RETURNING key, count, reset_at
        )
        SELECT key, count, reset_at FROM broad
        UNION ALL
        SELECT key, count, reset_at FROM narrower`),
    );
    let allowed = true;
    let remaining = Infinity;
    let retryAfterSec = 1;
    for (const row of rows) {
      const max = limits.find((l) => l.key === row.key)?.max ?? 0;
      const count = Number(row.count);
      remaining = Math.min(remaining, Math.max(0, max - count));
      if (count > max) {
        allowed = false;
        retryAfterSec = Math.max(retryAfterSec, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000));
      }
    }
    return { allowed, remaining: Number.isFinite(remaining) ? remaining : 0, retryAfterSec };
  }

  /** Hits counted on `key` in its current window, without counting one more. */
  async peek(key: string): Promise<{ count: number; retryAfterSec: number }> {
    const [row] = rowsOf<{ count: number; reset_at: string | Date }>(
      await this.db.execute(sql`SELECT count, reset_at FROM rate_limits WHERE key = ${key} AND reset_at > now()`),
    );
    if (!row) return { count: 0, retryAfterSec: 0 };
    return { count: Number(row.count), retryAfterSec: Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000)) };
  }

  /** Takes back one hit counted on `key` in its current window. */
  async unhit(key: string) {
    await this.db.execute(sql`UPDATE rate_limits SET count = GREATEST(count - 1, 0) WHERE key = ${key} AND reset_at > now()`);
  }

  /** Forgets a key (a successful login clears its failures). */
  async reset(key: string) {
    await this.db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
  }

  /** Deletes the counters whose window has ended (an expired row counts as none); how many. */
  async purgeExpired(): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await this.db.execute(sql`WITH gone AS (DELETE FROM rate_limits WHERE reset_at <= now() RETURNING 1) SELECT count(*)::int AS n FROM gone`),
    );
    return Number(row?.n ?? 0);
  }
}
