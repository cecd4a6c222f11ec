// Read-only use of chat_messages (written by features/chat): transcripts for the admin, and
// how far the administrator has read each one (chat_session_reads).
import { asc, desc, eq, max, min, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { chatMessages, chatSessionReads } from '../../db/schema';

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
      unread: sql<boolean>`(${chatSessionReads.readAt} is null or ${lastAt} > ${chatSessionReads.readAt})`.mapWith(Boolean),
    })
    .from(chatMessages)
    .leftJoin(chatSessionReads, eq(chatSessionReads.sessionId, chatMessages.sessionId))
    .groupBy(chatMessages.sessionId, chatSessionReads.readAt)
    .orderBy(desc(lastAt), asc(chatMessages.sessionId));
}

export function listExchanges(db: Db, sessionId: string) {
  return db
    .select({ id: chatMessages.id, message: chatMessages.message, response: chatMessages.response, declined: chatMessages.declined, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

/**
 * Read: up to the conversation's latest message at this moment; a later one makes it unread
 * again. Unread: no mark. False when the conversation has no message (nothing to mark).
 */
export async function markSessionRead(db: Db, sessionId: string, isRead: boolean): Promise<boolean> {
  if (!isRead) {
    await db.delete(chatSessionReads).where(eq(chatSessionReads.sessionId, sessionId));
    const [row] = await db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).limit(1);
    return row !== undefined;
  }
  const marked = rowsOf<{ session_id: string }>(
    await db.execute(sql`
      insert into ${chatSessionReads} (session_id, read_at)
      select ${chatMessages.sessionId}, max(${chatMessages.createdAt}) from ${chatMessages}
      where ${chatMessages.sessionId} = ${sessionId} group by ${chatMessages.sessionId}
      on conflict (session_id) do update set read_at = excluded.read_at
      returning session_id`),
  );
  return marked.length > 0;
}
