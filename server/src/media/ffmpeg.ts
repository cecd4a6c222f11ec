// Which ffmpeg runs, and how: for a video's still picture (video-poster.ts) and its lighter
// copy (light-video.ts). FFMPEG_PATH, else the system's (on PATH), else the static build
// installed with the server (@ffmpeg-installer/ffmpeg); "off": none.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import type { VideoFormat } from './sniff';

// Only the demuxer of the type the bytes were sniffed as, reading only the local file, and
// only the decoders of the videos phones and cameras make: ffmpeg's other demuxers, protocols
// (network, concat, HLS playlists) and decoders are never reached by an uploaded file.
export const DEMUXERS: Record<VideoFormat, string> = { mp4: 'mov', mov: 'mov', webm: 'matroska' };
export const DECODERS = 'h264,hevc,mpeg4,h263,vp8,vp9,libaom-av1,mjpeg,prores';
/** The sound phones and cameras record: AAC mostly, Opus or Vorbis in WebM, PCM or AC-3 from cameras. */
export const AUDIO_DECODERS = 'aac,aac_fixed,mp3,mp3float,opus,libopus,vorbis,pcm_s16le,pcm_s16be,pcm_s24le,alac,ac3,eac3';

/**
 * The arguments that make ffmpeg read one uploaded file under the limits above, quietly and
 * without stdin; `options` are further input options (a seek).
 */
export const readArgs = (input: string, format: VideoFormat, decoders: string, options: string[] = []) => [
  '-nostdin',
  '-hide_banner',
  '-loglevel',
  'error',
  '-protocol_whitelist',
  'file',
  '-codec_whitelist',
  decoders,
  '-f',
  DEMUXERS[format],
  ...options,
  '-i',
  input,
];

/** The binary of @ffmpeg-installer/ffmpeg (a static build installed with the server), or null. */
export function bundledFfmpeg(): string | null {
  try {
    return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return null;
  }
}

/**
 * An ffmpeg the system provides, found on PATH: a distribution's package (Debian's
 * `apt-get install ffmpeg`) gets security updates, which the bundled 2018 build never will.
 */
const systemFfmpeg = () =>
  new Promise<string | null>((resolve) =>
    execFile('ffmpeg', ['-hide_banner', '-version'], { timeout: 10_000, windowsHide: true }, (err) => resolve(err ? null : 'ffmpeg')),
  );

/** FFMPEG_PATH, else the system's ffmpeg, else the bundled one; null when there is none. */
async function resolveFfmpeg(configured: string | undefined): Promise<string | null> {
  if (configured === 'off') return null;
  return configured ?? (await systemFfmpeg()) ?? bundledFfmpeg();
}

let resolved: { configured: string | undefined; path: Promise<string | null> } | null = null;
/** The ffmpeg to run for this FFMPEG_PATH, looked for once. */
export function findFfmpeg(configured: string | undefined): Promise<string | null> {
  if (!resolved || resolved.configured !== configured) resolved = { configured, path: resolveFfmpeg(configured) };
  return resolved.path;
}

/** Looks for ffmpeg again at the next video (the tests change PATH). */
export function forgetFfmpeg(): void {
  resolved = null;
}

export interface RunOptions {
  /** Past this, ffmpeg is killed. */
  timeoutMs: number;
  /** A niceness (0 to 19): long work yields the processor to the requests being served. */
  nice?: number;
  /** Kills ffmpeg when aborted (the server is stopping). */
  signal?: AbortSignal;
}

export function runFfmpeg(ffmpeg: string, args: string[], { timeoutMs, nice, signal }: RunOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(ffmpeg, args, { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 64 * 1024, windowsHide: true, signal }, (err, _out, stderr) =>
      err ? reject(new Error(`ffmpeg: ${String(stderr).trim().slice(0, 300) || err.message}`, { cause: err })) : resolve(),
    );
    if (nice && child.pid) {
      try {
        setPriority(child.pid, nice);
      } catch {
        // Not allowed here: it runs at the server's priority.
      }
    }
  });
}

/** ffmpeg could not be started at all (a wrong FFMPEG_PATH, a binary not allowed to run): not the file's fault. */
export function ffmpegNotStarted(err: unknown): boolean {
  const code = (err instanceof Error ? (err.cause as NodeJS.ErrnoException | undefined)?.code : undefined) ?? '';
  return typeof code === 'string' && ['ENOENT', 'EACCES', 'ENOEXEC', 'EPERM'].includes(code);
}
