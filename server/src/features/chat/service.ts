// The chat assistant's rules: rate limits per session and per IP, the answer from the
// knowledge (rebuilt lazily after any admin write), the optional model, and storage of
// every exchange (DECISIONS "Chat assistant").
import type { ChatRequestData } from '@ecole/shared/schemas/chat';
import type { AppDeps } from '../../app-deps';
import { addressForLimits } from '../../http/client-ip';
import { answer, type Reply } from './engine/answer';
import { buildKnowledge, type Knowledge } from './engine/knowledge';
import { rephrase } from './engine/llm';
import { loadSnapshot } from './engine/snapshot';
import { insertChatMessage, recentQuestions } from './repository';

/** Earlier messages read for a follow-up such as "et à Yopougon ?". */
const CONTEXT_MESSAGES = 3;

export type ChatDeps = Pick<AppDeps, 'db' | 'cache' | 'logger' | 'env' | 'rateLimiter'>;

/**
 * Holds the knowledge built from the database. Every admin write calls cache.invalidate();
 * the next question then rebuilds it (one build, however many questions arrive meanwhile),
 * so the answer after a fee change states the new fee.
 */
export class ChatAssistant {
  private knowledge: Knowledge | null = null;
  private builtFor = -1;
  private generation = 0;
  private pending: Promise<Knowledge> | null = null;

  constructor(private deps: ChatDeps) {
    deps.cache.onInvalidate(() => {
      this.generation++;
    });
  }

  async currentKnowledge(): Promise<Knowledge> {
    if (this.knowledge && this.builtFor === this.generation) return this.knowledge;
    if (!this.pending) {
      const generation = this.generation;
      this.pending = loadSnapshot(this.deps.db)
        .then((snapshot) => {
          const k = buildKnowledge(snapshot);
          this.knowledge = k;
          this.builtFor = generation;
          return k;
        })
        .finally(() => {
          this.pending = null;
        });
    }
    const k = await this.pending;
    // A write landed while building: build again so this answer is not already stale.
    return this.builtFor === this.generation ? k : this.currentKnowledge();
  }

  /**
   * The built-in reply. `previous` reads the session's earlier messages; it is called only
   * for a question that may be a follow-up, so most replies cost no query at all.
   */
  async reply(question: string, previous: () => Promise<string[]> = async () => []): Promise<Reply> {
    const k = await this.currentKnowledge();
    const first = answer(k, question);
    if (!first.wantsContext) return first;
    const earlier = await previous();
    return earlier.length ? answer(k, question, { previous: earlier }) : first;
  }

  /** The reply as sent: reworded by the configured model when there is one and it behaves. */
  async replyText(question: string, previous: () => Promise<string[]>): Promise<{ text: string; declined: boolean }> {
    const built = await this.reply(question, previous);
    const llm = this.deps.env.chat.llm;
    if (!llm || built.declined) return { text: built.text, declined: built.declined };
    try {
      return { text: (await rephrase(llm, question, built.text)) ?? built.text, declined: false };
    } catch (err) {
      this.deps.logger.warn('chat model unavailable, built-in answer sent', { err: String(err) });
      return { text: built.text, declined: false };
    }
  }
}

export type ChatOutcome = { sent: true; response: string } | { sent: false; retryAfterSec: number };

export async function askAssistant(deps: ChatDeps, assistant: ChatAssistant, input: ChatRequestData, clientIp: string): Promise<ChatOutcome> {
  const { perSession, perIp, windowMs } = deps.env.chat.rateLimit;
  // The address first: one over its limit adds no row for the session ids it makes up.
  const limit = await deps.rateLimiter.hitAll(
    { key: `chat:ip:${addressForLimits(clientIp)}`, max: perIp },
    [{ key: `chat:session:${input.sessionId}`, max: perSession }],
    windowMs,
  );
  if (!limit.allowed) return { sent: false, retryAfterSec: limit.retryAfterSec };
  const previous = () => recentQuestions(deps.db, input.sessionId, CONTEXT_MESSAGES);
  const { text: response, declined } = await assistant.replyText(input.message, previous);
  await insertChatMessage(deps.db, { sessionId: input.sessionId, message: input.message, response, declined });
  return { sent: true, response };
}
