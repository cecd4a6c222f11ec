import { adminMessages } from '@ecole/shared/admin-messages';
import type { Slider, SliderList, sliderCreateSchema, sliderUpdateSchema } from '@ecole/shared/schemas/sliders';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/params';
import { removeUnreferenced, touchedUrls } from '../../media/references';
import { deleteSliderRow, findSlider, insertSlider, listActiveSliders, listAllSliders, updateSliderRow } from './repository';

type Deps = Pick<AppDeps, 'db' | 'media' | 'logger' | 'env'>;

/** Active sliders, by order ascending (public-site.md section 4). */
export async function publicSliders(db: Db): Promise<SliderList> {
  return { sliders: await listActiveSliders(db) };
}

// Administration (admin-back-office.md section 7, Sliders).

const sliderId = (param: string) => {
  const id = parseId(param);
  if (id === null) throw notFound(adminMessages.sliderNotFound);
  return id;
};

export async function adminSliders(db: Db): Promise<SliderList> {
  return { sliders: await listAllSliders(db) };
}

export async function createSlider(db: Db, input: z.output<typeof sliderCreateSchema>, adminId: number): Promise<Slider> {
  return insertSlider(db, { ...input, createdBy: adminId });
}

export async function updateSlider(deps: Deps, idParam: string, input: z.output<typeof sliderUpdateSchema>): Promise<Slider> {
  const id = sliderId(idParam);
  const before = await findSlider(deps.db, id);
  const after = before && (await updateSliderRow(deps.db, id, input));
  if (!before || !after) throw notFound(adminMessages.sliderNotFound);
  await removeUnreferenced(deps, touchedUrls([before.imageUrl], [after.imageUrl]));
  return after;
}

export async function deleteSlider(deps: Deps, idParam: string): Promise<void> {
  const row = await deleteSliderRow(deps.db, sliderId(idParam));
  if (!row) throw notFound(adminMessages.sliderNotFound);
  await removeUnreferenced(deps, [row.imageUrl]);
}
