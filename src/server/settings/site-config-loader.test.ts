import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataCache } from '../shared/data-cache';
import { noteRemoteCall, withUpstreamBudget } from '../shared/upstream/budget';
import { HostAnswerError } from './alternate-host';
import { createSiteConfigLoader, fetchJsonConfig, type SiteConfigLoaderDeps } from './site-config-loader';
import type { SettingsResult } from './webapp-ini';

const TTL = 20 * 60_000;

function goodConfig(siteId = 'site1234') {
  return { description: 'Demo', siteId, content: [{ contentId: 'abcd1234', type: 'playlist' }], menu: [] };
}

const settings: SettingsResult = {
  ok: true,
  settings: {
    defaultConfigSource: 'demo2026',
    additionalAllowedConfigSources: ['demoauth', 'badconf1', 'bothint1', 'https://cfg.example.com/c.json'],
    unsafeAllowAnyConfigSource: false,
  },
};

function setup(overrides: Partial<SiteConfigLoaderDeps> = {}) {
  let now = 0;
  const calls: string[] = [];
  const configs: Record<string, unknown> = {
    demo2026: goodConfig(),
    demoauth: { ...goodConfig('auth1234'), integrations: { cleeng: { id: '1' } } },
    badconf1: { description: 'no site id', content: [], menu: [] },
    bothint1: { ...goodConfig(), integrations: { cleeng: { id: '1' }, jwp: { clientId: 'c' } } },
  };
  let platformDown = false;
  const deps: SiteConfigLoaderDeps = {
    readSettings: async () => settings,
    getAppConfig: async (id) => {
      calls.push(id);
      if (platformDown) throw new Error('platform unavailable');
      return configs[id] ?? null;
    },
    fetchJson: async (url) => {
      calls.push(url);
      return goodConfig('url12345');
    },
    cache: createDataCache({ now: () => now }),
    ttlMs: TTL,
    ...overrides,
  };
  return {
    load: createSiteConfigLoader(deps),
    calls,
    configs,
    advance: (ms: number) => (now += ms),
    setPlatformDown: (down: boolean) => (platformDown = down),
  };
}

describe('createSiteConfigLoader for a viewer in China (spec 1 §1)', () => {
  it('loads the config the way China gets it, kept apart from everyone else’s copy', async () => {
    const inChina: string[] = [];
    const { load, calls } = setup({
      inChina: {
        getAppConfig: async (id) => {
          inChina.push(id);
          return goodConfig('china123');
        },
        fetchJson: async (url) => {
          inChina.push(url);
          return goodConfig('chinaurl');
        },
      },
    });
    const china = await load(null, { china: true });
    expect(china.ok && china.config.siteId).toBe('china123');
    const elsewhere = await load(null);
    expect(elsewhere.ok && elsewhere.config.siteId).toBe('site1234');
    const url = await load('https://cfg.example.com/c.json', { china: true });
    expect(url.ok && url.config.siteId).toBe('chinaurl');
    // Each copy is cached on its own: asking again calls nobody.
    await load(null, { china: true });
    await load(null);
    expect(inChina).toEqual(['demo2026', 'https://cfg.example.com/c.json']);
    expect(calls).toEqual(['demo2026']);
  });

  it('loads as for everyone where no way for China is configured', async () => {
    const { load, calls } = setup();
    const result = await load(null, { china: true });
    expect(result.ok && result.config.siteId).toBe('site1234');
    expect(calls).toEqual(['demo2026']);
  });
});

