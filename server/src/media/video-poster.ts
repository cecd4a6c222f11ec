// A still picture for each uploaded video (docs/decisions/029). Without one, an album's tile
// is a <video preload="metadata"> that a phone fetches to paint its first frame, on mobile
// data, before the visitor taps anything (827 KB for three phone clips), with a black square
// meanwhile. A frame is taken once, at upload, by ffmpeg, and goes through the image pipeline
// like any photo, so tiles get its WebP variants.
//
// ffmpeg is found by ffmpeg.ts. Best effort: without ffmpeg (FFMPEG_PATH=off, or a
// platform the bundled binary does not cover), or on a video ffmpeg cannot read, the upload
// still succeeds without a poster and the tile shows the video's first frame as before.
import { rm, stat } from 'node:fs/promises';
import { DECODERS, findFfmpeg, readArgs, runFfmpeg } from './ffmpeg';
import type { VideoFormat } from './sniff';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { ingestImage } from './images';
import type { MediaStore } from './store';

export interface PosterDeps {
  media: MediaStore;
  env: Pick<Env, 'ffmpegPath'>;
  logger: Pick<Logger, 'warn'>;
}

/** A phone's 4K video decodes one frame in well under a second; a stuck decoder is killed. */
const FFMPEG_TIMEOUT_MS = 15_000;
/**
 * A picture still waiting after this long is skipped: the upload waiting on it answers within
 * the 2 minutes a silent connection is kept (http/timeouts.ts) even behind stuck decoders of
 * the desktop app's other uploads.
 */
const MAX_WAIT_MS = 30_000;
/** The largest variant pages use (IMAGE_WIDTHS): a 4K frame would only be stored larger. */
const MAX_POSTER_WIDTH = 1920;
/**
 * One second in: past a fade from black or the shake of a phone starting to film (the
 * demo's campus tour is at a quarter of its brightness at 0.1 s, where browsers paint it).
 * A shorter video gives its first frame.
 */
const POSTER_AT_S = '1';

// One ffmpeg at a time: a folder of fifty videos dropped at once must not start fifty
// decoders on a two-core server that is also serving the site.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => {});
  return run;
}

const frameArgs = (input: string, format: VideoFormat, output: string, seek: boolean) => [
  ...readArgs(input, format, DECODERS, seek ? ['-ss', POSTER_AT_S] : []),
  '-map',
  '0:v:0',
  '-frames:v',
  '1',
  '-vf',
  `scale='min(${MAX_POSTER_WIDTH},iw)':-2`,
  '-q:v',
  '3',
  '-f',
  'image2',
  // One file, its name taken as it is (a "%d" in the folder's path is no image sequence).
  '-update',
  '1',
  '-y',
  output,
];

const nonEmpty = async (file: string) => (await stat(file).catch(() => null))?.size ?? 0;

/**
 * Makes and stores the poster of a video still in a local file (before it is committed:
 * the store may be a bucket). Returns the poster's store name, or null when none could be
 * made; never throws for the video's sake.
 */
export async function makeVideoPoster(deps: PosterDeps, videoFile: string, format: VideoFormat): Promise<string | null> {
  const ffmpeg = await findFfmpeg(deps.env.ffmpegPath);
  if (!ffmpeg) return null;
  const queued = Date.now();
  return oneAtATime(async () => {
    if (Date.now() - queued > MAX_WAIT_MS) {
      deps.logger.warn('video poster not made', { err: `waited ${Date.now() - queued} ms for ffmpeg` });
      return null;
    }
    const frame = deps.media.tempPath('jpg');
    try {
      // A video shorter than the seek point gives no frame (or, from another ffmpeg, an
      // error): its first one then.
      await runFfmpeg(ffmpeg, frameArgs(videoFile, format, frame, true), { timeoutMs: FFMPEG_TIMEOUT_MS }).catch(() => {});
      if (!(await nonEmpty(frame))) await runFfmpeg(ffmpeg, frameArgs(videoFile, format, frame, false), { timeoutMs: FFMPEG_TIMEOUT_MS });
      if (!(await nonEmpty(frame))) throw new Error('ffmpeg: no frame');
      return (await ingestImage(deps.media, frame, 'jpg')).name;
    } catch (err) {
      deps.logger.warn('video poster not made', { err: String(err) });
      return null;
    } finally {
      await rm(frame, { force: true });
    }
  });
}
