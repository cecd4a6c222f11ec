// The window's side of the queue feed (core/queue-feed.ts): a delta applied to the list
// it holds. Plain code, shared so that the tests check the very function the window runs.
import type { QueueDelta, QueueItemView, SeqSnapshot } from './api';

/**
 * The window's side: a delta applied to what it holds. New files come last, as in the
 * queue (which only appends and removes). null: a message was missed, ask for the whole list.
 */
export function applyDelta(held: SeqSnapshot, d: QueueDelta): SeqSnapshot | null {
  if (d.seq <= held.seq) return held; // older than what is held (sent before a full one)
  if (d.base !== held.seq) return null;
  const gone = new Set(d.removed);
  const changed = new Map(d.items.map((i) => [i.id, i]));
  const items: QueueItemView[] = [];
  for (const i of held.items) {
    if (gone.has(i.id)) continue;
    const c = changed.get(i.id);
    if (c) changed.delete(i.id);
    // Unchanged rows keep their object: the list re-renders only the changed ones.
    items.push(c ?? i);
  }
  for (const c of changed.values()) items.push(c);
  return { items, totals: d.totals, paused: d.paused, concurrency: d.concurrency, seq: d.seq };
}
