import { describe, expect, it } from 'vitest';
import { TARIFF_DEFAULTS } from '@ecole/shared/schemas/tariffs';
import { amountMismatches, type TariffAmounts } from './amounts';

const AMOUNTS = ['inscriptionFee', 'fraisAnnexes', 'totalFee', 'firstPayment', 'secondPayment', 'thirdPayment'] as const;
/** The spec's default amounts, as the form holds them (text). */
const defaults = Object.fromEntries(AMOUNTS.map((k) => [k, String(TARIFF_DEFAULTS[k])])) as TariffAmounts;

describe('amountMismatches', () => {
  it('says nothing of the spec defaults, nor of amounts typed with grouped thousands', () => {
    expect(amountMismatches(defaults)).toEqual([]);
    expect(amountMismatches({ ...defaults, inscriptionFee: '85 000', fraisAnnexes: '140.000', totalFee: '225000' })).toEqual([]);
  });

  it('names each sum that differs from the total, in French with F CFA', () => {
    expect(amountMismatches({ ...defaults, totalFee: '230000' })).toEqual([
      "Frais d'inscription + frais annexes = 225 000 F CFA, mais le total indiqué est 230 000 F CFA.",
      'Les trois versements font 225 000 F CFA, mais le total indiqué est 230 000 F CFA.',
    ]);
    expect(amountMismatches({ ...defaults, thirdPayment: '50000' })).toEqual(['Les trois versements font 220 000 F CFA, mais le total indiqué est 225 000 F CFA.']);
  });

  it('leaves an amount the schema refuses to its own message; empty is 0', () => {
    expect(amountMismatches({ ...defaults, totalFee: '85,5' })).toEqual([]);
    expect(amountMismatches({ ...defaults, fraisAnnexes: '' })).toEqual(["Frais d'inscription + frais annexes = 85 000 F CFA, mais le total indiqué est 225 000 F CFA."]);
  });
});
