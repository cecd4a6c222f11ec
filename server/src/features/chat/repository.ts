import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';

export interface NewChatMessage {
  sessionId: string;
  message: string;
  response: string;
  declined: boolean;
}

export async function insertChatMessage(db: Db, row: NewChatMessage) {
  await db.insert(chatMessages).values(row);
}

/** The visitor's latest messages in a session, newest first (uses the session index). */
export async function recentQuestions(db: Db, sessionId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ message: chatMessages.message })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.map((r) => r.message);
}
