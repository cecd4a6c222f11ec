// What a drop turns into: recognised by content, natural order, reasons for the rest.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256File } from '../src/core/hash';
import { naturalCompare, scanMessages, scanPaths, splitFolders, titleOf } from '../src/core/scan';
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

  it('hashes a file as a stream: the same digest as the whole bytes', async () => {
    const file = path.join(root, 'film.mp4');
    await writeFile(file, video(5 * 1024 * 1024 + 17));
    expect(await sha256File(file)).toBe(createHash('sha256').update(await readFile(file)).digest('hex'));
  });
});
