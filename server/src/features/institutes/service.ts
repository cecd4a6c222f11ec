import type { Institute } from '@ecole/shared/schemas/institutes';
import type { Db } from '../../db/client';
import { listActiveInstitutes } from './repository';

/** Active institutes by order ascending (public-site.md section 2, Home, item 3). */
export async function publicInstitutes(db: Db): Promise<{ institutes: Institute[] }> {
  return { institutes: await listActiveInstitutes(db) };
}
