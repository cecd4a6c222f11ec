import { Hono } from 'hono';
import { messages } from '@ecole/shared/messages';
import { chatRequestSchema } from '@ecole/shared/schemas/chat';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../http/client-ip';
import { jsonError } from '../../http/errors';
import { requireJson } from '../../http/require-json';
import { validate } from '../../http/validate';
import { askAssistant, ChatAssistant } from './service';

/** POST /api/chat (public-site.md section 7). */
export const chatRoutes = (deps: AppDeps, assistant = new ChatAssistant(deps)) =>
  new Hono().post('/', requireJson, validate('json', chatRequestSchema), async (c) => {
    const outcome = await askAssistant(deps, assistant, c.req.valid('json'), clientIp(c, deps.env.trustProxy));
    c.header('Cache-Control', 'no-store');
    if (!outcome.sent) {
      c.header('Retry-After', String(outcome.retryAfterSec));
      return jsonError(c, 429, messages.chat.rateLimited);
    }
    return c.json({ success: true as const, response: outcome.response });
  });
