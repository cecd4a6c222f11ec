// Lighter copies of each stored video, for phones on mobile data (docs/decisions/032). A
// phone films at 1080p or more, 15 to 20 Mbit/s, with the file's index at its end: played
// as it is, a 30-second clip is 45 MB, and the player waits for ranges from both ends of it
// before the first image. The light copy is H.264 at most 720p on its shorter side, about
// 1.5 Mbit/s, AAC sound, its index first (faststart): a tenth of the bytes, playable as it
// arrives; the small one, 360p at about 400 kbit/s, is for slow connections. Both are made
// by one ffmpeg run in the background, one video at a time, at a low priority, after the
// upload has answered; until they exist, /media/light/… sends the visitor to the next larger.
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import type { AppDeps } from '../app-deps';
import { NOT_MINE, type Db } from '../db/client';
import { AUDIO_DECODERS, DECODERS, findFfmpeg, readArgs, runFfmpeg } from './ffmpeg';
import { referencedNames } from './references';
import type { VideoFormat } from './sniff';
import { VIDEO_COPIES, type VideoCopy } from '@ecole/shared/media';
import { isStoredName, lightNameOf, videoFormatOf, type MediaStore } from './store';

type Deps = Pick<AppDeps, 'media' | 'env' | 'logger' | 'exclusively'>;

/** A 3-minute clip takes about two minutes on one slow core; a stuck one is killed. */
const TIMEOUT_MS = 30 * 60_000;
/** Below the requests being served: the copy waits, a visitor does not. */
const NICENESS = 10;

/**
 * How each copy is encoded. `side` is the shorter side's most, in pixels: a phone's screen is
 * 360 to 412 CSS pixels wide, 720 fills it at its density; 360 is what a connection under
 * 700 kbit/s (Chrome's '3g') carries without stopping, at about 400 kbit/s.
 */
const COPY_SETTINGS: Record<VideoCopy, { side: number; crf: string; maxrate: string; audio: string }> = {
  light: { side: 720, crf: '28', maxrate: '1500k', audio: '96k' },
  small: { side: 360, crf: '30', maxrate: '400k', audio: '64k' },
};

// The shorter side at most `side` (an upright phone video stays upright: ffmpeg applies the
// rotation first), both sides even as H.264 wants, never enlarged.
const scale = (side: number) => {
  const short = (dim: string) => `trunc(min(${side},${dim})/2)*2`;
  return `scale='if(gt(iw,ih),-2,${short('iw')})':'if(gt(iw,ih),${short('ih')},-2)'`;
};

const outputArgs = (copy: VideoCopy, output: string) => {
  const { side, crf, maxrate, audio } = COPY_SETTINGS[copy];
  return [
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    // Nothing of the original's metadata (place, device), as for the original itself (clean-video.ts).
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-vf',
    scale(side),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    crf,
    '-maxrate',
    maxrate,
    '-bufsize',
    `${parseInt(maxrate, 10) * 2}k`,
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    audio,
    '-ac',
    '2',
    '-movflags',
    '+faststart',
    // One core: the other stays with the site.
    '-threads',
    '1',
    '-f',
    'mp4',
    '-y',
    output,
  ];
};

/** One ffmpeg run for the copies asked: the video is read and decoded once for all of them. */
const lightArgs = (input: string, format: VideoFormat, outputs: { copy: VideoCopy; path: string }[]) => [
  // The same limits as the still picture's (ffmpeg.ts), with the sound's decoders.
  ...readArgs(input, format, `${DECODERS},${AUDIO_DECODERS}`),
  ...outputs.flatMap((o) => outputArgs(o.copy, o.path)),
];

/** 'elsewhere': another server process sharing the database is making it. */
export type LightResult = 'made' | 'exists' | 'elsewhere' | 'skipped' | 'failed';

/**
 * Makes the lighter copy of a stored video (read from the store into a local temp file: the
 * store may be a bucket). Never throws: a video ffmpeg cannot read keeps being served as it is.
 * Several processes behind a load balancer all look for missing copies when they start (after
 * an upgrade, every older video): each copy is claimed in the database, so it is made once.
 */
