import { idParamSchema } from '@ecole/shared/schemas/common';

/** Largest value of the integer identity columns (PostgreSQL int4). */
const MAX_ID = 2_147_483_647;

/**
 * A path id as a number, or null when it cannot name a row. Handing an out-of-range or
 * non-numeric value to PostgreSQL would fail the query, turning a plain 404 into a 500.
 */
export function parseId(param: string | undefined): number | null {
  if (!param || !idParamSchema.safeParse(param).success) return null;
  const id = Number(param);
  return id <= MAX_ID ? id : null;
}
