import { z } from 'zod';
import { idSchema } from './common';
import { flag, optionalLink, optionalMediaUrl, optionalText, orderMin1, partialUpdate, requiredText } from './admin-fields';

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

// Administration (admin-back-office.md sections 3, 5, 7).
const sliderFields = z.object({
  title: requiredText('Le titre est requis'),
  subtitle: optionalText(300),
  description: optionalText(1000),
  imageUrl: optionalMediaUrl,
  button1Text: optionalText(60),
  button1Link: optionalLink,
  button2Text: optionalText(60),
  button2Link: optionalLink,
  order: orderMin1,
  isActive: flag,
});
export const sliderCreateSchema = sliderFields.partial({ subtitle: true, description: true, imageUrl: true, button1Text: true, button1Link: true, button2Text: true, button2Link: true, order: true, isActive: true });
export const sliderUpdateSchema = partialUpdate(sliderFields);
export type SliderCreate = z.input<typeof sliderCreateSchema>;
export type SliderUpdate = z.input<typeof sliderUpdateSchema>;
export const adminSliderListSchema = z.object({ sliders: z.array(sliderSchema) });
