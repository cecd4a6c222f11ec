// A video is stored without what its container says about where and with what it was filmed
// (docs/decisions/043). A phone writes the place (ISO 6709 "location", Apple's
// com.apple.quicktime.location.ISO6709), its make, model and software, sometimes a serial
// number or a comment, in the file's metadata; images lose theirs in the image pipeline
// (images.ts), and a video is served as it is at /media/<name>. So every video is first
// remuxed by ffmpeg, streams copied (no decoding, no quality lost: about the time of copying
// the file), into a new temp file without the container's metadata, chapters, data tracks
// (timed metadata, GPS tracks) or subtitles, its index first (faststart). The display
// rotation an upright phone video needs is part of the track header, not of the metadata,
// and stays.
import { rm } from 'node:fs/promises';
import { adminMessages } from '@ecole/shared/admin-messages';
import type { Env } from '../env';
import { HttpError, isStorageFull } from '../http/errors';
import type { Logger } from '../logger';
import { AUDIO_DECODERS, DECODERS, ffmpegNotStarted, findFfmpeg, readArgs, runFfmpeg } from './ffmpeg';
import type { VideoFormat } from './sniff';
import type { MediaStore } from './store';

export interface CleanVideoDeps {
  media: Pick<MediaStore, 'tempPath'>;
  env: Pick<Env, 'ffmpegPath'>;
  logger: Pick<Logger, 'warn'>;
}

/**
 * A copy of streams writes the file once (twice with faststart): a 200 MB video takes a few
 * seconds. A stuck demuxer is killed well within the 2 minutes a silent upload connection is
 * kept (http/timeouts.ts).
 */
const REMUX_TIMEOUT_MS = 60_000;

/** The container ffmpeg writes: the one the file was sniffed as, so its streams fit it. */
const MUXERS: Record<VideoFormat, string> = { mp4: 'mp4', mov: 'mov', webm: 'webm' };

export const remuxArgs = (input: string, format: VideoFormat, output: string) => [
  // The demuxer the bytes were sniffed as, the local file only (ffmpeg.ts); the decoders are
  // only opened to probe the streams' parameters: nothing is decoded.
  ...readArgs(input, format, `${DECODERS},${AUDIO_DECODERS}`),
  // The picture (not a cover image) and the sound, if any; no data, subtitle or attachment.
  '-map',
  '0:V',
  '-map',
  '0:a?',
  '-map_metadata',
  '-1',
  '-map_chapters',
  '-1',
  '-c',
  'copy',
  ...(format === 'webm' ? [] : ['-movflags', '+faststart']),
  '-f',
  MUXERS[format],
  '-y',
  output,
];

/**
 * Writes `file` (a checked local video) again without its metadata into a new temp file and
 * returns that file's path; `file` is left as it is. A file ffmpeg cannot remux is no video
 * a browser would play: 400 with a French message, nothing left behind. Without ffmpeg
 * (FFMPEG_PATH=off, or none could be started) the video cannot be cleaned: null, and the
 * log says so; the caller then stores it as it is, as before (README, FFMPEG_PATH).
 */
export async function remuxWithoutMetadata(deps: CleanVideoDeps, file: string, format: VideoFormat): Promise<string | null> {
  const ffmpeg = await findFfmpeg(deps.env.ffmpegPath);
  if (!ffmpeg) {
    deps.logger.warn('video stored with its metadata', { err: 'no ffmpeg' });
    return null;
  }
  const out = deps.media.tempPath(format);
  try {
    await runFfmpeg(ffmpeg, remuxArgs(file, format, out), { timeoutMs: REMUX_TIMEOUT_MS });
    return out;
  } catch (err) {
    await rm(out, { force: true });
    if (ffmpegNotStarted(err)) {
      deps.logger.warn('video stored with its metadata', { err: String(err) });
      return null;
    }
    // A full disk is the server's fault, not the file's (507, as for any other upload).
    if (isStorageFull(err)) throw err;
    deps.logger.warn('video refused: not remuxed', { err: String(err) });
    throw new HttpError(400, adminMessages.upload.unreadableVideo);
  }
}
