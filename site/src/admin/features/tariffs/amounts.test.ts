import { describe, expect, it } from 'vitest';
import { TARIFF_DEFAULTS } from '@ecole/shared/schemas/tariffs';
import { amountMismatches, type TariffAmounts } from './amounts';

const form = (n: Record<keyof TariffAmounts, number | string>): TariffAmounts =>
  Object.fromEntries(Object.entries(n).map(([k, v]) => [k, String(v)])) as TariffAmounts;

const defaults = form({
  inscriptionFee: TARIFF_DEFAULTS.inscriptionFee,
  fraisAnnexes: TARIFF_DEFAULTS.fraisAnnexes,
  totalFee: TARIFF_DEFAULTS.totalFee,
  firstPayment: TARIFF_DEFAULTS.firstPayment,
  secondPayment: TARIFF_DEFAULTS.secondPayment,
  thirdPayment: TARIFF_DEFAULTS.thirdPayment,
});

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
