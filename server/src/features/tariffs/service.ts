import { adminMessages } from '@ecole/shared/admin-messages';
import {
  TARIFF_DEFAULTS,
  type AdminTariff,
  type Tariff,
  type tariffCreateSchema,
  type tariffUpdateSchema,
  type UniformCosts,
} from '@ecole/shared/schemas/tariffs';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/params';
import {
  deleteTariffRow,
  insertTariff,
  listActiveTariffs,
  listAllTariffs,
  updateTariffRow,
  type AdminTariffRow,
  type TariffRow,
} from './repository';

const UNIFORM_KEYS = ['tissu', 'cravate', 'blouse'] as const;

const textList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The three uniform items the tariff page shows; other keys in the stored JSON stay private. */
function uniformCosts(value: unknown): UniformCosts {
  const out: UniformCosts = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  const source = value as Record<string, unknown>;
  for (const key of UNIFORM_KEYS) {
    const v = source[key];
    if (typeof v === 'string') out[key] = v;
    else if (typeof v === 'number' && Number.isFinite(v)) out[key] = String(v);
  }
  return out;
}

const normalise = <R extends TariffRow>(row: R) => ({
  ...row,
  requiredDocuments: textList(row.requiredDocuments),
  uniformCosts: uniformCosts(row.uniformCosts),
  supplies: textList(row.supplies),
});
const toPublic = (row: TariffRow): Tariff => normalise(row);

/** One tariff sheet per site, in the administrator's order (the first is the default tab). */
export async function publicTariffs(db: Db): Promise<{ tariffs: Tariff[] }> {
  return { tariffs: (await listActiveTariffs(db)).map(toPublic) };
}

// Administration: /api/admin/tariffs (admin-back-office.md section 7, Tariffs).

const tariffId = (param: string) => {
  const id = parseId(param);
  if (id === null) throw notFound(adminMessages.tariffNotFound);
  return id;
};

const toAdmin = (row: AdminTariffRow): AdminTariff => normalise(row);

/** A cleared duration goes back to the spec's default ('2 ans'), never to null. */
function withDefaults<T extends { programDuration?: string | null }>(input: T) {
  return { ...input, programDuration: input.programDuration === null ? TARIFF_DEFAULTS.programDuration : input.programDuration };
}

export async function adminTariffs(db: Db): Promise<{ tariffs: AdminTariff[] }> {
  return { tariffs: (await listAllTariffs(db)).map(toAdmin) };
}

export async function createTariff(db: Db, input: z.output<typeof tariffCreateSchema>, adminId: number): Promise<AdminTariff> {
  return toAdmin(await insertTariff(db, { ...withDefaults(input), createdBy: adminId }));
}

export async function updateTariff(db: Db, idParam: string, input: z.output<typeof tariffUpdateSchema>): Promise<AdminTariff> {
  const row = await updateTariffRow(db, tariffId(idParam), withDefaults(input));
  if (!row) throw notFound(adminMessages.tariffNotFound);
  return toAdmin(row);
}

export async function deleteTariff(db: Db, idParam: string): Promise<void> {
  if (!(await deleteTariffRow(db, tariffId(idParam)))) throw notFound(adminMessages.tariffNotFound);
}
