import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGION_SESSION_KEY, regionOfViewer } from './region-client';

/** The browser side of `GET /api/region`: once per session, and never an error for the page. */
const store = new Map<string, string>();

beforeEach(() => {
  store.clear();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  });
});

afterEach(() => vi.unstubAllGlobals());

const china = {
  countryCode: 'CN',
  china: true,
  alternateOrigins: { 'https://cdn.jwplayer.com': 'https://cdn.example.cn' },
};
const DEFAULT = { countryCode: null, china: false, alternateOrigins: {} };

describe('regionOfViewer', () => {
  it('asks the API once per session', async () => {
    const fetchMock = vi.fn(async () => Response.json(china));
    vi.stubGlobal('fetch', fetchMock);
    expect(await regionOfViewer()).toEqual(china);
    expect(await regionOfViewer()).toEqual(china);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(store.get(REGION_SESSION_KEY) ?? '')).toEqual(china);
  });

  it.each([
    ['the network fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the API answers an error', async () => new Response('down', { status: 503 })],
    ['the answer has another shape', async () => Response.json({ country: 'CN' })],
    ['the answer is not JSON', async () => new Response('<html>', { status: 200 })],
  ])('answers the default region when %s, and keeps nothing', async (_name, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    expect(await regionOfViewer()).toEqual(DEFAULT);
    expect(store.size).toBe(0);
  });

  it('asks again when what was kept is damaged', async () => {
    store.set(REGION_SESSION_KEY, '{"china":"yes"');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(china)),
    );
    expect(await regionOfViewer()).toEqual(china);
  });
});
