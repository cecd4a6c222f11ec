// Read-only use of chat_messages (written by features/chat): transcripts for the admin.
import { asc, desc, eq, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';

/** One line per session, the most recently active first. */
export function listSessions(db: Db) {
  const lastAt = max(chatMessages.createdAt);
  return db
    .select({
      sessionId: chatMessages.sessionId,
      messageCount: sql<number>`count(*)`.mapWith(Number),
      declinedCount: sql<number>`count(*) filter (where ${chatMessages.declined})`.mapWith(Number),
      firstAt: min(chatMessages.createdAt),
      lastAt,
      // The visitor's latest question: what the conversation ended on.
      lastMessage: sql<string>`(array_agg(${chatMessages.message} ORDER BY ${chatMessages.createdAt} DESC, ${chatMessages.id} DESC))[1]`,
    })
    .from(chatMessages)
    .groupBy(chatMessages.sessionId)
    .orderBy(desc(lastAt), asc(chatMessages.sessionId));
}

export function listExchanges(db: Db, sessionId: string) {
  return db
    .select({ id: chatMessages.id, message: chatMessages.message, response: chatMessages.response, declined: chatMessages.declined, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}
