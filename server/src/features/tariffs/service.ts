import type { Tariff, UniformCosts } from '@ecole/shared/schemas/tariffs';
import type { Db } from '../../db/client';
import { listActiveTariffs, type TariffRow } from './repository';

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

const toPublic = (row: TariffRow): Tariff => ({
  ...row,
  requiredDocuments: textList(row.requiredDocuments),
  uniformCosts: uniformCosts(row.uniformCosts),
  supplies: textList(row.supplies),
});

/** One tariff sheet per site, in the administrator's order (the first is the default tab). */
export async function publicTariffs(db: Db): Promise<{ tariffs: Tariff[] }> {
  return { tariffs: (await listActiveTariffs(db)).map(toPublic) };
}
