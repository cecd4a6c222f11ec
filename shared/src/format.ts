// The only way to format dates, times and amounts for people (DECISIONS: French long
// format, Africa/Abidjan time zone; amounts with thousands separators and "F CFA").
const TIME_ZONE = 'Africa/Abidjan';

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const hourMinute = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
const thousands = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

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
  if (d) return longDate.format(d);
  return typeof value === 'string' ? value : '';
}

/** "14:05" */
export function formatTime(value: Date | string | number): string {
  return hourMinute.format(new Date(value));
}

/** "85 000" with a plain space as the thousands separator (Intl uses a narrow no-break space). */
export function formatNumber(n: number): string {
  return thousands.format(n).replace(/[\u202f\u00a0]/g, ' ');
}

/** "85 000 F CFA" */
export function formatAmount(n: number): string {
  return `${formatNumber(n)} F CFA`;
}

/** Today's calendar date in Abidjan, YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** "1 élément" / "3 éléments": French plural rule (0 and 1 are singular). */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n} ${Math.abs(n) < 2 ? singular : pluralForm}`;
}
