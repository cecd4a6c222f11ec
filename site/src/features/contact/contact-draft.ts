// What the visitor typed in the contact form, kept for the browser tab's session (decision
// 046): the chat invites checking a fee in the middle of a message, and its "Nos Tarifs" link,
// a footer link or a reload unmounted the form and lost it all. In sessionStorage, on this
// device only, sent nowhere; gone when the tab is closed, and forgotten once the message is sent.
import { draftStore } from '../../components/drafts';

const drafts = draftStore('sessionStorage', 'ecole-contact:');
const KEY = 'brouillon';

type Fields = HTMLFormControlsCollection;

const control = (fields: Fields, name: string) => {
  const el = fields.namedItem(name);
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement ? el : null;
};

/** Keeps the fields as they are now; none filled in, nothing is kept. Written at each change: a link may be followed right after. */
export function keepTyping(form: HTMLFormElement, names: readonly string[]) {
  const values = Object.fromEntries(names.map((n) => [n, control(form.elements, n)?.value ?? '']));
  if (Object.values(values).every((v) => !v.trim())) drafts.remove(KEY);
  else drafts.write(KEY, { values, base: '', savedAt: Date.now() });
}

/**
 * Puts the kept typing back, field by field, into the fields still empty: once the page is
 * hydrated (React drew the server's empty form first, so nothing mismatches), and never over
 * what the visitor typed meanwhile or the browser restored itself. A choice no longer among a
 * list's options is left out.
 */
export function restoreTyping(form: HTMLFormElement, names: readonly string[]) {
  const values = drafts.read<Record<string, unknown>>(KEY)?.values ?? {};
  for (const name of names) {
    const el = control(form.elements, name);
    const value = values[name];
    if (!el || el.value !== '' || typeof value !== 'string' || !value) continue;
    if (el instanceof HTMLSelectElement && !Array.from(el.options).some((o) => o.value === value)) continue;
    el.value = value;
  }
}

/** The message is sent: its typing goes. */
export function forgetTyping() {
  drafts.remove(KEY);
}
