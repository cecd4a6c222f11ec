import { z } from 'zod';
import { idSchema } from './common';
import { TARIFF_DEFAULTS } from '../constants';
export { TARIFF_DEFAULTS } from '../constants';

export const uniformCostsSchema = z.object({
  tissu: z.string().optional(),
  cravate: z.string().optional(),
  blouse: z.string().optional(),
});
export type UniformCosts = z.infer<typeof uniformCostsSchema>;

export const tariffSchema = z.object({
  id: idSchema,
  site: z.string(),
  location: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  accountInfo: z.string().nullable(),
  programName: z.string(),
  programDuration: z.string(),
  inscriptionFee: z.number().int(),
  fraisAnnexes: z.number().int(),
  totalFee: z.number().int(),
  firstPayment: z.number().int(),
  secondPayment: z.number().int(),
  thirdPayment: z.number().int(),
  description: z.string().nullable(),
  requiredDocuments: z.array(z.string()),
  uniformCosts: uniformCostsSchema,
  supplies: z.array(z.string()),
});
export type Tariff = z.infer<typeof tariffSchema>;
export const tariffListSchema = z.object({ tariffs: z.array(tariffSchema) });

