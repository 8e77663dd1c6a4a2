import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { recordTags } from '../shared/cache-tags';
import { createPageCache } from './page-cache';

const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'content-type': 'text/html', 'x-request-id': 'r1', ...headers } });
const always = () => true;

describe('createPageCache', () => {
  it('reuses a rendered page until the TTL passes, without the per-response headers', async () => {
    let t = 0;
    let renders = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => t });
    const render = async () => html(`page ${++renders}`);
    expect(await (await cache.serve('/', 'GET', render, always)).response.text()).toBe('page 1');
    t = 999;
    const hit = await cache.serve('/', 'GET', render, always);
    expect(hit.hit).toBe(true);
    expect(await hit.response.text()).toBe('page 1');
    expect(hit.response.headers.get('x-request-id')).toBeNull();
    t = 1000;
    expect(await (await cache.serve('/', 'GET', render, always)).response.text()).toBe('page 2');
  });

  it('renders again after clear', async () => {
    let renders = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => 0 });
    const render = async () => html(`page ${++renders}`);
    await cache.serve('/', 'GET', render, always);
    cache.clear();
    const after = await cache.serve('/', 'GET', render, always);
    expect(after.hit).toBe(false);
    expect(await after.response.text()).toBe('page 2');
  });

  it('renders once for concurrent requests of one URL', async () => {
    let renders = 0;
    const cache = createPageCache({ ttlMs: 1000 });
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return html('shared');
    };
    const results = await Promise.all([1, 2, 3].map(() => cache.serve('/', 'GET', render, always)));
    expect(renders).toBe(1);
    expect(await Promise.all(results.map((result) => result.response.text()))).toEqual(['shared', 'shared', 'shared']);
  });

  it('keeps nothing that is not cacheable, HEAD requests, or anything with a zero TTL', async () => {
    let renders = 0;
    const render = async () => html(`page ${++renders}`);
    const cache = createPageCache({ ttlMs: 1000 });
    await cache.serve('/a', 'GET', render, () => false);
    await cache.serve('/a', 'GET', render, () => false);
    await cache.serve('/b', 'HEAD', render, always);
    await cache.serve('/b', 'HEAD', render, always);
    const off = createPageCache({ ttlMs: 0 });
    await off.serve('/c', 'GET', render, always);
    await off.serve('/c', 'GET', render, always);
    expect(renders).toBe(6);
  });

  it('answers a HEAD from a kept page with the headers of its GET, ETag and encoding included', async () => {
    let renders = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => 0 });
    const body = `<!doctype html>${'<p>Archery</p>'.repeat(200)}`;
    const render = async () => html(body + String(++renders));
    const br = { encoding: 'br' as const, ifNoneMatch: null };
    const get = (await cache.serve('/', 'GET', render, always, br)).response;
    const head = await cache.serve('/', 'HEAD', render, always, br);
    expect(head.hit).toBe(true);
    expect(renders).toBe(1);
    expect(head.response.body).toBeNull();
    expect([...head.response.headers]).toEqual([...get.headers]);
    expect(head.response.headers.get('etag')).toMatch(/-br"$/);
  });

  it('lets waiting requests render themselves when the shared render fails', async () => {
    const cache = createPageCache({ ttlMs: 1000 });
    const failing = cache.serve('/', 'GET', async () => Promise.reject(new Error('boom')), always);
    const waiting = cache.serve('/', 'GET', async () => html('own'), always);
    await expect(failing).rejects.toThrow('boom');
    expect(await (await waiting).response.text()).toBe('own');
  });

  it('sends a kept page compressed as the client asks, encoding it once, with a validator per encoding', async () => {
    const cache = createPageCache({ ttlMs: 1000, now: () => 0 });
    const body = `<!doctype html>${Array.from({ length: 300 }, (_, i) => `<p>Archery heat ${(i * 7919) % 1000}</p>`).join('')}`;
    const render = async () => html(body);
    const plain = (await cache.serve('/', 'GET', render, always)).response;
    const etag = plain.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');

    const asked = { encoding: 'br' as const, ifNoneMatch: null };
    const first = (await cache.serve('/', 'GET', render, always, asked)).response;
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('etag')).toBe(`${etag!.slice(0, -1)}-br"`);
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(body.length / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(body);
    // The smallest Brotli copy, made in the background, is sent from then on under its own validator.
    await cache.settled();
    const second = (await cache.serve('/', 'GET', render, always, asked)).response;
    const third = (await cache.serve('/', 'GET', render, always, asked)).response;
    expect(second.headers.get('etag')).toBe(`${etag!.slice(0, -1)}-br11"`);
    const smallest = new Uint8Array(await second.arrayBuffer());
    expect(smallest.byteLength).toBeLessThan(bytes.byteLength);
    expect(brotliDecompressSync(smallest).toString()).toBe(body);
    expect(new Uint8Array(await third.arrayBuffer())).toEqual(smallest);
    // A client holding the quick copy still has a current one.
    const holder = { encoding: 'br' as const, ifNoneMatch: first.headers.get('etag') };
    const revalidated = (await cache.serve('/', 'GET', render, always, holder)).response;
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(first.headers.get('etag'));

    const gzipped = (await cache.serve('/', 'GET', render, always, { encoding: 'gzip', ifNoneMatch: null })).response;
    expect(gunzipSync(new Uint8Array(await gzipped.arrayBuffer())).toString()).toBe(body);
  });

  it('gives an unchanged page rendered again after its TTL the smallest copy made before, at once', async () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => clock });
    const body = `<!doctype html>${Array.from({ length: 300 }, (_, i) => `<p>Korfball round ${(i * 7919) % 1000}</p>`).join('')}`;
    let renders = 0;
    const render = async () => {
      renders += 1;
      return html(body);
    };
    const asked = { encoding: 'br' as const, ifNoneMatch: null };
    await cache.serve('/', 'GET', render, always, asked);
    await cache.settled();
    clock = 5000;
    const again = await cache.serve('/', 'GET', render, always, asked);
    expect(again.hit).toBe(false);
    expect(renders).toBe(2);
    expect(again.response.headers.get('etag')).toMatch(/-br11"$/);
    expect(brotliDecompressSync(new Uint8Array(await again.response.arrayBuffer())).toString()).toBe(body);
  });

  it('answers 304 without a body to a client that holds the same version', async () => {
    const cache = createPageCache({ ttlMs: 1000, now: () => 0 });
    const render = async () => html('x'.repeat(2000), { 'cache-control': 'public, s-maxage=60' });
    const etag = (await cache.serve('/', 'GET', render, always)).response.headers.get('etag');
    const revalidated = (await cache.serve('/', 'GET', render, always, { encoding: null, ifNoneMatch: etag })).response;
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBeNull();
    expect(revalidated.headers.get('cache-control')).toBe('public, s-maxage=60');
    const other = await cache.serve('/', 'GET', render, always, { encoding: null, ifNoneMatch: '"older"' });
    expect(other.response.status).toBe(200);
  });

  it('does not keep a page whose render was overtaken by a change to what it read', async () => {
    const cache = createPageCache({ ttlMs: 1000, now: () => 0 });
    let renders = 0;
    const render = (dropDuring: string[]) => async () => {
      recordTags(['id:archery']);
      cache.dropTagged(dropDuring);
      return html(`page ${++renders}`);
    };
    await cache.serve('/sports/archery', 'GET', render(['id:archery']), always);
    expect((await cache.serve('/sports/archery', 'GET', render([]), always)).hit).toBe(false);
    expect((await cache.serve('/sports/archery', 'GET', render([]), always)).hit).toBe(true);
    await cache.serve('/athletes/bo', 'GET', render(['id:karate']), always);
    expect((await cache.serve('/athletes/bo', 'GET', render([]), always)).hit).toBe(true);
  });

  describe('past its TTL (stale-while-revalidate)', () => {
    /** A render that waits until `finish` is called, so a test sees what is sent while it runs. */
    function slowRenders() {
      let renders = 0;
      let finish: () => void = () => {};
      const render = async () => {
        const n = ++renders;
        await new Promise<void>((resolve) => (finish = resolve));
        recordTags(['id:archery']);
        return html(`page ${n}`);
      };
      return { render, finish: () => finish(), count: () => renders };
    }
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('sends the kept copy at once while one render replaces it, then the new copy', async () => {
      let t = 0;
      const cache = createPageCache({ ttlMs: 1000, staleMs: 60_000, now: () => t });
      const slow = slowRenders();
      const first = cache.serve('/', 'GET', slow.render, always);
      slow.finish();
      expect(await (await first).response.text()).toBe('page 1');
      t = 30_000;
      const stale = await Promise.all([1, 2].map(() => cache.serve('/', 'GET', slow.render, always)));
      expect(stale.map((result) => result.stale)).toEqual([true, true]);
      expect(await Promise.all(stale.map((result) => result.response.text()))).toEqual(['page 1', 'page 1']);
      expect(slow.count()).toBe(2); // one render in the background for both
      slow.finish();
      await settle();
      const next = await cache.serve('/', 'GET', slow.render, always);
      expect([next.hit, next.stale, await next.response.text()]).toEqual([true, undefined, 'page 2']);
      expect(cache.lookup('/', 'GET', { encoding: null, ifNoneMatch: null })).not.toBeNull();
    });

    it('renders while the visitor waits once the stale window has passed too', async () => {
      let t = 0;
      let renders = 0;
      const cache = createPageCache({ ttlMs: 1000, staleMs: 5000, now: () => t });
      const render = async () => html(`page ${++renders}`);
      await cache.serve('/', 'GET', render, always);
      t = 6000;
      const late = await cache.serve('/', 'GET', render, always);
      expect([late.hit, await late.response.text()]).toEqual([false, 'page 2']);
    });

    it('drops an invalidated page at once, stale copy included: the next visitor waits for the new render', async () => {
      let t = 0;
      const cache = createPageCache({ ttlMs: 1000, staleMs: 60_000, now: () => t });
      const slow = slowRenders();
      const first = cache.serve('/sports/archery', 'GET', slow.render, always);
      slow.finish();
      await first;
      t = 2000;
      cache.dropTagged(['id:archery']);
      const after = cache.serve('/sports/archery', 'GET', slow.render, always);
      await settle();
      slow.finish();
      expect([(await after).hit, await (await after).response.text()]).toEqual([false, 'page 2']);
    });

    it('does not keep a background render overtaken by a change to what it read', async () => {
      let t = 0;
      const cache = createPageCache({ ttlMs: 1000, staleMs: 60_000, now: () => t });
      const slow = slowRenders();
      const first = cache.serve('/sports/archery', 'GET', slow.render, always);
      slow.finish();
      await first;
      t = 2000;
      expect((await cache.serve('/sports/archery', 'GET', slow.render, always)).stale).toBe(true);
      cache.dropTagged(['id:archery']); // an editor's change while page 2 renders from the old data
      slow.finish();
      await settle();
      const next = cache.serve('/sports/archery', 'GET', slow.render, always);
      await settle();
      slow.finish();
      expect([(await next).hit, await (await next).response.text()]).toEqual([false, 'page 3']);
    });

    it('keeps the stale copy when the background render fails, and the next visitor tries again', async () => {
      let t = 0;
      let renders = 0;
      const cache = createPageCache({ ttlMs: 1000, staleMs: 60_000, now: () => t });
      await cache.serve('/', 'GET', async () => html(`page ${++renders}`), always);
      t = 2000;
      const failed = await cache.serve('/', 'GET', async () => Promise.reject(new Error('upstream down')), always);
      expect([failed.stale, await failed.response.text()]).toEqual([true, 'page 1']);
      await settle();
      const retried = await cache.serve('/', 'GET', async () => html(`page ${++renders}`), always);
      expect([retried.stale, await retried.response.text()]).toEqual([true, 'page 1']);
      await settle();
      expect(await (await cache.serve('/', 'GET', async () => html('unused'), always)).response.text()).toBe('page 2');
    });

    it('answers the fast path only within the TTL: a stale page goes through serve, which renders it again', async () => {
      let t = 0;
      const cache = createPageCache({ ttlMs: 1000, staleMs: 60_000, now: () => t });
      await cache.serve('/', 'GET', async () => html('page 1'), always);
      t = 2000;
      expect(cache.lookup('/', 'GET', { encoding: null, ifNoneMatch: null })).toBeNull();
      expect(cache.size()).toBe(1);
    });
  });
});
