import { Hono } from 'hono';
import { messages } from '@ecole/shared/messages';
import { contactInputSchema } from '@ecole/shared/schemas/contact';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../http/client-ip';
import { jsonError } from '../../http/errors';
import { requireJson } from '../../http/require-json';
import { validate } from '../../http/validate';
import { submitContact } from './service';

export const contactRoutes = (deps: AppDeps) =>
  new Hono().post('/', requireJson, validate('json', contactInputSchema), async (c) => {
    const outcome = await submitContact(deps, c.req.valid('json'), clientIp(c, deps.env.trustProxy));
    if (!outcome.sent) {
      c.header('Retry-After', String(outcome.retryAfterSec));
      return jsonError(c, 429, messages.contact.rateLimited);
    }
    return c.json({ success: true as const, message: messages.contact.sentTitle }, 201);
  });
