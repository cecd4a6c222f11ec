// The contact form sent without JavaScript (a phone browser in data-saving mode, a script
// that failed to load): the same form posts here, through the same schema, rate limit and
// storage as POST /api/contact, and gets a plain French page saying what happened (once
// stored, by way of a redirect: CONTACT_SENT_PATH). Without
// this the browser sent the form as a GET, putting the visitor's name, e-mail and phone in
// the address, and nothing was sent.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { issueFields } from '@ecole/shared/issues';
import { messages } from '@ecole/shared/messages';
import { contactInputFrom, missingContactFields } from '@ecole/shared/contact-form';
import { paths } from '@ecole/shared/paths';
import { contactInputSchema } from '@ecole/shared/schemas/contact';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../http/client-ip';
import { isSameOriginRequest } from '../auth/guards';
import { plainPage, UNAVAILABLE_PAGE_CSP } from '../../ssr/unavailable-page';
import { submitContact } from './service';

const m = messages.contact;
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const back = { href: `${paths.contact.href()}#formulaire-titre`, text: 'Revenir au formulaire de contact' };
/**
 * Where a stored message sends the browser (303, then GET): the page it shows can be reloaded
 * or reached again with Back without the browser offering to post the form a second time, and
 * a second copy of the message in the inbox.
 */
export const CONTACT_SENT_PATH = `${paths.contact.href()}/envoye`;
// Going back (rather than following the link) gives the form back as it was typed.
const KEEP_TEXT = "Le bouton Retour de votre navigateur vous rend le formulaire tel que vous l'aviez rempli.";

const answer = (c: Context, status: 200 | 400 | 403 | 413 | 415 | 429, title: string, paragraphs: string[]) =>
  c.html(plainPage({ title, paragraphs, link: status === 200 ? { href: '/', text: "Revenir à l'accueil" } : back }), status, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': UNAVAILABLE_PAGE_CSP,
  });

export const contactFormRoutes = (deps: AppDeps) =>
  new Hono().get(CONTACT_SENT_PATH, (c) => answer(c, 200, m.sentTitle, [m.sentDescription])).post(
    paths.contact.href(),
    bodyLimit({ maxSize: 100 * 1024, onError: (c) => answer(c, 413, m.failedTitle, [messages.generic.payloadTooLarge]) }),
    async (c) => {
      // A form is the one kind of cross-site write a browser sends without asking: another
      // site could otherwise post messages in its visitors' names.
      if (!isSameOriginRequest(c, deps)) return answer(c, 403, m.failedTitle, [m.failedDescription]);
      if (!FORM_TYPE.test(c.req.header('content-type') ?? '')) return answer(c, 415, m.failedTitle, [m.failedDescription]);
      let body: Awaited<ReturnType<typeof c.req.parseBody>>;
      try {
        body = await c.req.parseBody();
      } catch {
        // A multipart body without its boundary, or cut off before its end: the form did not
        // arrive whole. Its visitor gets this page, not the API's JSON error of a 500.
        return answer(c, 400, m.failedTitle, [m.failedDescription, KEEP_TEXT]);
      }
      const input = contactInputFrom((name) => body[name]);
      // The same notice as the form with JavaScript gives (public-site.md sections 5 and 8).
      const missing = missingContactFields(input);
      if (missing.length > 0) return answer(c, 400, m.missingTitle, [m.missingDescription, ...missing.map((f) => f.message), KEEP_TEXT]);
      const parsed = contactInputSchema.safeParse(input);
      if (!parsed.success) {
        const fields = issueFields(parsed.error.issues, (path) => String(path[0] ?? ''));
        return answer(c, 400, m.failedTitle, [m.invalidDescription, ...new Set(Object.values(fields)), KEEP_TEXT]);
      }
      const outcome = await submitContact(deps, parsed.data, clientIp(c, deps.env.trustProxy));
      if (!outcome.sent) {
        c.header('Retry-After', String(outcome.retryAfterSec));
        return answer(c, 429, m.failedTitle, [m.rateLimited, KEEP_TEXT]);
      }
      c.header('Cache-Control', 'no-store');
      return c.redirect(CONTACT_SENT_PATH, 303);
    },
  );
