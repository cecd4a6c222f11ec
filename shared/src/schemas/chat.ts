// POST /api/chat (public-site.md section 7): `{ message, sessionId }` -> `{ success, response }`.
import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH } from '../constants';
import { messages } from '../messages';
import { noControl } from './common';
import { RANDOM_ID_PATTERN } from '../random-id';
export { CHAT_MESSAGE_MAX_LENGTH } from '../constants';

const m = messages.chat;

/**
 * The widget draws 128 random bits as 22 base64url characters (or a UUID where one is at
 * hand); anything else is refused so a stored session id is always a short, plain token.
 */
export const CHAT_SESSION_ID_PATTERN = RANDOM_ID_PATTERN;

export const chatRequestSchema = z.object({
  message: z
    .string({ error: m.messageRequired })
    .trim()
    .min(1, m.messageRequired)
    .max(CHAT_MESSAGE_MAX_LENGTH, m.messageTooLong)
    .refine(noControl, messages.generic.invalidCharacters),
  sessionId: z.string({ error: m.sessionInvalid }).regex(CHAT_SESSION_ID_PATTERN, m.sessionInvalid),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;
export type ChatRequestData = z.output<typeof chatRequestSchema>;

/** `response` is plain text with links written `[texte](/chemin)`, see chat-markup.ts. */
export const chatResponseSchema = z.object({ success: z.literal(true), response: z.string() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;
