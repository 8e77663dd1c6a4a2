import { describe, expect, it, vi } from 'vitest';
import { collectTags, recordTags } from './cache-tags';
import { createDataCache, type Invalidation } from './data-cache';
import { noteRemoteCall, withUpstreamBudget } from './upstream/budget';
import { createCircuitBreaker } from './upstream/circuit-breaker';
import { guardUpstream } from './upstream/guard';
import { UpstreamUnavailableError } from './upstream/error';

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
    await vi.waitFor(() => expect(onStaleServed).toHaveBeenCalledWith('k', expect.any(Error)));
    expect(await cache.get('k', 10, async () => Promise.reject(new Error('down')))).toBe('good');
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

  it('tells its listeners which prefix or tags were invalidated', () => {
    const cache = createDataCache();
    const heard: Invalidation[] = [];
    cache.onInvalidate((change) => heard.push(change));
    cache.invalidate('cms:');
    cache.invalidate();
    cache.invalidateTags(['id:a']);
    expect(heard).toEqual([{ prefix: 'cms:' }, { prefix: '' }, { tags: ['id:a'] }]);
  });

  it('drops only the entries whose load read a changed document, entries built on them included', async () => {
    const cache = createDataCache();
    const read = (tag: string, value: number) => async () => {
      recordTags([tag]);
      return value;
    };
    await cache.get('cms:sport:archery', 1000, read('id:archery', 1));
    await cache.get('cms:page:about', 1000, read('id:about', 1));
    await cache.get(
      'cms:sitemap',
      1000,
      async () => (await cache.get('cms:sport:archery', 1000, read('id:archery', 9))) + 1,
    );
    cache.invalidateTags(['id:archery', 'type:sport']);
    expect(await cache.get('cms:sport:archery', 1000, read('id:archery', 2))).toBe(2);
    expect(await cache.get('cms:sitemap', 1000, async () => 3)).toBe(3);
    expect(await cache.get('cms:page:about', 1000, read('id:about', 2))).toBe(1);
  });

  it('a caller collects the tags of what it read, whether loaded now or cached', async () => {
    const cache = createDataCache();
    const load = async () => {
      recordTags(['id:a', 'type:sport']);
      return 1;
    };
    const loaded = await collectTags(() => cache.get('cms:a', 1000, load));
    const cached = await collectTags(() => cache.get('cms:a', 1000, load));
    expect([...loaded.tags]).toEqual(['id:a', 'type:sport']);
    expect([...cached.tags]).toEqual(['id:a', 'type:sport']);
  });

  it('a tag invalidation during a load: the load answers its caller but stores nothing', async () => {
    const cache = createDataCache();
    let finishOld: (value: string) => void = () => undefined;
    const old = cache.get('cms:a', 1000, () => new Promise<string>((resolve) => (finishOld = resolve)));
    cache.invalidateTags(['id:a']);
    finishOld('old');
    expect(await old).toBe('old');
    expect(await cache.get('cms:a', 1000, async () => 'new')).toBe('new');
  });

  it('an invalidation during a reload: the next caller loads again and the old reload stores nothing', async () => {
    const cache = createDataCache();
    let finishOld: (value: string) => void = () => undefined;
    const old = cache.get('cms:a', 1000, () => new Promise<string>((resolve) => (finishOld = resolve)));
    cache.invalidate('cms:');
    expect(await cache.get('cms:a', 1000, async () => 'new')).toBe('new');
    finishOld('old');
    expect(await old).toBe('old');
    expect(await cache.get('cms:a', 1000, async () => 'again')).toBe('new');
  });
});

describe('createDataCache within a request budget', () => {
  const slowRemote = (value: string, ms: number) => async () => {
    noteRemoteCall();
    await new Promise((resolve) => setTimeout(resolve, ms));
    return value;
  };

  it('a miss on a remote upstream slower than the budget fails fast; the load goes on and fills the cache', async () => {
    const cache = createDataCache();
    let loaded = false;
    const load = slowRemote('late', 300);
    const miss = withUpstreamBudget(30, () => cache.get('media:x', 1000, () => load().finally(() => (loaded = true))));
    await expect(miss).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(loaded).toBe(false);
    await vi.waitFor(async () => expect(await cache.get('media:x', 1000, async () => 'other')).toBe('late'));
  });

  it('a load that reads local data only is waited for, whatever the budget', async () => {
    const cache = createDataCache();
    const local = async () => {
      await new Promise((resolve) => setTimeout(resolve, 80));
      return 'local';
    };
    expect(await withUpstreamBudget(10, () => cache.get('cms:x', 1000, local))).toBe('local');
  });

  it('after the TTL, a remote upstream slower than the grace: the stale value at once, the fresh one later', async () => {
    const time = clock();
    const cache = createDataCache({ now: time.now, staleGraceMs: 20 });
    await cache.get('config:x', 10, async () => 'good');
    time.advance(11);
    const load = vi.fn(slowRemote('new', 150));
    expect(await Promise.all([cache.get('config:x', 10, load), cache.get('config:x', 10, load)])).toEqual([
      'good',
      'good',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => expect(await cache.get('config:x', 10, load)).toBe('new'));
  });

  it('callers that give up on a hanging upstream open its breaker; then the next callers do not wait at all', async () => {
    const cache = createDataCache();
    const breaker = createCircuitBreaker('media', { failureThreshold: 2 });
    const platform = guardUpstream({ getMedia: () => new Promise<string>(() => undefined) }, breaker);
    const ask = () => withUpstreamBudget(20, () => cache.get('media:x', 1000, () => platform.getMedia()));
    await expect(ask()).rejects.toThrow('time budget');
    await expect(ask()).rejects.toThrow('time budget');
    expect(breaker.state()).toBe('open');
    await expect(ask()).rejects.toThrow('circuit open');
    await expect(withUpstreamBudget(20, () => cache.get('media:y', 1000, () => platform.getMedia()))).rejects.toThrow(
      'circuit open',
    );
  });
});
