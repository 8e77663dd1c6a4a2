import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

/**
 * The service worker's own file, run in a stand-in of the worker global scope: Cache Storage in memory, `fetch`
 * answered from a table (or failing, as with the network off), and the events a browser would dispatch.
 */
const SOURCE = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');
const ORIGIN = 'https://tv.example.com';

type Handler = (event: Record<string, unknown>) => void;

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
  credentials: string;
  headers: Headers;
  redirect: string;
  referrerPolicy: string;
  signal?: AbortSignal;
}

function request(path: string, init: Partial<FakeRequest> = {}): FakeRequest {
  return {
    url: new URL(path, ORIGIN).href,
    method: 'GET',
    mode: 'cors',
    credentials: 'same-origin',
    headers: new Headers(),
    redirect: 'follow',
    referrerPolicy: '',
    ...init,
  };
}

const keyOf = (key: string | { url: string }) => new URL(typeof key === 'string' ? key : key.url, ORIGIN).href;

function worker(options: { storage?: Map<string, Map<string, Response>> } = {}) {
  const storage = options.storage ?? new Map<string, Map<string, Response>>();
  const network = { online: true, pages: new Map<string, string>() };
  const fetched: Array<{ url: string; init?: Record<string, unknown> }> = [];
  const notifications: Array<{ title: string; options: Record<string, unknown> }> = [];
  const handlers = new Map<string, Handler[]>();

  async function fakeFetch(input: string | FakeRequest, init?: Record<string, unknown>): Promise<Response> {
    const url = keyOf(input);
    fetched.push({ url, init });
    if (!network.online) throw new TypeError('Failed to fetch');
    const body = network.pages.get(url);
    return new Response(body ?? 'not found', {
      status: body === undefined ? 404 : 200,
      headers: { 'content-type': 'text/html', date: new Date().toUTCString() },
    });
  }

  const cacheOf = (name: string) => {
    if (!storage.has(name)) storage.set(name, new Map());
    const entries = storage.get(name)!;
    return {
      match: async (key: string | FakeRequest) => entries.get(keyOf(key))?.clone(),
      put: async (key: string | FakeRequest, response: Response) => void entries.set(keyOf(key), response.clone()),
      add: async (key: string | FakeRequest) => {
        const response = await fakeFetch(key);
        if (!response.ok) throw new TypeError(`bad response ${response.status}`);
        entries.set(keyOf(key), response);
      },
    };
  };

  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, [...(handlers.get(type) ?? []), handler]),
    skipWaiting: async () => undefined,
    registration: {
      navigationPreload: { enable: async () => undefined },
      showNotification: async (title: string, options: Record<string, unknown>) =>
        void notifications.push({ title, options }),
    },
    clients: { claim: async () => undefined, matchAll: async () => [], openWindow: async () => null },
  };
  const caches = {
    open: async (name: string) => cacheOf(name),
    keys: async () => [...storage.keys()],
    delete: async (name: string) => storage.delete(name),
  };
  runInNewContext(SOURCE, {
    self,
    caches,
    fetch: fakeFetch,
    URL,
    Request: class {
      constructor(
        readonly url: string,
        readonly init: Record<string, unknown>,
      ) {}
    },
    Response,
    Headers,
    Date,
    console,
  });

  /** Dispatches an event; resolves with what `respondWith` got (undefined when the worker let it through). */
  async function dispatch(type: string, fields: Record<string, unknown> = {}) {
    const waits: Promise<unknown>[] = [];
    let responded: Promise<Response> | undefined;
    const event = {
      ...fields,
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      respondWith: (promise: Promise<Response>) => (responded = Promise.resolve(promise)),
    };
    for (const handler of handlers.get(type) ?? []) handler(event);
    await Promise.all(waits);
    return responded;
  }

  const fetchEvent = (req: FakeRequest) =>
    dispatch('fetch', { request: req, preloadResponse: Promise.resolve(undefined) });
  const cachedUrls = () =>
    [...storage.entries()].flatMap(([name, entries]) => [...entries.keys()].map((url) => `${name} ${url}`));
  return { dispatch, fetchEvent, network, fetched, notifications, storage, cachedUrls };
}

async function installed(pages: Record<string, string> = {}) {
  const sw = worker();
  sw.network.pages.set(`${ORIGIN}/offline`, '<h1>You are offline</h1>');
  for (const [path, body] of Object.entries(pages)) sw.network.pages.set(`${ORIGIN}${path}`, body);
  await sw.dispatch('install');
  await sw.dispatch('activate');
  return sw;
}

