// A lighter copy of each stored video, for phones on mobile data (docs/decisions/032). A
// phone films at 1080p or more, 15 to 20 Mbit/s, with the file's index at its end: played
// as it is, a 30-second clip is 45 MB, and the player waits for ranges from both ends of it
// before the first image. The copy is H.264 at most 720p on its shorter side, about
// 1.5 Mbit/s, AAC sound, its index first (faststart): a tenth of the bytes, playable as it
// arrives. Made in the background, one video at a time, at a low priority, after the upload
// has answered; until it exists, /media/light/<base>.mp4 sends the visitor to the original.
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import type { AppDeps } from '../app-deps';
import { NOT_MINE, type Db } from '../db/client';
import { AUDIO_DECODERS, DECODERS, findFfmpeg, readArgs, runFfmpeg } from './ffmpeg';
import { referencedNames } from './references';
import type { VideoFormat } from './sniff';
import { isStoredName, lightNameOf, videoFormatOf, type MediaStore } from './store';

type Deps = Pick<AppDeps, 'media' | 'env' | 'logger' | 'exclusively'>;

/** The copy's shorter side, in pixels: a phone's screen is 360 to 412 CSS pixels wide. */
export const LIGHT_SIDE = 720;
/** A 3-minute clip takes about two minutes on one slow core; a stuck one is killed. */
const TIMEOUT_MS = 30 * 60_000;
/** Below the requests being served: the copy waits, a visitor does not. */
const NICENESS = 10;


// The shorter side at most LIGHT_SIDE (an upright phone video stays upright: ffmpeg applies
// the rotation first), both sides even as H.264 wants, never enlarged.
const SHORT = `trunc(min(${LIGHT_SIDE},%s)/2)*2`;
const SCALE = `scale='if(gt(iw,ih),-2,${SHORT.replace('%s', 'iw')})':'if(gt(iw,ih),${SHORT.replace('%s', 'ih')},-2)'`;

export const lightArgs = (input: string, format: VideoFormat, output: string) => [
  // The same limits as the still picture's (ffmpeg.ts), with the sound's decoders.
  ...readArgs(input, format, `${DECODERS},${AUDIO_DECODERS}`),
  '-map',
  '0:v:0',
  '-map',
  '0:a:0?',
  '-vf',
  SCALE,
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '28',
  '-maxrate',
  '1500k',
  '-bufsize',
  '3000k',
  '-profile:v',
  'main',
  '-pix_fmt',
  'yuv420p',
  '-c:a',
  'aac',
  '-b:a',
  '96k',
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
  if (await deps.media.stat(lightNameOf(name))) return 'exists';
  const copy = () => copyUnlessMade(deps, ffmpeg, name, format, signal);
  let claimed: LightResult | typeof NOT_MINE;
  try {
    claimed = await deps.exclusively(`light-video:${name}`, copy);
  } catch (err) {
    // The database away: a copy made twice costs only time, one not made costs the visitors.
    deps.logger.warn('light video copy made unclaimed', { name, err: String(err) });
    return copy();
  }
  return claimed === NOT_MINE ? 'elsewhere' : claimed;
}

async function copyUnlessMade(deps: Deps, ffmpeg: string, name: string, format: VideoFormat, signal?: AbortSignal): Promise<LightResult> {
  const target = lightNameOf(name);
  // Made by another process between the first look and the claim.
  if (await deps.media.stat(target)) return 'exists';
  const local = deps.media.tempPath(format);
  const out = deps.media.tempPath('mp4');
  const started = performance.now();
  try {
    await pipeline(deps.media.read(name), createWriteStream(local, { flags: 'wx' }));
    await runFfmpeg(ffmpeg, lightArgs(local, format, out), { timeoutMs: TIMEOUT_MS, nice: NICENESS, signal });
    const [original, copy] = await Promise.all([stat(local), stat(out)]);
    if (!copy.size) throw new Error('ffmpeg: empty output');
    await deps.media.commit(out, target);
    // Removed while its copy was being made (an item deleted, an upload abandoned): the copy goes too.
    if (!(await deps.media.stat(name))) {
      await deps.media.remove(name);
      return 'skipped';
    }
    deps.logger.info('light video copy made', { name, ms: Math.round(performance.now() - started), bytes: copy.size, originalBytes: original.size });
    return 'made';
  } catch (err) {
    if (signal?.aborted) return 'skipped';
    deps.logger.warn('light video copy not made', { name, err: String(err) });
    return 'failed';
  } finally {
    await Promise.all([rm(local, { force: true }), rm(out, { force: true })]);
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
  for (const name of videos) if (named.has(name) && !(await media.stat(lightNameOf(name)))) missing.push(name);
  return missing;
}
