// Optional: an OpenAI-compatible chat model rephrases the built-in answer (CHAT_LLM_URL,
// CHAT_LLM_MODEL, CHAT_LLM_API_KEY). Off by default and never needed by the tests. The
// built-in answer stays the source of truth: the model only gets that answer to reword,
// and its text is refused (the built-in one is sent) on any error, time-out, or when it
// states a number or a link the built-in answer does not contain (DECISIONS: never invent
// a fee, a date or a diploma claim).
import { parseChatMarkup } from '@ecole/shared/chat-markup';
import { noControl } from '@ecole/shared/schemas/common';

export interface LlmConfig {
  url: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const SYSTEM = [
  "Tu es l'assistant virtuel d'une école de commerce à Abidjan. Tu reformules, en français, clairement et brièvement,",
  'la réponse fournie. Tu ne dois ajouter AUCUN fait, montant, date, nom ou lien qui ne figure pas dans la réponse fournie.',
  'Garde tels quels les montants (ex. 85 000 F CFA), les dates et les liens écrits [texte](cible). Pas de HTML.',
].join(' ');

const numbersOf = (text: string) => new Set((text.match(/\d[\d  .]*\d|\d/g) ?? []).map((n) => n.replace(/\D/g, '')));
const linksOf = (text: string) =>
  new Set(parseChatMarkup(text).flatMap((s) => (s.type === 'link' ? [s.href] : [])));

/** True when `candidate` says nothing numeric and links nowhere that `source` does not. */
export function staysWithinFacts(source: string, candidate: string): boolean {
  const nums = numbersOf(source);
  const links = linksOf(source);
  for (const n of numbersOf(candidate)) if (!nums.has(n)) return false;
  for (const l of linksOf(candidate)) if (!links.has(l)) return false;
  return !/<[a-z!/]/i.test(candidate);
}

export async function rephrase(config: LlmConfig, question: string, builtIn: string, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const res = await fetchImpl(`${config.url}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
    body: JSON.stringify({
      model: config.model,
      temperature: 0.2,
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: `Question du visiteur : ${question}\n\nRéponse à reformuler :\n${builtIn}` },
      ],
    }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!res.ok) throw new Error(`LLM ${res.status}`);
  const body = (await res.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
  const text = body.choices?.[0]?.message?.content;
  // Control characters say nothing to a visitor, and a NUL would fail the exchange's insert.
  if (typeof text !== 'string' || !text.trim() || text.length > 4000 || !noControl(text)) return null;
  return staysWithinFacts(builtIn, text) ? text.trim() : null;
}
