import type { Logger } from 'pino';
import type { MessageBus } from '../realtime/port';
import type { DataCache } from '../shared/data-cache';

/** The bus channel on which one instance tells all the others (and itself) to drop cached data. */
export const CACHE_INVALIDATION_CHANNEL = 'cache-invalidation';

const RETRY_MS = 5_000;

export interface CacheSync {
  /** Listens for invalidations from every instance; keeps retrying in the background until the bus answers. */
  start(): void;
  /** Drops the entries under `prefix` on every instance. If the bus is down, here at once and elsewhere at their TTL. */
  invalidateEverywhere(prefix: string): Promise<void>;
}

function isInvalidation(message: unknown): message is { prefix: string } {
  return typeof message === 'object' && message !== null && 'prefix' in message && typeof message.prefix === 'string';
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
        if (isInvalidation(message)) cache.invalidate(message.prefix);
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

  return {
    start() {
      if (started) return;
      started = true;
      void listen();
    },
    async invalidateEverywhere(prefix) {
      try {
        await bus.publish(CACHE_INVALIDATION_CHANNEL, { prefix });
      } catch (error) {
        logger.warn({ err: error, bus: bus.kind }, 'the other instances could not be told to drop their cache');
        cache.invalidate(prefix);
      }
    },
  };
}
