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
