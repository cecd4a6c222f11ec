// Several server processes on one PostgreSQL each keep their own public caches (API
// answers, rendered pages, the chat's knowledge). An administrator's write reaches one of
// them; this carries its invalidate() to all the others over LISTEN/NOTIFY, so every
// process serves the change at once. PGlite serves a single process: nothing to carry.
import { randomUUID } from 'node:crypto';
import type { PubSub } from '../db/client';
import type { Logger } from '../logger';
import type { PublicCache } from './cache';

export const CACHE_CHANNEL = 'ecole_cache';

/** Tries to publish one invalidation this many times (a second apart) before giving up. */
const PUBLISH_ATTEMPTS = 3;

/**
 * Publishes every local invalidation (the payload is this process's id, so it ignores its
 * own) and invalidates locally on another's. Resolves once listening. The listener is
 * closed with the database.
 */
export async function connectCacheBus(cache: PublicCache, pubsub: PubSub | undefined, logger: Logger): Promise<void> {
  if (!pubsub) return;
  const self = randomUUID();
  let fromBus = false;
  // Invalidates here only: the onInvalidate listener below must not publish it again.
  const invalidateHere = () => {
    fromBus = true;
    try {
      cache.invalidate();
    } finally {
      fromBus = false;
    }
  };

  const publish = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await pubsub.notify(CACHE_CHANNEL, self);
      } catch (err) {
        if (attempt >= PUBLISH_ATTEMPTS) {
          logger.warn('cache invalidation not sent to the other processes', { err: String(err) });
          return;
        }
        await new Promise((r) => setTimeout(r, 1000).unref());
      }
    }
  };
  cache.onInvalidate(() => {
    if (!fromBus) void publish();
  });

  try {
    await pubsub.listen(
      CACHE_CHANNEL,
      (sender) => {
        if (sender !== self) invalidateHere();
      },
      // Each (re)subscription: whatever was published while this one was not listening
      // is lost, so everything cached meanwhile is dropped.
      invalidateHere,
    );
  } catch (err) {
    logger.warn('cache invalidation channel not reachable', { err: String(err) });
  }
}
