import { Hono } from 'hono';
import { chatSessionReadUpdateSchema } from '@ecole/shared/schemas/chat-transcripts';
import type { AppDeps } from '../../app-deps';
import { requireJson } from '../../http/require-json';
import { validate } from '../../http/validate';
import { chatSessions, chatTranscript, markChatSession } from './service';

/**
 * /api/chat-sessions: the chat transcripts, read-only but for their read mark; behind
 * adminGuard (ADMIN_PREFIXES).
 */
export const chatTranscriptRoutes = ({ db }: AppDeps) =>
  new Hono()
    .get('/', async (c) => c.json(await chatSessions(db)))
    .get('/:sessionId', async (c) => c.json(await chatTranscript(db, c.req.param('sessionId'))))
    .put('/:sessionId', requireJson, validate('json', chatSessionReadUpdateSchema), async (c) =>
      c.json(await markChatSession(db, c.req.param('sessionId'), c.req.valid('json').isRead)),
    );
