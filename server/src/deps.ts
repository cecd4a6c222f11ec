import path from 'node:path';
import type { AppDeps } from './app-deps';
import { openDatabase, type Database } from './db/client';
import type { Env } from './env';
import { PublicCache } from './http/cache';
import { LightVideos } from './media/light-video';
import { connectCacheBus } from './http/cache-bus';
import { RateLimiter } from './http/rate-limit';
import { createLogger, type Logger } from './logger';
import { openMediaStore } from './media/open-store';
import { migrationsDir } from './paths';

export interface Runtime {
  deps: AppDeps;
  database: Database;
  close(): Promise<void>;
}

/** The dependencies of the app over an open database; the media folder is made ready. */
export async function buildDeps(env: Env, database: Database, logger: Logger): Promise<AppDeps> {
  const media = await openMediaStore(env);
  // An upload cut off by a crash or a restart leaves its temporary file here.
  await media.cleanTemp();
  const cache = new PublicCache({ enabled: env.pageCache });
  // Every process behind a load balancer drops its caches when any one of them does.
  await connectCacheBus(cache, database.pubsub, logger);
  return {
    env,
    db: database.db,
    dbKind: database.kind,
    exclusively: database.exclusively,
    cache,
    media,
    videos: new LightVideos({ media, env, logger, exclusively: database.exclusively }),
    rateLimiter: new RateLimiter(database.db),
    logger,
  };
}

/** Opens the database (migrated) and the media store: everything a server needs. */
export async function createRuntime(env: Env, logger: Logger = createLogger(env.logLevel)): Promise<Runtime> {
  const database = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, 'pglite') });
  await database.migrate(migrationsDir);
  const deps = await buildDeps(env, database, logger);
  return { deps, database, close: () => database.close() };
}