describe('createSiteConfigLoader', () => {
  it('loads and validates the default config', async () => {
    const result = await setup().load(null);
    expect(result).toMatchObject({ ok: true, source: 'demo2026', warnings: [], config: { siteId: 'site1234' } });
  });

  it('uses an allowed app-config id and an allowed URL', async () => {
    const { load } = setup();
    expect(await load('demoauth')).toMatchObject({ ok: true, source: 'demoauth', config: { siteId: 'auth1234' } });
    expect(await load('https://cfg.example.com/c.json')).toMatchObject({
      ok: true,
      source: 'https://cfg.example.com/c.json',
      config: { siteId: 'url12345' },
    });
  });

  it('ignores a disallowed app-config with a warning and serves the default', async () => {
    const result = await setup().load('zzzz9999');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.source).toBe('demo2026');
    expect(result.warnings[0]).toContain('zzzz9999');
  });

  it('reports an invalid config as config_invalid with the validation errors', async () => {
    const result = await setup().load('badconf1');
    expect(result).toMatchObject({ ok: false, kind: 'config_invalid', reason: 'invalid', source: 'badconf1' });
    if (result.ok) return;
    expect(result.errors).toContain('siteId: is required');
  });

  it('reports two enabled integrations as a fatal config_invalid', async () => {
    const result = await setup().load('bothint1');
    expect(result).toMatchObject({ ok: false, kind: 'config_invalid', reason: 'multiple_integrations' });
  });

  it('reports a config the platform does not have', async () => {
    const { load, configs } = setup();
    delete configs.demo2026;
    const result = await load(null);
    expect(result).toMatchObject({ ok: false, kind: 'config_invalid', reason: 'unavailable' });
    if (!result.ok) expect(result.message).toContain('"demo2026" could not be loaded: config "demo2026" was not found');
  });

  it('reports broken settings as settings_invalid', async () => {
    const broken = setup({ readSettings: async () => ({ ok: false, error: '.webapp.ini line 1: bad' }) });
    expect(await broken.load(null)).toMatchObject({ ok: false, kind: 'settings_invalid', message: '.webapp.ini line 1: bad' });

    const noSource = setup({
      readSettings: async () => ({ ok: true, settings: { additionalAllowedConfigSources: [], unsafeAllowAnyConfigSource: false } }),
    });
    expect(await noSource.load(null)).toMatchObject({ ok: false, kind: 'settings_invalid', reason: 'settings' });
  });

  it('caches per source for the TTL, then reloads', async () => {
    const { load, calls, configs, advance } = setup();
    await load(null);
    await load(null);
    await load('demoauth');
    expect(calls).toEqual(['demo2026', 'demoauth']);

    configs.demo2026 = goodConfig('new12345');
    advance(TTL - 1);
    expect(await load(null)).toMatchObject({ config: { siteId: 'site1234' } });
    advance(2);
    expect(await load(null)).toMatchObject({ config: { siteId: 'new12345' } });
  });

  it('serves the last good config while the platform is down', async () => {
    const { load, advance, setPlatformDown } = setup();
    await load(null);
    advance(TTL + 1);
    setPlatformDown(true);
    expect(await load(null)).toMatchObject({ ok: true, config: { siteId: 'site1234' } });
  });

  it('without a good copy, a platform failure is an outage (config_unavailable) and is retried next time', async () => {
    const { load, calls, setPlatformDown } = setup();
    setPlatformDown(true);
    expect(await load(null)).toMatchObject({
      ok: false,
      kind: 'config_unavailable',
      reason: 'unavailable',
      errors: ['platform unavailable'],
    });
    setPlatformDown(false);
    expect(await load(null)).toMatchObject({ ok: true });
    expect(calls).toEqual(['demo2026', 'demo2026']);
  });
});

describe('a config load that gets no answer is an outage, never config_invalid', () => {
  it('is config_unavailable when the platform is slower than the request time budget', async () => {
    let answer: (value: unknown) => void = () => {};
    const { load } = setup({
      getAppConfig: () => {
        noteRemoteCall();
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const result = await withUpstreamBudget(30, () => load(null));
    expect(result).toMatchObject({ ok: false, kind: 'config_unavailable', source: 'demo2026' });
    if (!result.ok) expect(result.errors[0]).toContain("no answer within the request's time budget");
    // The load went on and fills the cache: the next request has the config.
    answer(goodConfig());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await withUpstreamBudget(30, () => load(null))).toMatchObject({ ok: true, config: { siteId: 'site1234' } });
  });

  it('tells a server error or a dropped connection (an outage) from a 404 (a config that is not there)', async () => {
    const answers: Record<string, () => unknown> = {
      'https://cfg.example.com/c.json': () => {
        throw new HostAnswerError(503, 'HTTP 503 from https://cfg.example.com/c.json');
      },
    };
    const { load } = setup({ fetchJson: async (url) => answers[url]!() });
    expect(await load('https://cfg.example.com/c.json')).toMatchObject({ ok: false, kind: 'config_unavailable' });
    answers['https://cfg.example.com/c.json'] = () => {
      throw new TypeError('fetch failed');
    };
    expect(await load('https://cfg.example.com/c.json')).toMatchObject({ ok: false, kind: 'config_unavailable' });
    answers['https://cfg.example.com/c.json'] = () => {
      throw new HostAnswerError(404, 'HTTP 404 from https://cfg.example.com/c.json');
    };
    expect(await load('https://cfg.example.com/c.json')).toMatchObject({ ok: false, kind: 'config_invalid' });
  });

  it('serves the last good config in an outage even after the cache dropped it', async () => {
    const cache = createDataCache();
    const { load, setPlatformDown } = setup({ cache });
    expect(await load(null)).toMatchObject({ ok: true });
    cache.invalidate();
    setPlatformDown(true);
    expect(await load(null)).toMatchObject({ ok: true, source: 'demo2026', config: { siteId: 'site1234' } });
  });

  it('never serves a kept config for one that now fails validation', async () => {
    const cache = createDataCache();
    const { load, configs } = setup({ cache });
    expect(await load(null)).toMatchObject({ ok: true });
    cache.invalidate();
    configs.demo2026 = { description: 'no site id', content: [], menu: [] };
    expect(await load(null)).toMatchObject({ ok: false, kind: 'config_invalid', reason: 'invalid' });
  });
});

describe('fetchJsonConfig', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/ok.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ siteId: 'x' }));
      } else if (req.url === '/garbage') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{not json');
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('returns the parsed document', async () => {
    expect(await fetchJsonConfig(`${base}/ok.json`)).toEqual({ siteId: 'x' });
  });

  it('rejects on HTTP errors and on malformed JSON', async () => {
    await expect(fetchJsonConfig(`${base}/missing.json`)).rejects.toThrow('HTTP 404');
    await expect(fetchJsonConfig(`${base}/garbage`)).rejects.toThrow();
  });
});
