import type { Db, DbKind } from './db/client';
import type { Env } from './env';
import type { PublicCache } from './http/cache';
import type { RateLimiter } from './http/rate-limit';
import type { Logger } from './logger';
import type { LightVideos } from './media/light-video';
import type { MediaStore } from './media/store';

/** What every feature's routes are built with; created once in createApp's caller. */
export interface AppDeps {
  env: Env;
  db: Db;
  dbKind: DbKind;
  cache: PublicCache;
  media: MediaStore;
  /** Videos waiting for their lighter copy (media/light-video.ts). */
  videos: LightVideos;
  rateLimiter: RateLimiter;
  logger: Logger;
}
