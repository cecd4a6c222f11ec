// Album and project videos stored before the server took their still pictures (decisions
// 029 and 031), or whose picture ffmpeg could not make then, get one in the background after
// start-up: an album of older clips stops costing phones their first frames without anyone
// re-uploading them. Each is read from the store into a local temp file (the store may be a
// bucket), one at a time, and written only if its album item or project still shows that
// video without a picture.
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { AppDeps } from '../app-deps';
import { removeUnreferenced } from '../media/references';
import { nameFromUrl, urlOf, videoFormatOf } from '../media/store';
import { makeVideoPoster } from '../media/video-poster';
import { setPictureIfNone, videosWithoutPicture } from './albums/repository';
import { setProjectPictureIfNone } from './projects/repository';
import { projectVideosWithoutPicture } from './projects/service';

type Deps = Pick<AppDeps, 'db' | 'media' | 'env' | 'logger' | 'cache'>;

export interface PictureFill {
  made: number;
  /** Videos ffmpeg could not read (tried again at the next start). */
  failed: number;
}

/** Makes the missing pictures; `stopped` is asked between videos (the server is shutting down). */
export async function fillMissingPictures(deps: Deps, stopped: () => boolean = () => false): Promise<PictureFill> {
  const done: PictureFill = { made: 0, failed: 0 };
  if (deps.env.ffmpegPath === 'off') return done;
  const videos = [
    ...(await videosWithoutPicture(deps.db)).map((item) => ({ ...item, set: (picture: string) => setPictureIfNone(deps.db, item.id, item.mediaUrl, picture) })),
    ...(await projectVideosWithoutPicture(deps.db)).map((v) => ({ ...v, set: (picture: string) => setProjectPictureIfNone(deps.db, v.id, v.mediaUrl, picture) })),
  ];
  for (const item of videos) {
    if (stopped()) break;
    const name = nameFromUrl(item.mediaUrl);
    const format = name && videoFormatOf(name);
    // An external address (a video hosted elsewhere) is not ours to read.
    if (!name || !format) continue;
    const local = deps.media.tempPath(format);
    try {
      await pipeline(deps.media.read(name), createWriteStream(local, { flags: 'wx' }));
      const poster = await makeVideoPoster(deps, local, format);
      if (!poster) {
        done.failed++;
        continue;
      }
      if (await item.set(urlOf(poster))) {
        done.made++;
        deps.cache.invalidate();
      } else {
        await removeUnreferenced(deps, [urlOf(poster)]);
      }
    } catch (err) {
      // The video's file is missing from the store, or the database went away: the next start.
      deps.logger.warn('video picture not filled', { mediaUrl: item.mediaUrl, err: String(err) });
      done.failed++;
    } finally {
      await rm(local, { force: true });
    }
  }
  if (done.made || done.failed) deps.logger.info('videos without a picture', { ...done });
  return done;
}
