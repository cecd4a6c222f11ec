/**
 * True when a query failed with this SQLSTATE. Drivers and drizzle wrap the database
 * error differently (postgres-js, PGlite, DrizzleQueryError), so the cause chain is walked.
 */
function hasSqlState(err: unknown, code: string): boolean {
  const seen = new Set<unknown>();
  let e: unknown = err;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A unique constraint refused the row (23505). */
export const isUniqueViolation = (err: unknown) => hasSqlState(err, '23505');

/** A foreign key refused the row (23503): its parent is gone. */
export const isForeignKeyViolation = (err: unknown) => hasSqlState(err, '23503');
