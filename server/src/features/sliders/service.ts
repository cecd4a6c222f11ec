import type { SliderList } from '@ecole/shared/schemas/sliders';
import type { Db } from '../../db/client';
import { listActiveSliders } from './repository';

/** Active sliders, by order ascending (public-site.md section 4). */
export async function publicSliders(db: Db): Promise<SliderList> {
  return { sliders: await listActiveSliders(db) };
}
