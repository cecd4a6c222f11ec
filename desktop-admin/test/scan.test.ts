// What a drop turns into: recognised by content, natural order, reasons for the rest.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256File } from '../src/core/hash';
import { BULK_TITLE_MAX, tusMetadataSchema } from '@ecole/shared/schemas/bulk-upload';
import { cutTitle, naturalCompare, scanMessages, scanPaths, splitFolders, titleOf } from '../src/core/scan';
import { ceremonyFolder, removeDir, tempDir, video } from './helpers/desktop';

const LIMITS = { imageMaxBytes: 10 * 1024 * 1024, videoMaxBytes: 200 * 1024 * 1024 };
let root: string;
beforeAll(async () => {
  root = await tempDir();
});
afterAll(() => removeDir(root));

describe('scanPaths', () => {
  it('walks a dropped folder recursively, in natural order of the paths, and says why the rest is left out', async () => {
    const dir = await ceremonyFolder(root);
    const r = await scanPaths([dir], LIMITS);
    expect(r.files.map((f) => [f.relPath, f.kind])).toEqual([
      ['Remise des diplômes 2025/discours.mp4', 'video'],
      ['Remise des diplômes 2025/IMG_1.jpg', 'image'],
      ['Remise des diplômes 2025/IMG_2.jpg', 'image'],
      ['Remise des diplômes 2025/IMG_10.jpg', 'image'],
      ['Remise des diplômes 2025/Soirée/danse.jpg', 'image'],
    ]);
    // By content: a text file named .jpg is not a photo; system files are not even listed.
    expect(r.skipped.map((s) => [s.relPath, s.reason])).toEqual([
      ['Remise des diplômes 2025/photo-renommée.jpg', scanMessages.notMedia],
      ['Remise des diplômes 2025/programme.pdf', scanMessages.notMedia],
    ]);
  });

  it('takes loose files too, and leaves out what the server would refuse', async () => {
    const big = path.join(root, 'énorme.mp4');
    await writeFile(big, video(3000));
    const empty = path.join(root, 'vide.jpg');
    await writeFile(empty, '');
    const r = await scanPaths([big, empty, path.join(root, 'absent.jpg')], { imageMaxBytes: 10, videoMaxBytes: 2000 });
    expect(r.files).toEqual([]);
    expect(r.skipped.map((s) => s.reason).sort()).toEqual([scanMessages.empty, scanMessages.notFound, scanMessages.videoTooLarge(0)].sort());
  });

  it('leaves out hidden files and folders: dot files, a Mac trash, photo tools\' caches, a NAS\'s, Windows\' recycle bin', async () => {
    const dir = path.join(root, 'Voyage');
    const photo = await readFile(path.join(await ceremonyFolder(root, 'Source'), 'IMG_1.jpg'));
    const put = async (rel: string) => {
      await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
      await writeFile(path.join(dir, rel), photo);
    };
    await put('photo.jpg');
    for (const rel of [
      '.cachee.jpg',
      '._photo.jpg',
      '.picasaoriginals/photo-original.jpg',
      '.Trashes/501/supprimee.jpg',
      '.Spotlight-V100/Store/x.jpg',
      '.thumbnails/IMG_1-thumb.jpg',
      '@eaDir/photo.jpg/SYNOPHOTO_THUMB_XL.jpg',
      '$RECYCLE.BIN/S-1-5-21/$R0ABC.jpg',
      'System Volume Information/x.jpg',
      'Sous-dossier/.cachee.jpg',
    ])
      await put(rel);
    await put('Sous-dossier/visible.jpg');
    const loose = path.join(root, '.cachee-isolee.jpg');
    await writeFile(loose, photo);
    const r = await scanPaths([dir, loose], LIMITS);
    expect(r.files.map((f) => f.relPath)).toEqual(['Voyage/photo.jpg', 'Voyage/Sous-dossier/visible.jpg']);
    expect(r.skipped).toEqual([]);
  });

  it('splits folders from files (a folder dropped on the album list becomes an album)', async () => {
    const dir = await ceremonyFolder(root, 'Gala');
    const file = path.join(dir, 'IMG_1.jpg');
    expect(await splitFolders([file, dir])).toEqual({ folders: [dir], files: [file] });
  });
});

describe('helpers', () => {
  it('sorts names as a file manager does and titles a file by its name without extension', () => {
    expect(['IMG_10.jpg', 'img_9.jpg', 'IMG_1.jpg'].sort(naturalCompare)).toEqual(['IMG_1.jpg', 'img_9.jpg', 'IMG_10.jpg']);
    expect(titleOf('Remise 12.final.JPG')).toBe('Remise 12.final');
    expect(titleOf('.jpg')).toBe('.jpg');
  });

  it('cuts a long name to the title the server takes: at a word when it keeps most of it, never inside a character', () => {
    const words = `Remise des diplômes promotion 2026 ${'et encore '.repeat(30)}fin`;
    const cut = titleOf(`${words}.jpg`);
    expect(cut.length).toBeLessThanOrEqual(BULK_TITLE_MAX);
    expect(cut.endsWith('…') && words.startsWith(cut.slice(0, -1))).toBe(true);
    expect(words.charAt(cut.length - 1)).toBe(' ');
    // One long word: cut where the limit falls.
    const long = `Remise${'x'.repeat(300)}`;
    expect(titleOf(`${long}.jpg`)).toBe(`${long.slice(0, BULK_TITLE_MAX - 1)}…`);
    // An emoji (two UTF-16 units) across the limit goes whole, not half.
    const emoji = `${'a'.repeat(BULK_TITLE_MAX - 2)}🎓🎓`;
    expect(cutTitle(emoji)).toBe(`${'a'.repeat(BULK_TITLE_MAX - 2)}…`);
    // Short names stay as they are; what comes out, the server's schema takes.
    expect(titleOf('IMG_1.jpg')).toBe('IMG_1');
    for (const title of [cut, titleOf(`${long}.jpg`), cutTitle(emoji)])
      expect(tusMetadataSchema.safeParse({ albumId: '1', sha256: 'a'.repeat(64), filename: 'x.jpg', title }).success).toBe(true);
  });

  it('hashes a file as a stream: the same digest as the whole bytes', async () => {
    const file = path.join(root, 'film.mp4');
    await writeFile(file, video(5 * 1024 * 1024 + 17));
    expect(await sha256File(file)).toBe(createHash('sha256').update(await readFile(file)).digest('hex'));
  });
});
