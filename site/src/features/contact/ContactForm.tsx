// Contact form (public-site.md sections 5 and 8). Required: name, e-mail, phone, message,
// checked after trimming before anything is sent. The server validates again; its French
// field messages (400) are shown under the fields they concern. What is typed is kept for the
// tab's session and put back when the visitor returns (contact-draft.ts, decision 049).
import { Send } from '../../components/icons';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiRequestError } from '@ecole/shared/api';
import { CONTACT_HONEYPOT_FIELD, CONTACT_PROGRAMS, CONTACT_SUBJECTS } from '@ecole/shared/constants';
import { contactInputFrom, missingContactFields } from '@ecole/shared/contact-form';
import { messages } from '@ecole/shared/messages';
import { paths } from '@ecole/shared/paths';
import { SendIds } from '@ecole/shared/random-id';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { preloadToast, useToast } from '../../components/ui/toast';
import { useSendContact } from './api';
import { forgetTyping, keepTyping, restoreTyping } from './contact-draft';

const m = messages.contact;
type Field = 'name' | 'email' | 'phone' | 'subject' | 'program' | 'message';
const FIELDS: Field[] = ['name', 'email', 'phone', 'subject', 'program', 'message'];
type Errors = Partial<Record<Field, string>>;

/** Field messages of a 400 answer: `{ success: false, error, fields: { email: "…" } }`. */
function serverFieldErrors(error: unknown): Errors {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  const fields = error.fieldMessages;
  const out: Errors = {};
  for (const f of FIELDS) if (fields[f]) out[f] = fields[f];
  return out;
}

const inputClass =
  'block w-full scroll-mt-8 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-navy-700 focus:outline-2 focus:outline-offset-0 focus:outline-gold-500 aria-[invalid=true]:border-red-700';

/**
 * Focuses the field to correct and brings it to the middle of the screen. A field already on
 * screen is not scrolled by focus(): on a phone it could stay under the toast (at the top)
 * or the sticky header, with only its message showing below them.
 */
function focusField(field: Element | RadioNodeList | null | undefined) {
  if (!(field instanceof HTMLElement)) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: 'center' });
}

export function ContactForm() {
  const toast = useToast();
  const send = useSendContact();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  // A message sent again after a lost answer keeps its submissionId: stored once.
  const [sendIds] = useState(() => new SendIds());
  // An effect: after hydration, so the server's empty form is what React hydrates.
  useEffect(() => {
    if (form.current) restoreTyping(form.current, FIELDS);
  }, []);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (send.isPending) return;
    const el = e.currentTarget;
    const data = new FormData(el);
    const input = contactInputFrom((name) => data.get(name));

    const missing = missingContactFields(input);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map(({ field, message }) => [field, message])));
      setFormError('');
      toast({ title: m.missingTitle, description: m.missingDescription, variant: 'destructive' });
      focusField(el.elements.namedItem(missing[0].field));
      return;
    }

    setErrors({});
    setFormError('');
    send.mutate({ ...input, submissionId: sendIds.idFor(JSON.stringify(input)) }, {
      onSuccess: () => {
        sendIds.done();
        toast({ title: m.sentTitle, description: m.sentDescription });
        form.current?.reset();
        forgetTyping();
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        const first = FIELDS.find((f) => fieldErrors[f]);
        toast({ title: m.failedTitle, description: first ? m.invalidDescription : m.failedDescription, variant: 'destructive' });
        setErrors(fieldErrors);
        if (first) focusField(form.current?.elements.namedItem(first));
        // Too many messages from this address: say so, the generic toast does not.
        else if (error instanceof ApiRequestError && error.status === 429) setFormError(m.rateLimited);
      },
    });
  };

  // Typing in a field clears its message.
  const onInput = (e: FormEvent<HTMLFormElement>) => {
    const name = (e.target as HTMLInputElement).name as Field;
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
    keepTyping(e.currentTarget, FIELDS);
  };

  const field = (name: Field) => ({
    id: `contact-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-erreur` : undefined,
  });

  return (
    // method and action: without JavaScript the browser posts the form to the server
    // (features/contact/form-post.ts) instead of putting its fields in the address.
    <form
      ref={form}
      method="post"
      action={paths.contact.href()}
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      // The toast's code, fetched when the visitor starts on the form: a failure to send for
      // want of network must still be able to say so.
      onFocus={preloadToast}
      aria-labelledby="formulaire-titre"
      className="relative"
    >
      <p className="mb-6 text-sm text-slate-600">
        Les champs marqués d'un <span className="font-bold text-red-700">*</span> sont obligatoires.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Nom complet" htmlFor="contact-name" required error={errors.name} errorId="contact-name-erreur">
          <input {...field('name')} type="text" autoComplete="name" aria-required="true" maxLength={120} className={inputClass} />
        </FormField>
        <FormField label="Adresse e-mail" htmlFor="contact-email" required error={errors.email} errorId="contact-email-erreur">
          <input {...field('email')} type="email" autoComplete="email" inputMode="email" aria-required="true" maxLength={254} className={inputClass} />
        </FormField>
        <FormField label="Téléphone" htmlFor="contact-phone" required error={errors.phone} errorId="contact-phone-erreur">
          <input {...field('phone')} type="tel" autoComplete="tel" aria-required="true" maxLength={40} placeholder="+225 07 00 00 00 00" className={inputClass} />
        </FormField>
        <FormField label="Sujet" htmlFor="contact-subject" error={errors.subject} errorId="contact-subject-erreur">
          <select {...field('subject')} defaultValue="" className={inputClass}>
            <option value="">Choisir un sujet</option>
            {CONTACT_SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Formation souhaitée" htmlFor="contact-program" error={errors.program} errorId="contact-program-erreur" className="sm:col-span-2">
          <select {...field('program')} defaultValue="" className={inputClass}>
            <option value="">Choisir une formation</option>
            {CONTACT_PROGRAMS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Message" htmlFor="contact-message" required error={errors.message} errorId="contact-message-erreur" className="sm:col-span-2">
          <textarea {...field('message')} rows={6} aria-required="true" maxLength={5000} className={cn(inputClass, 'resize-y')} />
        </FormField>
      </div>

      {/* Honeypot: invisible and unreachable for people; a bot that fills it is ignored. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`contact-${CONTACT_HONEYPOT_FIELD}`}>Ne pas remplir ce champ</label>
        <input id={`contact-${CONTACT_HONEYPOT_FIELD}`} name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {formError && (
        <p role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {formError}
        </p>
      )}

      {/* aria-disabled, not disabled: a disabled button loses the focus, which fell to <body>
          for the whole send and after it (onSubmit ignores a second press meanwhile). */}
      <Button
        type="submit"
        variant="secondary"
        size="lg"
        aria-disabled={send.isPending || undefined}
        className="mt-6 w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:w-auto"
      >
        <Send aria-hidden="true" className="h-5 w-5" />
        {send.isPending ? m.sending : 'Envoyer le message'}
      </Button>
    </form>
  );
}

function FormField({
  label,
  htmlFor,
  required = false,
  error,
  errorId,
  className,
  children,
}: {
  label: string;
  htmlFor: string;
  required?: boolean;
  error?: string;
  errorId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-navy-900">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
