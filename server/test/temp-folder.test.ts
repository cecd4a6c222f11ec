// The temp folders of processes sharing one MEDIA_DIR (src/media/temp-folder.ts): a process
// starting cleans only what no running process can still be writing. Real folders, real
// processes, the real ffmpeg.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundledFfmpeg } from '../src/media/ffmpeg';
import { TempFolder } from '../src/media/store';
import { FOREIGN_TEMP_MAX_AGE_MS, tempFilesUnder, thisMachine } from '../src/media/temp-folder';

let root: string;
beforeEach(async () => {
  root = path.join(await mkdtemp(path.join(os.tmpdir(), 'ecole-temp-')), '.tmp');
});
afterEach(() => rm(path.dirname(root), { recursive: true, force: true }));

const machine = thisMachine();
/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;
const files = async () => (await tempFilesUnder(root)).sort();
const put = async (file: string, ageMs = 0) => {
  const full = path.join(root, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, 'x');
  const when = new Date(Date.now() - ageMs);
  await utimes(full, when, when);
  return full;
};

describe('temp folders of processes sharing one media folder', () => {
  it('a process starting keeps what another running process is receiving, and empties its own', async () => {
    const running = new TempFolder(root);
    const receiving = running.path('part');
    await writeFile(receiving, 'la moitié d’une vidéo');
    // The starting process: same machine, another pid (this test's parent is alive).
    const starting = new TempFolder(root, `${machine}-${process.ppid}`);
    await put(`${starting.owner}/reste-d-avant.part`);
    await starting.clean();
    expect(await files()).toEqual([path.relative(root, receiving)]);
    expect(existsSync(starting.dir)).toBe(true);
  });

  it("removes the folder of a process of this machine that is gone, and kills the ffmpeg it left writing there", async () => {
    const gone = path.join(root, `${machine}-${deadPid()}`);
    await mkdir(gone, { recursive: true });
    // What a server killed by SIGKILL in the middle of a lighter copy leaves: ffmpeg still
    // encoding into its folder (here a 10-minute test pattern at real-time speed).
    const ffmpeg = spawn(bundledFfmpeg()!, ['-nostdin', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x240:duration=600', '-y', path.join(gone, 'copie.mp4')], { stdio: 'ignore' });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => ffmpeg.once('exit', (_code, signal) => resolve(signal)));
    await expect.poll(() => existsSync(path.join(gone, 'copie.mp4')), { timeout: 10_000 }).toBe(true);

    await new TempFolder(root).clean();
    expect(await exited).toBe('SIGKILL');
    expect(existsSync(gone)).toBe(false);
  });

  it('a process whose idle folder another machine took away makes it again at its next file', async () => {
    const idle = new TempFolder(root);
    await idle.clean();
    await rm(idle.dir, { recursive: true });
    const next = idle.path('part');
    await writeFile(next, 'x');
    expect(await files()).toEqual([path.relative(root, next)]);
  });

  it('takes a folder of another pid namespace on this host (another container) for another machine\'s', async () => {
    // Its process may well be alive with a pid that, here, is some other process or none.
    const container = `${os.hostname()}-4026599999-${deadPid()}`;
    await put(`${container}/en-cours.part`);
    await new TempFolder(root).clean();
    expect(await files()).toEqual([path.join(container, 'en-cours.part')]);
  });

  it("removes another machine's files only once they are a day old, and the older versions' single folder's the same way", async () => {
    const day = FOREIGN_TEMP_MAX_AGE_MS;
    await put('serveur-b-7/abandonne.part', day + 60_000);
    await put('serveur-c-7/abandonne.part', day + 60_000);
    await put('serveur-c-7/en-cours.part');
    await put('ancien.part', day + 60_000);
    await put('recent.part');
    await new TempFolder(root).clean();
    expect(await files()).toEqual(['recent.part', path.join('serveur-c-7', 'en-cours.part')].sort());
  });
});
