import type { Logger } from 'pino';
import type { MessageBus } from '../realtime/port';
import type { DataCache, Invalidation } from '../shared/data-cache';

/** The bus channel on which one instance tells all the others (and itself) to drop cached data. */
export const CACHE_INVALIDATION_CHANNEL = 'cache-invalidation';

const RETRY_MS = 5_000;

export interface CacheSync {
  /** Listens for invalidations from every instance; keeps retrying in the background until the bus answers. */
  start(): void;
  /** Drops the entries under `prefix` on every instance. If the bus is down, here at once and elsewhere at their TTL. */
  invalidateEverywhere(prefix: string): Promise<void>;
  /** Drops the entries (and pages) built from data with one of `tags` on every instance; same fallback. */
  invalidateTagsEverywhere(tags: readonly string[]): Promise<void>;
}

function asInvalidation(message: unknown): Invalidation | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  if ('prefix' in message && typeof message.prefix === 'string') return { prefix: message.prefix };
  if ('tags' in message && Array.isArray(message.tags) && message.tags.every((tag) => typeof tag === 'string')) {
    return { tags: message.tags };
  }
  return undefined;
}

function apply(cache: DataCache, change: Invalidation) {
  if ('tags' in change) cache.invalidateTags(change.tags);
  else cache.invalidate(change.prefix);
}

export function createCacheSync({
  bus,
  cache,
  logger,
}: {
  bus: MessageBus;
  cache: DataCache;
  logger: Logger;
}): CacheSync {
  let started = false;

  async function listen() {
    try {
      await bus.subscribe(CACHE_INVALIDATION_CHANNEL, (message) => {
        const change = asInvalidation(message);
        if (change) apply(cache, change);
      });
    } catch (error) {
      logger.warn(
        { err: error, bus: bus.kind },
        'cache invalidations from other instances are not heard yet; retrying',
      );
      setTimeout(() => void listen(), RETRY_MS).unref();
    }
  }

  // Invalidations sent while this instance was cut off are lost: drop the CMS data rather than serve it for a TTL.
  bus.onReconnect(() => cache.invalidate('cms:'));

  async function publish(change: Invalidation) {
    try {
      await bus.publish(CACHE_INVALIDATION_CHANNEL, change);
    } catch (error) {
      logger.warn({ err: error, bus: bus.kind }, 'the other instances could not be told to drop their cache');
      apply(cache, change);
    }
  }

  return {
    start() {
      if (started) return;
      started = true;
      void listen();
    },
    invalidateEverywhere: (prefix) => publish({ prefix }),
    invalidateTagsEverywhere: (tags) => publish({ tags }),
  };
}
