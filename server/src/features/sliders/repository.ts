import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sliders } from '../../db/schema';

/** Columns the public API names (public-site.md section 3). */
const publicColumns = {
  id: sliders.id,
  title: sliders.title,
  subtitle: sliders.subtitle,
  description: sliders.description,
  imageUrl: sliders.imageUrl,
  button1Text: sliders.button1Text,
  button1Link: sliders.button1Link,
  button2Text: sliders.button2Text,
  button2Link: sliders.button2Link,
  isActive: sliders.isActive,
  order: sliders.order,
};

export function listActiveSliders(db: Db) {
  return db.select(publicColumns).from(sliders).where(eq(sliders.isActive, true)).orderBy(asc(sliders.order), asc(sliders.id));
}
