import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { chatSessions, chatTranscript } from './service';

/** /api/chat-sessions: read-only chat transcripts; behind adminGuard (ADMIN_PREFIXES). */
export const chatTranscriptRoutes = ({ db }: AppDeps) =>
  new Hono()
    .get('/', async (c) => c.json(await chatSessions(db)))
    .get('/:sessionId', async (c) => c.json(await chatTranscript(db, c.req.param('sessionId'))));
