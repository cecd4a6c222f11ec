import type { Db, DbKind } from './db/client';
import type { Env } from './env';
import type { PublicCache } from './http/cache';
import type { RateLimiter } from './http/rate-limit';
import type { Logger } from './logger';
import type { MediaStore } from './media/store';

/** What every feature's routes are built with; created once in createApp's caller. */
export interface AppDeps {
  env: Env;
  db: Db;
  dbKind: DbKind;
  cache: PublicCache;
  media: MediaStore;
  rateLimiter: RateLimiter;
  logger: Logger;
}