describe('the service worker', () => {
  it('keeps only the offline page at install', async () => {
    const sw = await installed();
    expect(sw.cachedUrls()).toEqual([`offline-v1 ${ORIGIN}/offline`]);
  });

  it('passes navigations to the network while online, keeping nothing', async () => {
    const sw = await installed({ '/live': '<h1>Live</h1>' });
    const answer = await sw.fetchEvent(request('/live', { mode: 'navigate' }));
    expect(await answer?.text()).toBe('<h1>Live</h1>');
    expect(sw.cachedUrls()).toEqual([`offline-v1 ${ORIGIN}/offline`]);
  });

  it('answers a navigation with the offline page when the network is off', async () => {
    const sw = await installed();
    sw.network.online = false;
    const answer = await sw.fetchEvent(request('/m/abc/title', { mode: 'navigate' }));
    expect(await answer?.text()).toBe('<h1>You are offline</h1>');
  });

  it("keeps a language's offline page when a page of that language asks, and serves it for that language", async () => {
    const sw = await installed({ '/es/offline': '<h1>Sin conexión</h1>' });
    await sw.dispatch('message', { data: { type: 'offline-page', path: '/es/offline' } });
    sw.network.online = false;
    expect(await (await sw.fetchEvent(request('/es/live', { mode: 'navigate' })))?.text()).toBe(
      '<h1>Sin conexión</h1>',
    );
    expect(await (await sw.fetchEvent(request('/fr/live', { mode: 'navigate' })))?.text()).toBe(
      '<h1>You are offline</h1>',
    );
  });

  it.each([['/api/auth/user'], ['https://evil.example/offline'], ['/es/offline/../../api/x'], [42]])(
    'keeps nothing else when asked for %j',
    async (path) => {
      const sw = await installed({ '/api/auth/user': '{}' });
      await sw.dispatch('message', { data: { type: 'offline-page', path } });
      expect(sw.cachedUrls()).toEqual([`offline-v1 ${ORIGIN}/offline`]);
    },
  );

  it.each([
    ['an API answer', request('/api/watch-history')],
    ['a page script', request('/_astro/page.abc123.js')],
    ['an HLS playlist', request('/demo-media/hls/abc/master.m3u8')],
    ['a media segment', request('/demo-media/hls/abc/360p/seg-001.ts')],
    ['a signed media URL', request('/demo-media/hls/abc/master.m3u8?exp=1767225600&sig=abcdef')],
    ['a POST', request('/api/auth/login', { method: 'POST' })],
  ])('leaves %s to the network, untouched and never cached', async (_name, req) => {
    const sw = await installed();
    sw.network.online = false;
    expect(await sw.fetchEvent(req)).toBeUndefined();
    expect(sw.cachedUrls()).toEqual([`offline-v1 ${ORIGIN}/offline`]);
  });

  describe('in China', () => {
    const china = {
      type: 'region',
      china: true,
      alternateOrigins: { 'https://cdn.jwplayer.com': 'https://cdn.example.cn' },
    };

    it("sends the media platform's requests to the alternate host, keeping query and mode, caching nothing", async () => {
      const sw = await installed();
      await sw.dispatch('message', { data: china });
      const answer = sw.fetchEvent(
        request('https://cdn.jwplayer.com/manifests/abc.m3u8?token=signed', { mode: 'cors' }),
      );
      expect(await answer).toBeDefined();
      expect(sw.fetched.at(-1)).toMatchObject({
        url: 'https://cdn.example.cn/manifests/abc.m3u8?token=signed',
        init: { mode: 'cors', method: 'GET' },
      });
      const image = sw.fetchEvent(
        request('https://cdn.jwplayer.com/v2/media/abc/poster.jpg?width=640', { mode: 'no-cors' }),
      );
      expect(await image).toBeDefined();
      expect(sw.fetched.at(-1)).toMatchObject({ url: 'https://cdn.example.cn/v2/media/abc/poster.jpg?width=640' });
      expect(sw.cachedUrls().sort()).toEqual([
        `offline-v1 ${ORIGIN}/offline`,
        `region-state-v1 ${ORIGIN}/__service-worker/region-state`,
      ]);
    });

    it('leaves other hosts alone', async () => {
      const sw = await installed();
      await sw.dispatch('message', { data: china });
      expect(await sw.fetchEvent(request('https://cdn.sanity.io/images/x.jpg'))).toBeUndefined();
    });

    it('remembers the flag when the worker is started again, even for the request that woke it', async () => {
      const first = await installed();
      await first.dispatch('message', { data: china });
      const restarted = worker({ storage: first.storage });
      const answer = await restarted.fetchEvent(request('https://cdn.jwplayer.com/v2/media/abc/poster.jpg'));
      expect(answer).toBeDefined();
      expect(restarted.fetched.at(-1)?.url).toBe('https://cdn.example.cn/v2/media/abc/poster.jpg');
    });

    it('stops rewriting when a page says the viewer is not in China', async () => {
      const sw = await installed();
      await sw.dispatch('message', { data: china });
      await sw.dispatch('message', { data: { ...china, china: false } });
      expect(await sw.fetchEvent(request('https://cdn.jwplayer.com/v2/media/abc/poster.jpg'))).toBeUndefined();
    });

    it.each([
      ['no flag', { type: 'region', alternateOrigins: china.alternateOrigins }],
      ['a flag that is not a boolean', { type: 'region', china: 'yes', alternateOrigins: china.alternateOrigins }],
      [
        'an alternate that is not an origin',
        { type: 'region', china: true, alternateOrigins: { 'https://cdn.jwplayer.com': 'javascript:alert(1)' } },
      ],
      [
        'an alternate with a path',
        { type: 'region', china: true, alternateOrigins: { 'https://cdn.jwplayer.com': 'https://cdn.example.cn/x' } },
      ],
    ])('ignores a message with %s', async (_name, data) => {
      const sw = await installed();
      await sw.dispatch('message', { data });
      expect(await sw.fetchEvent(request('https://cdn.jwplayer.com/v2/media/abc/poster.jpg'))).toBeUndefined();
    });
  });

  it('shows a pushed message as a notification that opens its page', async () => {
    const sw = await installed();
    const payload = { title: 'Final is live', body: 'Watch now', url: '/m/abc/final' };
    await sw.dispatch('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    expect(sw.notifications).toEqual([
      {
        title: 'Final is live',
        options: expect.objectContaining({ body: 'Watch now', data: { url: '/m/abc/final' } }),
      },
    ]);
  });
});
