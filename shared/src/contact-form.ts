// The contact form's fields as POST /api/contact takes them, read the same way from the form
// in the browser (FormData) and from the form posted without JavaScript (POST /contact).
// No zod here: this runs in the visitor's bundle.
import { CONTACT_HONEYPOT_FIELD } from './constants';
import { messages } from './messages';
import type { ContactInput } from './schemas/contact';

const m = messages.contact;
const REQUIRED = [
  { field: 'name', message: m.nameRequired },
  { field: 'email', message: m.emailRequired },
  { field: 'phone', message: m.phoneRequired },
  { field: 'message', message: m.messageRequired },
] as const;

/**
 * The required fields left empty (after trimming), in the form's order: the spec's
 * "Champs requis manquants" notice, before any other check, with or without JavaScript.
 */
export function missingContactFields(input: ContactInput) {
  return REQUIRED.filter(({ field }) => !input[field]);
}

export function contactInputFrom(read: (name: string) => unknown): ContactInput {
  const raw = (name: string) => {
    const v = read(name);
    return typeof v === 'string' ? v : '';
  };
  const text = (name: string) => raw(name).trim();
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    subject: text('subject'),
    program: text('program'),
    message: text('message'),
    // Kept as sent: any content, spaces included, marks a robot.
    [CONTACT_HONEYPOT_FIELD]: raw(CONTACT_HONEYPOT_FIELD),
  };
}
