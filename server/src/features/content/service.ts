import { adminMessages } from '@ecole/shared/admin-messages';
import { CONTENT_TABS } from '@ecole/shared/content-keys';
import { contentValueSchema, type ContentItem, type ContentList } from '@ecole/shared/schemas/content';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { validationError } from '../../http/validate';
import { removeUnreferenced, touchedUrls } from '../../media/references';
import { findContentValue, listContent, upsertContent } from './repository';

/** Site texts and settings, by section then order then key (public-site.md section 3). */
export async function publicContent(db: Db): Promise<ContentList> {
  return { content: await listContent(db) };
}

// Administration: GET /api/admin/content and PUT /api/admin/content/{key}.

/** Where each editable key lives: the same label, type, section and order as the seed. */
const ELEMENTS = new Map(
  CONTENT_TABS.flatMap((tab) =>
    tab.sections.flatMap((section) =>
      section.elements.map((e, index) => [e.key, { title: e.label, type: e.type, section: section.id, order: index }] as const),
    ),
  ),
);

export const adminContent = publicContent;

/**
 * Saves one key of the content screen. Only the keys the site reads can be written
 * (shared/src/content-keys.ts), a link or an image only as one (trimmed); a replaced image or
 * brochure file is removed once unused.
 */
export async function saveContent(deps: Pick<AppDeps, 'db' | 'media' | 'logger' | 'env'>, key: string, sent: string, adminId: number): Promise<ContentItem> {
  const element = ELEMENTS.get(key);
  if (!element) throw notFound(adminMessages.contentKeyUnknown);
  // A link key only as a link, an image key only as a picture's address (content-keys.ts).
  const checked = contentValueSchema(key).safeParse(sent);
  if (!checked.success) throw validationError(checked.error.issues);
  const value = checked.data;
  const before = await findContentValue(deps.db, key);
  const item = await upsertContent(deps.db, { key, value, ...element, updatedBy: adminId });
  await removeUnreferenced(deps, touchedUrls([before], [value]));
  return item;
}
