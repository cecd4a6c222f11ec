import { z } from 'zod';
import { idSchema } from './common';
import { amount, flag, optionalText, order, partialUpdate, requiredText, textList } from './admin-fields';

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


// Administration.
export const adminTariffSchema = tariffSchema.extend({ isActive: z.boolean(), order: z.number().int() });
export type AdminTariff = z.infer<typeof adminTariffSchema>;
const tariffFields = z.object({
  site: requiredText('Le nom du site est requis', 120),
  location: optionalText(300),
  phone: optionalText(60),
  email: z
    .string()
    .trim()
    .max(254, "L'adresse e-mail n'est pas valide.")
    .refine((v) => v === '' || z.email().safeParse(v).success, "L'adresse e-mail n'est pas valide.")
    .nullish()
    .transform((v) => (v ? v : null)),
  accountInfo: optionalText(1000),
  programName: requiredText('Le programme est requis', 200),
  programDuration: optionalText(40),
  inscriptionFee: amount,
  fraisAnnexes: amount,
  totalFee: amount,
  firstPayment: amount,
  secondPayment: amount,
  thirdPayment: amount,
  requiredDocuments: textList(),
  uniformCosts: z
    .object({ tissu: optionalText(100), cravate: optionalText(100), blouse: optionalText(100) }, { error: "Coûts de l'uniforme invalides." })
    .transform((u) => Object.fromEntries(Object.entries(u).filter(([, v]) => v)) as UniformCosts),
  supplies: textList(),
  description: optionalText(3000),
  isActive: flag,
  order,
});
export const tariffCreateSchema = tariffFields.partial({
  location: true, phone: true, email: true, accountInfo: true, programDuration: true, requiredDocuments: true,
  uniformCosts: true, supplies: true, description: true, isActive: true, order: true,
});
export const tariffUpdateSchema = partialUpdate(tariffFields);
export type TariffCreate = z.input<typeof tariffCreateSchema>;
