import { z } from 'zod';
import { idSchema } from './common';

export const sliderSchema = z.object({
  id: idSchema,
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  button1Text: z.string().nullable(),
  button1Link: z.string().nullable(),
  button2Text: z.string().nullable(),
  button2Link: z.string().nullable(),
  isActive: z.boolean(),
  order: z.number().int(),
});
export type Slider = z.infer<typeof sliderSchema>;
export const sliderListSchema = z.object({ sliders: z.array(sliderSchema) });
export type SliderList = z.infer<typeof sliderListSchema>;
