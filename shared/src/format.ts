// The only way to format dates, times and amounts for people (DECISIONS: French long
// format, Africa/Abidjan time zone; amounts with thousands separators and "F CFA").
// Written without Intl on purpose: Abidjan is UTC+0 all year (no daylight saving), so UTC
// fields are Abidjan's, and a browser's first Intl.DateTimeFormat loads locale and time-zone
// data for 20-30 ms (about 100 ms on a mid-range phone) in the middle of every page's start.
// format.test.ts checks these against Intl's fr-FR output.
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

const twoDigits = (n: number) => String(n).padStart(2, '0');

function validDate(value: Date): Date {
  if (Number.isNaN(value.getTime())) throw new RangeError('Invalid time value');
  return value;
}

/** A calendar date (YYYY-MM-DD) or an ISO timestamp; null when it cannot be read. */
export function parseDate(value: string | Date | null | undefined): Date | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // A bare calendar date is a day in Abidjan (UTC+0), not a local midnight elsewhere.
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "15 mars 2025"; the raw text when it is not a date; '' when empty. */
export function formatDateLong(value: string | Date | null | undefined): string {
  const d = parseDate(value);
  if (d) return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  return typeof value === 'string' ? value : '';
}

/** "14:05" */
export function formatTime(value: Date | string | number): string {
  const d = validDate(new Date(value));
  return `${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())}`;
}

/** "85 000", rounded to a whole number (halves away from zero), a plain space between thousands. */
export function formatNumber(n: number): string {
  const whole = Math.round(Math.abs(n));
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`;
}

/** "85 000 F CFA" */
export function formatAmount(n: number): string {
  return `${formatNumber(n)} F CFA`;
}

/** Today's calendar date in Abidjan, YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * "1 élément" / "3 éléments": French plural rule (0 and 1 are singular). With `none`, zero
 * reads as it ("aucun média", "aucune vidéo") rather than "0 média".
 */
export function plural(n: number, singular: string, pluralForm = `${singular}s`, none?: string): string {
  if (n === 0 && none !== undefined) return none;
  return `${n} ${Math.abs(n) < 2 ? singular : pluralForm}`;
}

/**
 * "de" before a word or a name, elided before a vowel sound: "Message d'Aya", "d'Yves",
 * "d'Hélène", but "de Koffi", "de Yannick" (a y before a vowel is a consonant). An h is
 * taken as mute: the helper is for people's names, where an aspirated h is rare and cannot be
 * told from the spelling anyway.
 */
export function de(word: string): string {
  const w = word.trim();
  const plain = w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const a = plain.charAt(0);
  const b = plain.charAt(1);
  const vowel = (c: string) => c !== '' && 'aeiou'.includes(c);
  const elide = vowel(a) || (a === 'y' && !vowel(b)) || (a === 'h' && vowel(b));
  return elide ? `d'${w}` : `de ${w}`;
}

// French sets a space before ? ! : ; » and after «; typed as an ordinary space, the sign can
// wrap alone onto the next line ("Pourquoi Nous Choisir" / "?"). A no-break space keeps it
// with its word. Display only: stored texts are never passed through it. A URL, an e-mail
// address or a phone number has no space before these signs, so a link or a number read
// through it comes back unchanged; so does the tag syntax of the news article's sanitised HTML
// (the allow-list keeps no style or script), whose text and alt texts it spaces when shown.
const SPACE_BEFORE = /[ \t]+(?=[?!:;»])/g;
const SPACE_AFTER = /«[ \t]+/g;

/** "Pourquoi Nous Choisir ?" with a no-break space (U+00A0) before "?"; idempotent. */
export function frenchSpacing(text: string): string {
  return text.replace(SPACE_BEFORE, '\u00a0').replace(SPACE_AFTER, '«\u00a0');
}

// An account number is read and copied as one: "Compte n° 00000 00000000011 00" broke at a
// 360 px width between its groups, the last "00" alone on the next line, where a parent could
// copy the number without it. Groups that hold a digit (and capitals only: an IBAN's "CI93
// CI00 0101") are joined by no-break spaces, and "n°" stays with the number; a number longer
// than the line still breaks where it must (the page's overflow-wrap), never past the screen.
const BETWEEN_NUMBER_GROUPS = /(?<=(?:^|[\s(])[A-Z\d]*\d[A-Z\d]*)[ \t]+(?=[A-Z\d]*\d[A-Z\d]*(?:$|[\s).,;]))/gm;
const AFTER_NUMERO = /(?<=\b[nN]°)[ \t]+(?=[A-Z\d])/g;

/** "Compte n° 00000 00000000011 00" with no-break spaces in the number and after "n°"; display only, idempotent. */
export function unbrokenNumbers(text: string): string {
  return text.replace(BETWEEN_NUMBER_GROUPS, '\u00a0').replace(AFTER_NUMERO, '\u00a0');
}
