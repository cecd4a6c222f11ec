import { adminMessages } from '@ecole/shared/admin-messages';
import { CHAT_SESSION_ID_PATTERN } from '@ecole/shared/schemas/chat';
import type { ChatSessionSummary, chatTranscriptSchema } from '@ecole/shared/schemas/chat-transcripts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { listExchanges, listSessions, markSessionRead } from './repository';

/** Timestamps from an aggregate arrive as Date (postgres-js) or text (PGlite); answers use ISO 8601. */
const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : '');

/** Chat transcripts grouped by session, newest activity first (DECISIONS "Administration"). */
export async function chatSessions(db: Db): Promise<{ sessions: ChatSessionSummary[] }> {
  const rows = await listSessions(db);
  return {
    sessions: rows.map((r) => ({ ...r, firstAt: iso(r.firstAt), lastAt: iso(r.lastAt), lastMessage: r.lastMessage ?? '' })),
  };
}

/** Only the widget's own id format is ever stored (shared/src/schemas/chat.ts). */
function checkSessionId(sessionId: string) {
  if (!CHAT_SESSION_ID_PATTERN.test(sessionId)) throw notFound(adminMessages.chatSessionNotFound);
}

/** One conversation, in the order it happened. */
export async function chatTranscript(db: Db, sessionId: string): Promise<z.infer<typeof chatTranscriptSchema>> {
  checkSessionId(sessionId);
  const rows = await listExchanges(db, sessionId);
  if (rows.length === 0) throw notFound(adminMessages.chatSessionNotFound);
  return { sessionId, messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

/** Marks a conversation read (up to its latest message) or unread again. */
export async function markChatSession(db: Db, sessionId: string, isRead: boolean) {
  checkSessionId(sessionId);
  if (!(await markSessionRead(db, sessionId, isRead))) throw notFound(adminMessages.chatSessionNotFound);
  return { success: true as const, sessionId, isRead };
}
