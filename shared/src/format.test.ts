// format.ts formats without Intl (it costs a browser tens of milliseconds at start-up): its
// output must stay exactly what Intl gives for fr-FR in Africa/Abidjan.
import { describe, expect, it } from 'vitest';
import { CONTENT_TABS } from './content-keys';
import { de, formatAmount, formatDateLong, formatNumber, formatTime, frenchSpacing, plural, unbrokenNumbers } from './format';

const TIME_ZONE = 'Africa/Abidjan';
const intlDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const intlTime = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
const intlNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const DAY = 86_400_000;

describe('format (fr-FR, Africa/Abidjan) without Intl', () => {
  it('long dates: every day of 2024-2026, at the edges of the day and as calendar dates', () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2027, 0, 1); t += DAY) {
      for (const at of [t, t + 1000, t + DAY - 1000]) {
        const d = new Date(at);
        expect(formatDateLong(d)).toBe(intlDate.format(d));
        expect(formatDateLong(d.toISOString())).toBe(intlDate.format(d));
      }
      const day = new Date(t).toISOString().slice(0, 10);
      expect(formatDateLong(day)).toBe(intlDate.format(new Date(`${day}T12:00:00Z`)));
    }
    // An offset timestamp is shown as the day it is in Abidjan.
    expect(formatDateLong('2025-03-15T23:30:00-02:00')).toBe(intlDate.format(new Date('2025-03-16T01:30:00Z')));
    expect(formatDateLong('pas une date')).toBe('pas une date');
    expect(formatDateLong(null)).toBe('');
  });

  it('times: every minute of a day, from a Date, an ISO string and a number', () => {
    for (let t = Date.UTC(2025, 5, 1); t < Date.UTC(2025, 5, 2); t += 60_000) {
      const expected = intlTime.format(new Date(t));
      expect(formatTime(new Date(t))).toBe(expected);
      expect(formatTime(new Date(t).toISOString())).toBe(expected);
      expect(formatTime(t + 59_000)).toBe(expected);
    }
    expect(() => formatTime('pas une heure')).toThrow(RangeError);
  });

  it('numbers and amounts: thousands with a plain space, rounded half away from zero', () => {
    const values = [0, -0, 1, 7, 12, 999, 1000, 1001, 9999, 85_000, 100_000, 999_999, 1_000_000, 1_234_567, 987_654_321, 12_345_678_901, 2.5, 3.5, 0.5, 0.49, 1234.5, 1499.99, -1, -0.3, -2.5, -1234.5, -85_000];
    for (let n = 1; n < 1e12; n = n * 7 + 3) values.push(n, -n, n + 0.5);
    const intl = (n: number) => intlNumber.format(n).replace(/[\u202f\u00a0]/g, ' ');
    for (const n of values) expect(formatNumber(n), String(n)).toBe(intl(n));
    expect(formatAmount(85_000)).toBe('85 000 F CFA');
  });
});

