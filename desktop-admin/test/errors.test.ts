// What reaches the window when something unplanned fails: always French (src/core/errors.ts).
import { readFile, stat, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { uploadLimitsSchema } from '@ecole/shared/schemas/bulk-upload';
import { desktopMessages, toResult } from '../src/core/errors';
import { UploadQueue, queueMessages } from '../src/core/queue';
import type { QueueSnapshot } from '../src/shared/api';
import { tempDir, removeDir } from './helpers/desktop';

const fails = (err: unknown) => toResult(() => Promise.reject(err));

describe('toResult', () => {
  it('turns a captive portal page (HTML for JSON) and an answer of the wrong shape into "Le serveur a répondu de façon inattendue"', async () => {
    let syntax: unknown;
    try {
      JSON.parse('<!DOCTYPE html><html><body>Connectez-vous au Wi-Fi</body></html>');
    } catch (e) {
      syntax = e;
    }
    expect(await fails(syntax)).toEqual({ ok: false, error: { code: 'unexpected-answer', message: desktopMessages.unexpectedAnswer } });
    const zod = uploadLimitsSchema.safeParse({ portal: true });
    expect(zod.success).toBe(false);
    expect(await fails(zod.error)).toEqual({ ok: false, error: { code: 'unexpected-answer', message: desktopMessages.unexpectedAnswer } });
  });

  it('turns a missing file into a French sentence, and anything else into a French one too', async () => {
    const missing = await readFile('/nonexistent/desktop-admin/photo.jpg').catch((e: unknown) => e);
    expect(await fails(missing)).toEqual({ ok: false, error: { code: 'file', message: desktopMessages.fileUnreadable } });
    expect(await fails(new TypeError("Cannot read properties of undefined (reading 'id')"))).toEqual({ ok: false, error: { code: 'invalid-request', message: desktopMessages.unexpected } });
    expect(await fails('boom')).toEqual({ ok: false, error: { code: 'invalid-request', message: desktopMessages.unexpected } });
  });
});

describe('the queue', () => {
  it('fails a file whose album hashes came back as a portal page with the server message, not "Lecture du fichier impossible."', async () => {
    const dir = await tempDir();
    try {
      const file = `${dir}/photo.png`;
      await writeFile(file, 'png');
      const info = await stat(file);
      let snapshot: QueueSnapshot | null = null;
      const queue: UploadQueue = new UploadQueue({
        server: {
          endpoint: () => 'http://127.0.0.1:1/api/admin/uploads',
          headers: () => ({}),
          albumHashes: async () => JSON.parse('<html>Portail Wi-Fi</html>') as string[],
        },
        save: () => {},
        onChange: () => (snapshot = queue.snapshot()),
        onSessionExpired: () => {},
        onItemDone: () => {},
      });
      queue.add([{ albumId: 1, albumTitle: 'Album', path: file, relPath: 'photo.png', name: 'photo.png', size: info.size, mtimeMs: info.mtimeMs, kind: 'image', title: 'photo', order: 1 }]);
      queue.resume();
      await expect.poll(() => snapshot?.items[0]?.status).toBe('failed');
      expect(snapshot!.items[0].message).toBe(desktopMessages.unexpectedAnswer);
      expect(snapshot!.items[0].message).not.toBe(queueMessages.hashFailed);
      queue.cancelAll();
    } finally {
      await removeDir(dir);
    }
  });
});
