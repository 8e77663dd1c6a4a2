import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFixtureServer, type FixtureServer } from '../../../tests/support/fixture-server';
import { withAlternateLookup } from './alternate-lookup';
import { createIpApiLookup } from './ip-api/adapter';

/** Two stand-ins for ip-api.com: the primary is down for some addresses, the alternate answers every one. */
let primary: FixtureServer;
let alternate: FixtureServer;
const askedAlternate: string[] = [];

beforeAll(async () => {
  primary = await startFixtureServer((req, res) => {
    const address = new URL(req.url ?? '/', 'http://x').pathname.replace('/json/', '');
    if (address === '203.0.113.1') return sendJson(res, 503, { message: 'over quota' });
    if (address === '203.0.113.3') return sendJson(res, 200, { status: 'fail', message: 'reserved range' });
    return sendJson(res, 200, { status: 'success', countryCode: 'DE' });
  });
  alternate = await startFixtureServer((req, res) => {
    askedAlternate.push(new URL(req.url ?? '/', 'http://x').pathname.replace('/json/', ''));
    sendJson(res, 200, { status: 'success', countryCode: 'CN' });
  });
});
afterAll(() => Promise.all([primary.close(), alternate.close()]));

const ipApi = (server: FixtureServer) => createIpApiLookup({ urlTemplate: `${server.url}/json/{ip}` });

describe('the location lookup with its alternate host (spec 1 §7)', () => {
  it('asks the alternate host when the primary fails, and only then', async () => {
    const failures: unknown[] = [];
    const lookup = withAlternateLookup(ipApi(primary), ipApi(alternate), (error) => failures.push(error));
    expect(await lookup.countryOf('203.0.113.1')).toBe('CN');
    expect(await lookup.countryOf('203.0.113.2')).toBe('DE');
    // "Cannot place this address" is an answer: the alternate is not asked.
    expect(await lookup.countryOf('203.0.113.3')).toBeNull();
    expect(askedAlternate).toEqual(['203.0.113.1']);
    expect(failures).toHaveLength(1);
  });

  it('rejects when both fail, so the viewer gets the default region', async () => {
    const down = createIpApiLookup({ urlTemplate: 'http://127.0.0.1:9/json/{ip}', timeoutMs: 300 });
    await expect(withAlternateLookup(down, down).countryOf('203.0.113.9')).rejects.toThrow('unreachable');
  });
});
