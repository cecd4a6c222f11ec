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

// Administration: every slider, active or not, in the public order.
export type NewSlider = typeof sliders.$inferInsert;

export function listAllSliders(db: Db) {
  return db.select(publicColumns).from(sliders).orderBy(asc(sliders.order), asc(sliders.id));
}

export async function findSlider(db: Db, id: number) {
  const [row] = await db.select(publicColumns).from(sliders).where(eq(sliders.id, id)).limit(1);
  return row ?? null;
}

export async function insertSlider(db: Db, values: NewSlider) {
  const [row] = await db.insert(sliders).values(values).returning(publicColumns);
  return row;
}

export async function updateSliderRow(db: Db, id: number, values: Partial<NewSlider>) {
  const [row] = await db.update(sliders).set(values).where(eq(sliders.id, id)).returning(publicColumns);
  return row ?? null;
}

export async function deleteSliderRow(db: Db, id: number) {
  const [row] = await db.delete(sliders).where(eq(sliders.id, id)).returning(publicColumns);
  return row ?? null;
}
