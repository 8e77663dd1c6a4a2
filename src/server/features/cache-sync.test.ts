import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createInProcessBus } from '../realtime/in-process/adapter';
import type { MessageBus } from '../realtime/port';
import { recordTags } from '../shared/cache-tags';
import { createDataCache } from '../shared/data-cache';
import { createCacheSync } from './cache-sync';

const logger = pino({ level: 'silent' });

async function cached(cache: ReturnType<typeof createDataCache>, key: string, value: string) {
  return cache.get(key, 60_000, async () => value);
}

describe('cache sync between instances', () => {
  it('drops the entries under a prefix on every instance that shares the bus', async () => {
    const bus = createInProcessBus();
    const [first, second] = [createDataCache(), createDataCache()];
    const syncs = [first, second].map((cache) => createCacheSync({ bus, cache, logger }));
    syncs.forEach((sync) => sync.start());
    for (const cache of [first, second]) {
      await cached(cache, 'cms:sports', 'old');
      await cached(cache, 'media:abc', 'kept');
    }
    await new Promise((resolve) => setTimeout(resolve, 10)); // subscriptions are in place

    await syncs[0]!.invalidateEverywhere('cms:');
    await new Promise((resolve) => setTimeout(resolve, 10));

    for (const cache of [first, second]) {
      expect(await cached(cache, 'cms:sports', 'new')).toBe('new');
      expect(await cached(cache, 'media:abc', 'reloaded')).toBe('kept');
    }
  });

  it('drops only the entries built from a changed document, on every instance', async () => {
    const bus = createInProcessBus();
    const [first, second] = [createDataCache(), createDataCache()];
    const syncs = [first, second].map((cache) => createCacheSync({ bus, cache, logger }));
    syncs.forEach((sync) => sync.start());
    const tagged = (cache: ReturnType<typeof createDataCache>, key: string, tag: string, value: string) =>
      cache.get(key, 60_000, async () => {
        recordTags([tag]);
        return value;
      });
    for (const cache of [first, second]) {
      await tagged(cache, 'cms:sport:archery', 'id:archery', 'old');
      await tagged(cache, 'cms:podcast:daily', 'id:daily', 'kept');
    }
    await new Promise((resolve) => setTimeout(resolve, 10));

    await syncs[1]!.invalidateTagsEverywhere(['id:archery', 'type:sport']);
    await new Promise((resolve) => setTimeout(resolve, 10));

    for (const cache of [first, second]) {
      expect(await tagged(cache, 'cms:sport:archery', 'id:archery', 'new')).toBe('new');
      expect(await tagged(cache, 'cms:podcast:daily', 'id:daily', 'reloaded')).toBe('kept');
    }
  });

  it('still drops its own entries when the bus cannot be reached', async () => {
    const down: MessageBus = {
      ...createInProcessBus(),
      publish: () => Promise.reject(new Error('connection refused')),
    };
    const cache = createDataCache();
    await cached(cache, 'cms:sports', 'old');
    await createCacheSync({ bus: down, cache, logger }).invalidateEverywhere('cms:');
    expect(await cached(cache, 'cms:sports', 'new')).toBe('new');
  });

  it('drops the CMS data after a reconnection, since invalidations may have been missed', async () => {
    let reconnect = () => {};
    const bus: MessageBus = { ...createInProcessBus(), onReconnect: (listener) => (reconnect = listener) };
    const cache = createDataCache();
    createCacheSync({ bus, cache, logger });
    await cached(cache, 'cms:sports', 'old');
    reconnect();
    expect(await cached(cache, 'cms:sports', 'new')).toBe('new');
  });
});
