import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFixtureServer, type FixtureServer } from '../../../../tests/support/fixture-server';
import { RegionLookupError } from '../port';
import { createIpApiLookup } from './adapter';

/** A stand-in for ip-api.com: `/json/{ip}` answers by address; some addresses misbehave. */
let server: FixtureServer;
const asked: string[] = [];

beforeAll(async () => {
  server = await startFixtureServer((req, res) => {
    const address = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.replace('/json/', ''));
    asked.push(address);
    if (address === '203.0.113.1')
      return sendJson(res, 200, { status: 'success', countryCode: 'CN', country: 'China' });
    if (address === '203.0.113.2') return sendJson(res, 200, { status: 'success', countryCode: 'de' });
    if (address === '203.0.113.3') return sendJson(res, 200, { status: 'fail', message: 'reserved range' });
    if (address === '203.0.113.4') return sendJson(res, 503, { message: 'over quota' });
    if (address === '203.0.113.5') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>captive portal</html>');
      return;
    }
    if (address === '203.0.113.6') return sendJson(res, 200, { status: 'success', countryCode: 'XX' });
    if (address === '203.0.113.7') return sendJson(res, 200, ['CN']);
    // Any other address: the service hangs.
  });
});

afterAll(() => server.close());

const lookup = (timeoutMs = 1_000) =>
  createIpApiLookup({ urlTemplate: `${server.url}/json/{ip}?fields=status,countryCode`, timeoutMs });

describe('the ip-api lookup', () => {
  it('answers the country code of an address, upper case', async () => {
    expect(await lookup().countryOf('203.0.113.1')).toBe('CN');
    expect(await lookup().countryOf('203.0.113.2')).toBe('DE');
  });

  it('puts the address into the URL, encoded', async () => {
    await lookup().countryOf('203.0.113.1');
    expect(asked.at(-1)).toBe('203.0.113.1');
    const v6 = lookup(200).countryOf('2001:db8::1');
    await expect(v6).rejects.toThrow(RegionLookupError);
    expect(asked.at(-1)).toBe('2001:db8::1');
  });

  it('answers null when the service cannot place the address or names no country', async () => {
    expect(await lookup().countryOf('203.0.113.3')).toBeNull();
    expect(await lookup().countryOf('203.0.113.6')).toBeNull();
  });

  it.each([
    ['an error status', '203.0.113.4', /HTTP 503/],
    ['a body that is not JSON', '203.0.113.5', /not JSON/],
    ['JSON of another shape', '203.0.113.7', /ip-api shape/],
  ])('fails on %s', async (_name, address, message) => {
    await expect(lookup().countryOf(address)).rejects.toThrow(message);
  });

  it('gives up on a hanging service after its timeout', async () => {
    const started = performance.now();
    await expect(lookup(300).countryOf('198.51.100.1')).rejects.toThrow('no answer within 300 ms');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('fails at once when the service is unreachable', async () => {
    const closed = await startFixtureServer(() => undefined);
    await closed.close();
    const unreachable = createIpApiLookup({ urlTemplate: `${closed.url}/json/{ip}` });
    await expect(unreachable.countryOf('203.0.113.1')).rejects.toThrow('unreachable');
  });
});