export async function makeLightCopy(deps: Deps, name: string, signal?: AbortSignal): Promise<LightResult> {
  const format = videoFormatOf(name);
  const ffmpeg = await findFfmpeg(deps.env.ffmpegPath);
  if (!format || !ffmpeg || !isStoredName(name)) return 'skipped';
  let started = false;
  const copy = () => {
    started = true;
    return copyUnlessMade(deps, ffmpeg, name, format, signal);
  };
  try {
    if (!(await missingCopies(deps.media, name)).length) return 'exists';
    try {
      const claimed = await deps.exclusively(`light-video:${name}`, copy);
      return claimed === NOT_MINE ? 'elsewhere' : claimed;
    } catch (err) {
      if (started) throw err;
      // The database away: a copy made twice costs only time, one not made costs the visitors.
      deps.logger.warn('light video copy made unclaimed', { name, err: String(err) });
      return await copy();
    }
  } catch (err) {
    // The store unreachable (a bucket): tried again at the next start.
    deps.logger.warn('light video copy not made', { name, err: String(err) });
    return 'failed';
  }
}

/** The copies of this video not in the store yet (a video stored before the small copy existed has one). */
async function missingCopies(media: MediaStore, name: string): Promise<VideoCopy[]> {
  const missing: VideoCopy[] = [];
  for (const copy of VIDEO_COPIES) if (!(await media.stat(lightNameOf(name, copy)))) missing.push(copy);
  return missing;
}

async function copyUnlessMade(deps: Deps, ffmpeg: string, name: string, format: VideoFormat, signal?: AbortSignal): Promise<LightResult> {
  // Made by another process between the first look and the claim.
  const missing = await missingCopies(deps.media, name);
  if (!missing.length) return 'exists';
  const local = deps.media.tempPath(format);
  const outputs = missing.map((copy) => ({ copy, path: deps.media.tempPath('mp4') }));
  const started = performance.now();
  try {
    await pipeline(deps.media.read(name), createWriteStream(local, { flags: 'wx' }));
    await runFfmpeg(ffmpeg, lightArgs(local, format, outputs), { timeoutMs: TIMEOUT_MS, nice: NICENESS, signal });
    const original = await stat(local);
    const bytes: Partial<Record<VideoCopy, number>> = {};
    for (const o of outputs) {
      const { size } = await stat(o.path);
      if (!size) throw new Error(`ffmpeg: empty ${o.copy} copy`);
      bytes[o.copy] = size;
    }
    for (const o of outputs) await deps.media.commit(o.path, lightNameOf(name, o.copy));
    // Removed while its copies were being made (an item deleted, an upload abandoned): they go too.
    if (!(await deps.media.stat(name))) {
      await deps.media.remove(name);
      return 'skipped';
    }
    deps.logger.info('light video copy made', { name, ms: Math.round(performance.now() - started), bytes, originalBytes: original.size });
    return 'made';
  } catch (err) {
    if (signal?.aborted) return 'skipped';
    deps.logger.warn('light video copy not made', { name, err: String(err) });
    return 'failed';
  } finally {
    await Promise.all([rm(local, { force: true }), ...outputs.map((o) => rm(o.path, { force: true }))]);
  }
}

/**
 * The videos waiting for their copy, made one after the other in the background. A video
 * ffmpeg could not read is tried again at the next start only.
 */
export class LightVideos {
  private readonly waiting = new Set<string>();
  private readonly tried = new Set<string>();
  private running: Promise<void> | null = null;
  private readonly stopping = new AbortController();

  constructor(private readonly deps: Deps) {}

  /** Queues this stored video (a no-op with LIGHT_VIDEOS=off or once it was tried). */
  add(name: string): void {
    if (!this.deps.env.lightVideos || this.stopping.signal.aborted || this.tried.has(name) || !videoFormatOf(name)) return;
    this.waiting.add(name);
    this.run();
  }

  private run() {
    if (this.running) return;
    this.running = this.drain().finally(() => {
      this.running = null;
      // A name added between the last turn of the loop and this moment.
      if (this.waiting.size && !this.stopping.signal.aborted) this.run();
    });
  }

  private async drain() {
    // A Set is iterated in insertion order, including the names added meanwhile.
    for (const name of this.waiting) {
      this.waiting.delete(name);
      if (this.stopping.signal.aborted) return;
      this.tried.add(name);
      await makeLightCopy(this.deps, name, this.stopping.signal);
    }
  }

  /** Resolves once nothing is waiting nor being made. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops at once: the copy being made is abandoned (its temp files removed), none is started. */
  stop(): void {
    this.stopping.abort();
  }
}

/** The videos some record names that have no lighter copy yet: after start-up, older videos. */
export async function videosWithoutLightCopy(db: Db, media: MediaStore): Promise<string[]> {
  const videos: string[] = [];
  for await (const name of media.list()) if (isStoredName(name) && videoFormatOf(name)) videos.push(name);
  const named = await referencedNames(db, videos);
  const missing: string[] = [];
  for (const name of videos) if (named.has(name) && (await missingCopies(media, name)).length) missing.push(name);
  return missing;
}
