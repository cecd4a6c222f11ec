import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { TARIFF_SITE_KEY, shortSiteName, tariffSheetKeys, tariffTabLabels } from './tariff-sites';

describe('tariffSheetKeys', () => {
  it("names each sheet by its place, a second sheet of a place with its rank, a place without letters by the sheet's id", () => {
    const keys = tariffSheetKeys([
      { id: 1, site: 'Site de Cocody' },
      { id: 2, site: 'Site du Plateau' },
      { id: 3, site: "Campus d'Abobo-Gare" },
      { id: 4, site: 'Site du Plateau' },
      { id: 5, site: 'Yopougon' },
      { id: 6, site: '—' },
    ]);
    expect(keys).toEqual(['cocody', 'plateau', 'abobo-gare', 'plateau-2', 'yopougon', '6']);
    for (const key of keys) expect(key).toMatch(TARIFF_SITE_KEY);
    expect(shortSiteName('Site de la Riviera')).toBe('Riviera');
    expect(paths.tarifs.href('plateau-2')).toBe('/tarifs?site=plateau-2');
    expect(paths.tarifs.href()).toBe('/tarifs');
  });
});

describe('tariffTabLabels', () => {
  it('names a tab by its place, and by its programme too where two sheets share the place', () => {
    const sheets = [
      { site: 'Site de Cocody', programName: 'BTS Finance' },
      { site: 'Site de Marcory', programName: 'BTS Finance' },
      { site: 'Site de Cocody', programName: 'Licence 1 - Finance' },
    ];
    expect(tariffTabLabels(sheets)).toEqual(['Site de Cocody – BTS Finance', 'Site de Marcory', 'Site de Cocody – Licence 1 - Finance']);
    expect(new Set(tariffTabLabels(sheets)).size).toBe(3);
    expect(tariffTabLabels([{ site: 'Site du Plateau', programName: 'BTS' }])).toEqual(['Site du Plateau']);
  });
});
