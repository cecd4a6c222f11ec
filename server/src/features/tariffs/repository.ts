import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tariffs } from '../../db/schema';

const publicColumns = {
  id: tariffs.id,
  site: tariffs.site,
  location: tariffs.location,
  phone: tariffs.phone,
  email: tariffs.email,
  accountInfo: tariffs.accountInfo,
  programName: tariffs.programName,
  programDuration: tariffs.programDuration,
  inscriptionFee: tariffs.inscriptionFee,
  fraisAnnexes: tariffs.fraisAnnexes,
  totalFee: tariffs.totalFee,
  firstPayment: tariffs.firstPayment,
  secondPayment: tariffs.secondPayment,
  thirdPayment: tariffs.thirdPayment,
  description: tariffs.description,
  requiredDocuments: tariffs.requiredDocuments,
  uniformCosts: tariffs.uniformCosts,
  supplies: tariffs.supplies,
};

export type TariffRow = Awaited<ReturnType<typeof listActiveTariffs>>[number];

export function listActiveTariffs(db: Db) {
  return db.select(publicColumns).from(tariffs).where(eq(tariffs.isActive, true)).orderBy(asc(tariffs.order), asc(tariffs.id));
}

// Administration: every tariff sheet, active or not, in the public order.
const adminColumns = { ...publicColumns, isActive: tariffs.isActive, order: tariffs.order };
export type AdminTariffRow = Awaited<ReturnType<typeof listAllTariffs>>[number];
export type NewTariff = typeof tariffs.$inferInsert;

export function listAllTariffs(db: Db) {
  return db.select(adminColumns).from(tariffs).orderBy(asc(tariffs.order), asc(tariffs.id));
}

export async function insertTariff(db: Db, values: NewTariff) {
  const [row] = await db.insert(tariffs).values(values).returning(adminColumns);
  return row;
}

export async function updateTariffRow(db: Db, id: number, values: Partial<NewTariff>) {
  const [row] = await db.update(tariffs).set(values).where(eq(tariffs.id, id)).returning(adminColumns);
  return row ?? null;
}

export async function deleteTariffRow(db: Db, id: number) {
  const [row] = await db.delete(tariffs).where(eq(tariffs.id, id)).returning({ id: tariffs.id });
  return row ?? null;
}
