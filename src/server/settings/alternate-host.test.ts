import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwMediaPlatform } from '../media/jw/adapter';
import { alternateHostFirst, onAlternateHost, withAlternateHost } from './alternate-host';
import { fetchJsonConfig } from './site-config-loader';

/**
 * Two fixture hosts: the primary JW host, told per test how to fail, and the alternate that has the configs.
 * A third address has nothing listening (the primary unreachable).
 */
type Mode = 'ok' | 'down' | '404';
let primaryMode: Mode = 'ok';
const asked: string[] = [];
const servers: Server[] = [];
let primary = '';
let alternate = '';
let unreachable = '';

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const config = (from: string) => JSON.stringify({ description: `config from ${from}`, siteId: 'site0001' });

beforeAll(async () => {
  primary = await listen((request, response) => {
    asked.push(`primary ${request.url}`);
    if (primaryMode === 'down') return void response.writeHead(503).end('maintenance');
    if (primaryMode === '404') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(config('primary'));
  });
  alternate = await listen((request, response) => {
    asked.push(`alternate ${request.url}`);
    response.writeHead(200, { 'content-type': 'application/json' }).end(config('alternate'));
  });
  const closed = await listen(() => undefined);
  unreachable = closed;
  await new Promise<void>((done) => servers.pop()!.close(() => done()));
});

afterAll(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))));

function reset(mode: Mode) {
  primaryMode = mode;
  asked.length = 0;
}

describe('a JW-hosted config when the primary host fails (spec 1 §1/§7)', () => {
  it('an app config id: a 5xx from the primary is asked for once more from the alternate', async () => {
    reset('down');
    const jw = createJwMediaPlatform({ baseUrl: primary, alternateBaseUrl: alternate });
    expect(await jw.getAppConfig('abcd1234')).toMatchObject({ description: 'config from alternate' });
    expect(asked).toEqual(['primary /apps/configs/abcd1234.json', 'alternate /apps/configs/abcd1234.json']);
  });

  it('an app config id: an unreachable primary too', async () => {
    reset('ok');
    const jw = createJwMediaPlatform({ baseUrl: unreachable, alternateBaseUrl: alternate });
    expect(await jw.getAppConfig('abcd1234')).toMatchObject({ description: 'config from alternate' });
  });

  it('nothing changes when the primary answers, says 404, or no alternate is configured', async () => {
    reset('ok');
    const jw = createJwMediaPlatform({ baseUrl: primary, alternateBaseUrl: alternate });
    expect(await jw.getAppConfig('abcd1234')).toMatchObject({ description: 'config from primary' });
    reset('404');
    expect(await jw.getAppConfig('abcd1234')).toBeNull();
    expect(asked).toEqual(['primary /apps/configs/abcd1234.json']);
    reset('down');
    await expect(createJwMediaPlatform({ baseUrl: primary }).getAppConfig('abcd1234')).rejects.toThrow(/503/);
    expect(asked).toEqual(['primary /apps/configs/abcd1234.json']);
  });

  it('a config address on the primary host: retried from the alternate after a 5xx, never after a 404', async () => {
    const fetchJson = withAlternateHost(fetchJsonConfig, { primary, alternate });
    reset('down');
    expect(await fetchJson(`${primary}/apps/configs/abcd1234.json?v=2`)).toMatchObject({
      description: 'config from alternate',
    });
    expect(asked).toEqual(['primary /apps/configs/abcd1234.json?v=2', 'alternate /apps/configs/abcd1234.json?v=2']);
    reset('404');
    await expect(fetchJson(`${primary}/apps/configs/abcd1234.json`)).rejects.toThrow(/404/);
    expect(asked).toHaveLength(1);
  });

  it('an address on another host is not sent to the alternate', async () => {
    reset('down');
    const fetchJson = withAlternateHost(fetchJsonConfig, { primary: unreachable, alternate });
    await expect(fetchJson(`${primary}/config.json`)).rejects.toThrow(/503/);
    expect(asked).toEqual(['primary /config.json']);
  });
});

describe('a JW-hosted config for a viewer in China (spec 1 §1)', () => {
  it('is asked of the alternate host, because of where the viewer is, not after a failure', async () => {
    reset('ok');
    const fetchJson = alternateHostFirst(fetchJsonConfig, { primary, alternate });
    expect(await fetchJson(`${primary}/apps/configs/abcd1234.json`)).toMatchObject({ description: 'config from alternate' });
    expect(asked).toEqual(['alternate /apps/configs/abcd1234.json']);
  });

  it('falls back to the primary when the alternate is down; another host is asked as it is', async () => {
    reset('ok');
    const fetchJson = alternateHostFirst(fetchJsonConfig, { primary, alternate: unreachable });
    expect(await fetchJson(`${primary}/apps/configs/abcd1234.json`)).toMatchObject({ description: 'config from primary' });
    expect(asked).toEqual(['primary /apps/configs/abcd1234.json']);
    reset('ok');
    const other = alternateHostFirst(fetchJsonConfig, { primary: unreachable, alternate });
    expect(await other(`${primary}/config.json`)).toMatchObject({ description: 'config from primary' });
    expect(asked).toEqual(['primary /config.json']);
  });
});

describe('onAlternateHost', () => {
  it('swaps the primary base for the alternate, only for addresses under it', () => {
    const hosts = { primary: 'https://cdn.jwplayer.com/', alternate: 'https://cdn.example.cn' };
    expect(onAlternateHost('https://cdn.jwplayer.com/apps/configs/x.json', hosts)).toBe(
      'https://cdn.example.cn/apps/configs/x.json',
    );
    expect(onAlternateHost('https://cdn.jwplayer.com.evil.test/x.json', hosts)).toBeNull();
    expect(onAlternateHost('https://cdn.jwplayer.com/x.json', { primary: hosts.primary })).toBeNull();
  });
});
