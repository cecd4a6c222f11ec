// Field builders of the administration forms, shared by every entity's create/update
// schema. No `.default()` here: an update is partial, and a default would overwrite a
// stored value the administrator did not send. Defaults are the database's.
import { z } from 'zod';
import { messages } from '../messages';
import { noControl } from './common';

export const fieldMessages = {
  tooLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères.`,
  /** An invisible character pasted in (Word's Shift+Enter is U+000B): named, since it cannot be seen. */
  invalidCharacters: messages.generic.invalidCharacters,
  invalidLink: 'Le lien doit commencer par « / », « http:// », « https:// », « mailto: » ou « tel: ».',
  invalidMediaUrl: "L'adresse du fichier doit commencer par « /media/ », « http:// » ou « https:// ».",
  invalidOrder: "L'ordre doit être un nombre entier positif.",
  invalidOrderMin1: "L'ordre doit être un nombre entier supérieur ou égal à 1.",
  orderTooBig: "L'ordre ne doit pas dépasser 100 000.",
  invalidAmount: 'Le montant doit être un nombre entier positif, sans décimales (par exemple 85 000).',
  amountTooBig: 'Le montant ne doit pas dépasser 1 000 000 000 F CFA.',
  invalidDate: "La date n'est pas valide.",
  invalidBoolean: 'Valeur invalide (oui ou non attendu).',
  invalidList: 'Liste invalide.',
} as const;

/** A required text: trimmed, non-empty, bounded. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, fieldMessages.tooLong(max)).refine(noControl, fieldMessages.invalidCharacters);

/** An optional text: trimmed; empty becomes null (cleared). */
export const optionalText = (max = 2000) =>
  z
    .string({ error: fieldMessages.tooLong(max) })
    .trim()
    .max(max, fieldMessages.tooLong(max))
    .refine(noControl, fieldMessages.invalidCharacters)
    .nullish()
    .transform((v) => (v ? v : null));

// A site path never starts with "//" nor "/\\" (browsers read both as another site) and holds no backslash.
const SAFE_LINK = /^(\/(?![/\\])[^\s\\]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+0-9 ().-]+)$/i;
/** A link a visitor may follow: site path, web address, e-mail or phone. Never javascript:. */
export const optionalLink = z
  .string({ error: fieldMessages.invalidLink })
  .trim()
  .max(2000, fieldMessages.tooLong(2000))
  .refine((v) => v === '' || SAFE_LINK.test(v), fieldMessages.invalidLink)
  .nullish()
  .transform((v) => (v ? v : null));

// A stored file's address: no ".." to climb out of /media/.
const MEDIA_URL = /^(\/media\/(?!.*\.\.)[A-Za-z0-9/_.-]+|https?:\/\/[^\s"'<>]+)$/;
export const mediaUrl = (message: string = fieldMessages.invalidMediaUrl) =>
  z.string({ error: message }).trim().min(1, message).max(2000, fieldMessages.tooLong(2000)).regex(MEDIA_URL, fieldMessages.invalidMediaUrl);
export const optionalMediaUrl = z
  .string({ error: fieldMessages.invalidMediaUrl })
  .trim()
  .max(2000, fieldMessages.tooLong(2000))
  .refine((v) => v === '' || MEDIA_URL.test(v), fieldMessages.invalidMediaUrl)
  .nullish()
  .transform((v) => (v ? v : null));

// Spaces of any kind (\s takes in the no-break spaces French formatting writes).
const SPACES = /\s+/g;
// Thousands grouped by a dot or a comma, as in "100.000" or "100,000": never decimals here,
// since every number of these forms is whole (a fee of "85,5" is refused, not read as 855).
const GROUPED = /^\d{1,3}([.,]\d{3})+$/;

/** The integer a form's text means ("85 000", "85000", "85.000"), or NaN. */
function integerFromText(text: string): number {
  const compact = text.replace(SPACES, '');
  if (/^-?\d+$/.test(compact)) return Number(compact);
  if (GROUPED.test(compact)) return Number(compact.replace(/[.,]/g, ''));
  return NaN;
}

/** Integer from a number or the text the forms hold ("1", "85 000"). */
const integer = (message: string, min: number, max: number, tooBig: string) =>
  z
    .union([z.number(), z.string().trim()], { error: message })
    .transform((v) => (typeof v === 'string' ? integerFromText(v) : v))
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, tooBig));

/** The highest place in a list the forms accept (fieldMessages.orderTooBig). */
export const ORDER_MAX = 100_000;
export const order = integer(fieldMessages.invalidOrder, 0, ORDER_MAX, fieldMessages.orderTooBig);
export const orderMin1 = integer(fieldMessages.invalidOrderMin1, 1, ORDER_MAX, fieldMessages.orderTooBig);
export const amount = integer(fieldMessages.invalidAmount, 0, 1_000_000_000, fieldMessages.amountTooBig);
export const flag = z.boolean({ error: fieldMessages.invalidBoolean });

export const textList = (maxItems = 50, maxLength = 500) =>
  z
    .array(z.string({ error: fieldMessages.invalidList }).trim().max(maxLength, fieldMessages.tooLong(maxLength)).refine(noControl, fieldMessages.invalidCharacters), {
      error: fieldMessages.invalidList,
    })
    .max(maxItems, fieldMessages.invalidList)
    .transform((items) => items.filter((i) => i !== ''));

/** YYYY-MM-DD names a day that exists: not month 13 (no date at all), not 30 February (rolled over to March). */
const isCalendarDay = (ymd: string) => {
  const d = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(ymd);
};

/** A calendar date YYYY-MM-DD that exists. */
export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessages.invalidDate)
    .refine(isCalendarDay, fieldMessages.invalidDate);

// ISO 8601 only: JavaScript's Date reads much else its own way ("12/03/2027" as 3 December,
// "1" as 2001) and rolls a day the month lacks over (30 February becomes 2 March).
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)?)?$/;

/** A date sent as text ("2027-01-15" or an ISO timestamp), stored as a timestamp; empty clears it. */
export const optionalDateTime = z
  .string({ error: fieldMessages.invalidDate })
  .trim()
  .max(40, fieldMessages.invalidDate)
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const iso = ISO_DATE_TIME.exec(v);
    if (!iso || !isCalendarDay(iso[1])) {
      ctx.addIssue({ code: 'custom', message: fieldMessages.invalidDate });
      return z.NEVER;
    }
    const d = new Date(iso[2] ? v : `${v}T00:00:00Z`);
    // Years JavaScript reads but PostgreSQL cannot store (e.g. -271821) would fail the insert.
    if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1 || d.getUTCFullYear() > 9999) {
      ctx.addIssue({ code: 'custom', message: fieldMessages.invalidDate });
      return z.NEVER;
    }
    return d;
  });

/** Update schema: every field optional (isActive included), at least one present. */
export function partialUpdate<T extends z.ZodRawShape>(shape: z.ZodObject<T>) {
  return shape
    .partial()
    .refine((v) => Object.keys(v).length > 0, { message: 'Aucune modification à enregistrer.' });
}
