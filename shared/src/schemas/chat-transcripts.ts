import { z } from 'zod';
import { contactReadUpdateSchema } from './contact';

/** Administration: chat transcripts grouped by session, newest activity first. */
export const chatSessionSummarySchema = z.object({
  sessionId: z.string(),
  messageCount: z.number().int(),
  /** Questions the assistant could not answer (it sent the contact instead). */
  declinedCount: z.number().int(),
  /** ISO 8601 timestamps. */
  firstAt: z.string(),
  lastAt: z.string(),
  lastMessage: z.string(),
  /** A message came after the administrator last read it (or it was never read). */
  unread: z.boolean(),
});
export type ChatSessionSummary = z.infer<typeof chatSessionSummarySchema>;
export const chatSessionListSchema = z.object({ sessions: z.array(chatSessionSummarySchema) });

/** PUT /api/chat-sessions/:sessionId: read or unread, the very mark of a contact message. */
export const chatSessionReadUpdateSchema = contactReadUpdateSchema;

export const chatExchangeSchema = z.object({ id: z.number().int(), message: z.string(), response: z.string(), declined: z.boolean(), createdAt: z.string() });
export type ChatExchange = z.infer<typeof chatExchangeSchema>;
export const chatTranscriptSchema = z.object({ sessionId: z.string(), messages: z.array(chatExchangeSchema) });
