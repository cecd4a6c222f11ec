import { z } from 'zod';
import { idSchema } from './common';

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

/** Default values of the tariff form (admin-back-office.md sections 5 and 9). */
export const TARIFF_DEFAULTS = {
  programName: 'BTS - Orientés 1ère Année',
  programDuration: '2 ans',
  inscriptionFee: 85000,
  fraisAnnexes: 140000,
  totalFee: 225000,
  firstPayment: 85000,
  secondPayment: 85000,
  thirdPayment: 55000,
  requiredDocuments: [
    "2 extraits d'acte de naissance",
    'Copie du dernier bulletin de notes',
    "4 photos d'identité",
    "2 copies légalisées de l'attestation du BAC",
    "Copie de la carte nationale d'identité",
  ],
  supplies: ['1 paquet de marqueurs', '1 rame de papier', '1 chemise cartonnée (nouveaux étudiants)'],
} as const;
