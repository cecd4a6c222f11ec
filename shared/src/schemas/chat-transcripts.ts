import { z } from 'zod';

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
});
export type ChatSessionSummary = z.infer<typeof chatSessionSummarySchema>;
export const chatSessionListSchema = z.object({ sessions: z.array(chatSessionSummarySchema) });

export const chatExchangeSchema = z.object({ id: z.number().int(), message: z.string(), response: z.string(), declined: z.boolean(), createdAt: z.string() });
export type ChatExchange = z.infer<typeof chatExchangeSchema>;
export const chatTranscriptSchema = z.object({ sessionId: z.string(), messages: z.array(chatExchangeSchema) });
