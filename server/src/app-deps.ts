import type { Database, Db, DbKind } from './db/client';
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
  /** Work done by one of the processes sharing the database at a time (db/client.ts). */
  exclusively: Database['exclusively'];
  cache: PublicCache;
  media: MediaStore;
  /** Videos waiting for their lighter copy (media/light-video.ts). */
  videos: LightVideos;
  rateLimiter: RateLimiter;
  logger: Logger;
}
