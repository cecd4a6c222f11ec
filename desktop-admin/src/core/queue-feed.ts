// What the window learns of the queue. A school event is 2 000 photos: the whole list
// (~460 KB of JSON, ~15 ms to build and send) five times a second kept the main process
// busy for nothing, when a progress tick changes one file. The window is sent the totals
// and only the files that changed since the last message; it keeps the list itself
// (renderer/src/queue-state.tsx). Messages are numbered: a window that missed one (a
// reload, a delta sent before it listened) asks for the whole list again.
import type { QueueDelta, QueueItemView, SeqSnapshot } from '../shared/api';
import { view, type PersistedItem, type UploadQueue } from './queue';

/**
 * Whether the file still shows as sent: every field of the view sent is compared with the
 * item's own (a view is the item's fields by the same names, queue.ts `view`), so a field
 * added to the view is compared too; no view is built for an unchanged file.
 */
function sameView(a: PersistedItem, b: QueueItemView): boolean {
  for (const key of Object.keys(b) as Array<keyof QueueItemView>) if (a[key] !== b[key]) return false;
  return true;
}

export class QueueFeed {
  private seq = 0;
  private sent = new Map<string, QueueItemView>();

  constructor(private readonly queue: Pick<UploadQueue, 'snapshot' | 'summary' | 'all'>) {}

  /** The whole queue, which the next delta is relative to. */
  full(): SeqSnapshot {
    const s = this.queue.snapshot();
    this.sent = new Map(s.items.map((i) => [i.id, i]));
    return { ...s, seq: ++this.seq };
  }

  /** What changed since the last message (full or delta). */
  delta(): QueueDelta {
    const items: QueueItemView[] = [];
    const all = this.queue.all();
    for (const i of all) {
      const before = this.sent.get(i.id);
      if (before && sameView(i, before)) continue;
      const v = view(i);
      this.sent.set(i.id, v);
      items.push(v);
    }
    // Files only leave the list in groups (cleared, emptied): looked for only then.
    const removed: string[] = [];
    if (this.sent.size > all.length) {
      const present = new Set(all.map((i) => i.id));
      for (const id of this.sent.keys()) if (!present.has(id)) removed.push(id);
      for (const id of removed) this.sent.delete(id);
    }
    const base = this.seq;
    return { base, seq: ++this.seq, items, removed, ...this.queue.summary() };
  }
}
