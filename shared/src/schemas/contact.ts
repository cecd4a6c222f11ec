import { z } from 'zod';
import { messages } from '../messages';
import { noControl } from './common';
import { RANDOM_ID_PATTERN } from '../random-id';
import { CONTACT_SUBJECTS, CONTACT_PROGRAMS, CONTACT_HONEYPOT_FIELD } from '../constants';
export { CONTACT_SUBJECTS, CONTACT_PROGRAMS, CONTACT_HONEYPOT_FIELD } from '../constants';

const m = messages.contact;
/** A phone number as people write it: digits, spaces, + ( ) . - (also the site's own numbers, schemas/content.ts). */
export const PHONE_PATTERN = /^[+0-9 ().-]{6,40}$/;
const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong).refine(noControl, messages.generic.invalidCharacters);
/** Optional select value: absent, empty or one of the listed options. */
const optionalChoice = (options: readonly string[], message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(200, message)
    .refine((v) => v === '' || options.includes(v), message)
    .optional()
    .transform((v) => (v ? v : null));

export const contactInputSchema = z.object({
  name: required(m.nameRequired, 120, m.nameTooLong),
  email: required(m.emailRequired, 254, m.emailInvalid).pipe(z.email(m.emailInvalid)),
  phone: required(m.phoneRequired, 40, m.phoneInvalid).regex(PHONE_PATTERN, m.phoneInvalid),
  subject: optionalChoice(CONTACT_SUBJECTS, m.subjectInvalid),
  program: optionalChoice(CONTACT_PROGRAMS, m.programInvalid),
  message: required(m.messageRequired, 5000, m.messageTooLong),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500, messages.generic.invalidPayload).optional(),
  /**
   * Chosen by the form for one message (random, 128 bits): sent again after a lost or stalled
   * answer, it is stored once. The form posted without JavaScript has none.
   */
  submissionId: z.string({ error: m.submissionIdInvalid }).regex(RANDOM_ID_PATTERN, m.submissionIdInvalid).optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactData = z.output<typeof contactInputSchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string() });

// Administration: the inbox of contact messages (newest first, unread marked).
export const contactRecordSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string().nullable(),
  program: z.string().nullable(),
  message: z.string(),
  isRead: z.boolean(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});
export type ContactRecord = z.infer<typeof contactRecordSchema>;
export const contactListSchema = z.object({ contacts: z.array(contactRecordSchema), unread: z.number().int() });
export const contactReadUpdateSchema = z.object({ isRead: z.boolean({ error: 'Valeur invalide (oui ou non attendu).' }) });