describe('frenchSpacing', () => {
  const NBSP = '\u00a0';

  it('puts a no-break space before ? ! : ; » and after «, nothing else changed', () => {
    expect(frenchSpacing('Pourquoi Nous Choisir ?')).toBe(`Pourquoi Nous Choisir${NBSP}?`);
    expect(frenchSpacing('Bonjour ! Début : 3 mars ; fin')).toBe(`Bonjour${NBSP}! Début${NBSP}: 3 mars${NBSP}; fin`);
    expect(frenchSpacing('la catégorie « Vie étudiante » ici')).toBe(`la catégorie «${NBSP}Vie étudiante${NBSP}» ici`);
    // Several spaces or a tab: one no-break space, so no break is left before the sign.
    expect(frenchSpacing('Vraiment  ?\tOui\t!')).toBe(`Vraiment${NBSP}?\tOui${NBSP}!`);
    // A sign at the start of a segment (after a link in a chat reply) keeps its space too.
    expect(frenchSpacing(' ?')).toBe(`${NBSP}?`);
  });

  it('leaves a line break, a sign without space and a text without signs alone', () => {
    expect(frenchSpacing('Question\n? Réponse')).toBe('Question\n? Réponse');
    expect(frenchSpacing('Oui! Non? 10:30;')).toBe('Oui! Non? 10:30;');
    expect(frenchSpacing('Former l’élite de demain')).toBe('Former l’élite de demain');
    expect(frenchSpacing('')).toBe('');
  });

  it('is idempotent and keeps existing no-break spaces', () => {
    const once = frenchSpacing('« Pourquoi ? » : parce que !');
    expect(once).toBe(`«${NBSP}Pourquoi${NBSP}?${NBSP}»${NBSP}: parce que${NBSP}!`);
    expect(frenchSpacing(once)).toBe(once);
    expect(frenchSpacing(`Déjà${NBSP}?`)).toBe(`Déjà${NBSP}?`);
  });

  it('returns links, addresses and phone numbers unchanged', () => {
    const values = [
      'https://campus.example.ci/connexion?retour=/cours&x=1#haut',
      'http://localhost:4000/a-propos',
      '/filieres',
      '/uploads/images/photo.webp',
      'mailto:contact@ecole.example.ci?subject=Inscription',
      'contact@ecole.example.ci',
      'tel:+2252722000000',
      '+225 27 22 00 00 00',
      '(+225) 07 00 00 00 00',
    ];
    for (const v of values) expect(frenchSpacing(v), v).toBe(v);
    // Every default of a link, image, e-mail or phone content key read through useContent's t().
    const raw = CONTENT_TABS.flatMap((tab) => tab.sections.flatMap((s) => s.elements)).filter(
      (e) => e.type === 'image' || /(_link|_url|_image|email|phone\d?)$|^social_/.test(e.key),
    );
    expect(raw.length).toBeGreaterThan(5);
    for (const e of raw) expect(frenchSpacing(e.default), e.key).toBe(e.default);
  });
});

describe('plural and de: French agreement in generated texts', () => {
  it('agrees with the number, 0 and 1 singular, and words zero when asked', () => {
    expect(plural(0, 'média')).toBe('0 média');
    expect(plural(1, 'média')).toBe('1 média');
    expect(plural(5, 'média')).toBe('5 médias');
    expect(plural(0, 'média', 'médias', 'aucun média')).toBe('aucun média');
    expect(plural(2, 'image', 'images', 'aucune image')).toBe('2 images');
    expect(plural(0, 'vidéo', 'vidéos', 'aucune vidéo')).toBe('aucune vidéo');
  });

  it('elides "de" before a vowel sound: d\'Aya, de Koffi', () => {
    expect(de('Aya Kouassi')).toBe("d'Aya Kouassi");
    expect(de('Émilie')).toBe("d'Émilie");
    expect(de('ibrahim')).toBe("d'ibrahim");
    expect(de('Hélène')).toBe("d'Hélène");
    expect(de('Yves')).toBe("d'Yves");
    expect(de('Yannick')).toBe('de Yannick');
    expect(de('Koffi')).toBe('de Koffi');
    expect(de('  Oumar ')).toBe("d'Oumar");
    expect(de('')).toBe('de ');
  });
});

describe('unbrokenNumbers', () => {
  const nb = (s: string) => s.replaceAll('~', '\u00a0');
  it('keeps an account number and its "n°" on one line, and leaves words breakable', () => {
    expect(unbrokenNumbers('Banque de la Lagune – Agence Marcory – Compte n° 00000 00000000014 00')).toBe(
      nb('Banque de la Lagune – Agence Marcory – Compte n°~00000~00000000014~00'),
    );
    expect(unbrokenNumbers('IBAN CI93 CI00 0101 0000 1234')).toBe(nb('IBAN CI93~CI00~0101~0000~1234'));
    expect(unbrokenNumbers('RIB : 12 345\nAgence du 2 rue 4')).toBe(nb('RIB : 12~345\nAgence du 2 rue 4'));
    expect(unbrokenNumbers('Ouvert le 12 mai 2026, salle 3')).toBe('Ouvert le 12 mai 2026, salle 3');
    const once = unbrokenNumbers('Compte n° 00000 00000000011 00');
    expect(unbrokenNumbers(once)).toBe(once);
  });
});
