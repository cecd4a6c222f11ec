import type { ContentList } from '@ecole/shared/schemas/content';
import type { Db } from '../../db/client';
import { listContent } from './repository';

/** Site texts and settings, by section then order then key (public-site.md section 3). */
export async function publicContent(db: Db): Promise<ContentList> {
  return { content: await listContent(db) };
}
