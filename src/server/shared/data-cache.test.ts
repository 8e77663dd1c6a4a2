import { describe, expect, it, vi } from 'vitest';
import { createDataCache } from './data-cache';

function clock(start = 0) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('createDataCache', () => {
  it('serves a fresh value without reloading, and reloads after the TTL', async () => {
    const time = clock();
    const cache = createDataCache({ now: time.now });
    const load = vi.fn().mockResolvedValueOnce('a').mockResolvedValueOnce('b');
    expect(await cache.get('k', 1000, load)).toBe('a');
    time.advance(999);
    expect(await cache.get('k', 1000, load)).toBe('a');
    time.advance(2);
    expect(await cache.get('k', 1000, load)).toBe('b');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createDataCache();
    const load = vi.fn(async () => 'v');
    const [a, b] = await Promise.all([cache.get('k', 1000, load), cache.get('k', 1000, load)]);
    expect([a, b]).toEqual(['v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the last good value when a reload fails, and reports it', async () => {
    const time = clock();
    const onStaleServed = vi.fn();
    const cache = createDataCache({ now: time.now, onStaleServed });
    await cache.get('k', 10, async () => 'good');
    time.advance(11);
    expect(await cache.get('k', 10, async () => Promise.reject(new Error('down')))).toBe('good');
    expect(onStaleServed).toHaveBeenCalledWith('k', expect.any(Error));
  });

  it('propagates the failure when there is no good value', async () => {
    const cache = createDataCache();
    await expect(cache.get('k', 10, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('invalidates by prefix', async () => {
    const cache = createDataCache();
    await cache.get('cms:a', 1000, async () => 1);
    await cache.get('media:a', 1000, async () => 1);
    cache.invalidate('cms:');
    expect(await cache.get('cms:a', 1000, async () => 2)).toBe(2);
    expect(await cache.get('media:a', 1000, async () => 2)).toBe(1);
  });

  it('tells its listeners which prefix was invalidated', () => {
    const cache = createDataCache();
    const heard: string[] = [];
    cache.onInvalidate((prefix) => heard.push(prefix));
    cache.invalidate('cms:');
    cache.invalidate();
    expect(heard).toEqual(['cms:', '']);
  });
});
