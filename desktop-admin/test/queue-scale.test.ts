// A school event is 2 000 photos: what the queue costs the main process at that size.
// Prints the figures (size and time of a message to the window, writes of the saved
// queue) and checks that a progress tick of one file sends that file, not the list.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueFile } from '../src/core/persist';
import { QueueFeed } from '../src/core/queue-feed';
import { UploadQueue, type NewItem } from '../src/core/queue';
import { applyDelta } from '../src/shared/queue-delta';

const N = 2000;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'desktop-scale-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function bigQueue(save: (items: readonly unknown[]) => void | Promise<void> = () => {}) {
  const queue = new UploadQueue({
    server: { endpoint: () => 'http://127.0.0.1:9/api/admin/uploads', headers: () => ({}), albumHashes: async () => [] },
    save,
    onChange: () => {},
    onSessionExpired: () => {},
    onItemDone: () => {},
  });
  const items: NewItem[] = Array.from({ length: N }, (_, i) => ({
    albumId: 12,
    albumTitle: 'Remise des diplômes 2025',
    path: `/home/secretariat/Images/Remise des diplômes 2025/Cérémonie/IMG_${String(i).padStart(5, '0')}.jpg`,
    relPath: `Remise des diplômes 2025/Cérémonie/IMG_${String(i).padStart(5, '0')}.jpg`,
    name: `IMG_${String(i).padStart(5, '0')}.jpg`,
    size: 4_000_000 + i,
    mtimeMs: 1_700_000_000_000 + i,
    kind: 'image',
    title: `IMG_${String(i).padStart(5, '0')}`,
    order: i + 1,
  }));
  // Not started (no session): nothing is hashed or sent, the list just sits there.
  queue.add(items);
  return queue;
}

const timed = <T>(fn: () => T): [T, number] => {
  const t = performance.now();
  const r = fn();
  return [r, performance.now() - t];
};

describe(`the queue with ${N} files`, () => {
  it('sends the window only what changed: a progress tick of one file is one file, not the list', () => {
    const queue = bigQueue();
    const feed = new QueueFeed(queue);
    const [full] = timed(() => feed.full());
    // What every message weighed when the whole list was sent (before).
    const [fullJson, fullMs] = timed(() => JSON.stringify(queue.snapshot()));

    let held = full;
    const item = queue.all()[1234] as { bytesSent: number; status: string };
    item.status = 'uploading';
    let deltaBytes = 0;
    const deltaMs: number[] = [];
    const ticks = 50;
    for (let t = 1; t <= ticks; t++) {
      item.bytesSent = t * 65_536;
      const [json, ms] = timed(() => JSON.stringify(feed.delta()));
      const delta = JSON.parse(json) as ReturnType<QueueFeed['delta']>;
      expect(delta.items.map((i) => [i.id, i.bytesSent])).toEqual([[queue.all()[1234].id, t * 65_536]]);
      expect(delta.removed).toEqual([]);
      const next = applyDelta(held, delta);
      expect(next).not.toBeNull();
      // The window keeps the unchanged files as the same objects (memo'd rows skip them).
      expect(next!.items[0]).toBe(held.items[0]);
      held = next!;
      deltaBytes = Math.max(deltaBytes, json.length);
      deltaMs.push(ms);
    }
    console.log(
      `queue of ${N} files, one message to the window: whole list ${(fullJson.length / 1024).toFixed(0)} KB in ${fullMs.toFixed(1)} ms; ` +
        `delta of one progress tick ${deltaBytes} bytes in ${deltaMs.sort((a, b) => a - b)[ticks >> 1].toFixed(2)} ms (median of ${ticks})`,
    );
    expect(fullJson.length).toBeGreaterThan(300_000);
    expect(deltaBytes).toBeLessThan(2_000);
    // The window's list is the queue's, file for file.
    expect(held.items).toEqual(queue.snapshot().items);

    // Files removed and added arrive as such; a missed message is noticed.
    queue.cancel(queue.all()[0].id);
    queue.clearFinished();
    const removal = feed.delta();
    expect(removal.removed).toHaveLength(1);
    held = applyDelta(held, removal)!;
    expect(held.items).toEqual(queue.snapshot().items);
    const missed = feed.delta();
    expect(applyDelta(held, feed.delta())).toBeNull();
    expect(applyDelta(held, missed)).not.toBeNull();
  });

  it('writes the saved queue in the background, and not again when nothing changed', async () => {
    const file = new QueueFile(path.join(dir, 'upload-queue.json'));
    const queue = bigQueue((items) => file.save(items as never));
    const [pending, ms] = timed(() => queue.flush());
    // Not on disk when flush returns: the write goes on while the main process works.
    await expect(stat(file.file)).rejects.toThrow();
    await pending;
    const size = (await stat(file.file)).size;
    expect(file.writes).toBe(1);
    await queue.flush();
    await queue.flush();
    expect(file.writes).toBe(1);
    const [, writeSyncMs] = timed(() => JSON.stringify(queue.all()));
    console.log(`saved queue of ${N} files: ${(size / 1024).toFixed(0)} KB, ${ms.toFixed(1)} ms of main-process time (serializing ${writeSyncMs.toFixed(1)} ms), written asynchronously, only when changed`);
    expect(new QueueFile(file.file).load()).toHaveLength(N);
    await queue.shutdown();
  });
});
