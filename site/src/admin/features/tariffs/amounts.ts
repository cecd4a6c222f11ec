import { formatAmount } from '@ecole/shared/format';
import { amount } from '@ecole/shared/schemas/admin-fields';

export type TariffAmounts = Record<'inscriptionFee' | 'fraisAnnexes' | 'totalFee' | 'firstPayment' | 'secondPayment' | 'thirdPayment', string>;

/** An amount as the form holds it, read as the schema will (empty is 0); null when refused. */
function readAmount(text: string): number | null {
  if (text.trim() === '') return 0;
  const r = amount.safeParse(text);
  return r.success ? r.data : null;
}

/**
 * Amounts that do not add up, each said in a sentence. The spec asks nothing of them, but
 * they are published on /tarifs and quoted by the assistant as typed: a slip would reach
 * visitors unseen (review of 2026-11-26, decision 019). Amounts the schema refuses are left to it.
 */
export function amountMismatches(v: TariffAmounts): string[] {
  const total = readAmount(v.totalFee);
  const [inscription, annexes, first, second, third] = [v.inscriptionFee, v.fraisAnnexes, v.firstPayment, v.secondPayment, v.thirdPayment].map(readAmount);
  const out: string[] = [];
  if (total === null) return out;
  if (inscription !== null && annexes !== null && inscription + annexes !== total) {
    out.push(`Frais d'inscription + frais annexes = ${formatAmount(inscription + annexes)}, mais le total indiqué est ${formatAmount(total)}.`);
  }
  if (first !== null && second !== null && third !== null && first + second + third !== total) {
    out.push(`Les trois versements font ${formatAmount(first + second + third)}, mais le total indiqué est ${formatAmount(total)}.`);
  }
  return out;
}
