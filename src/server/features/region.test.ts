import { describe, expect, it } from 'vitest';
import type { CountryLookup } from '../region/port';
import { UpstreamUnavailableError } from '../shared/upstream/error';
import { publicAddress, regionOfRequest, type RegionDeps } from './region';

function deps(overrides: Partial<RegionDeps> = {}, answer: () => Promise<string | null> = async () => 'DE') {
  const asked: string[] = [];
  const warnings: unknown[] = [];
  const lookup: CountryLookup = {
    name: 'fake',
    countryOf: (address) => {
      asked.push(address);
      return answer();
    },
  };
  const regionDeps: RegionDeps = {
    trustProxy: true,
    countryHeader: 'cf-ipcountry',
    lookup,
    canLookUp: true,
    mediaHosts: { primary: 'https://cdn.jwplayer.com', alternate: 'https://cdn.example.cn' },
    logger: { warn: (fields: unknown) => warnings.push(fields) } as RegionDeps['logger'],
    ...overrides,
  };
  return { regionDeps, asked, warnings };
}

const request = (headers: Record<string, string>, clientAddress = '203.0.113.9') => ({
  headers: new Headers(headers),
  clientAddress,
});

describe('publicAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['2001:db8::1', '2001:db8::1'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['127.0.0.1', null],
    ['10.1.2.3', null],
    ['172.20.0.1', null],
    ['192.168.1.1', null],
    ['100.64.0.1', null],
    ['169.254.1.1', null],
    ['::1', null],
    ['fd00::1', null],
    ['fe80::1', null],
    ['unknown', null],
    ['999.1.1.1', null],
    ['', null],
  ])('%s → %s', (raw, expected) => {
    expect(publicAddress(raw)).toBe(expected);
  });
});

describe('regionOfRequest', () => {
  it('takes a trusted CDN header without asking the lookup service, and names the alternate origin in China', async () => {
    const { regionDeps, asked } = deps();
    expect(await regionOfRequest(regionDeps, request({ 'CF-IPCountry': 'CN' }))).toEqual({
      countryCode: 'CN',
      china: true,
      alternateOrigins: { 'https://cdn.jwplayer.com': 'https://cdn.example.cn' },
    });
    expect(asked).toEqual([]);
  });

  it('reads the configured header name', async () => {
    const { regionDeps } = deps({ countryHeader: 'cloudfront-viewer-country' });
    expect(
      await regionOfRequest(regionDeps, request({ 'CloudFront-Viewer-Country': 'FR', 'CF-IPCountry': 'CN' })),
    ).toMatchObject({
      countryCode: 'FR',
      china: false,
      alternateOrigins: {},
    });
  });

  it('ignores the header without TRUST_PROXY (anyone can send it) and asks the lookup service', async () => {
    const { regionDeps, asked } = deps({ trustProxy: false });
    expect(await regionOfRequest(regionDeps, request({ 'CF-IPCountry': 'CN' }))).toMatchObject({
      countryCode: 'DE',
      china: false,
    });
    expect(asked).toEqual(['203.0.113.9']);
  });

  it('answers the default region, without a call, for a private or malformed address', async () => {
    for (const address of ['127.0.0.1', 'unknown', '1.2.3']) {
      const { regionDeps, asked } = deps();
      expect(await regionOfRequest(regionDeps, request({ 'CF-IPCountry': 'XX' }, address))).toEqual({
        countryCode: null,
        china: false,
        alternateOrigins: {},
      });
      expect(asked).toEqual([]);
    }
  });

  it('answers the default region without a lookup service', async () => {
    const { regionDeps, asked } = deps({ canLookUp: false });
    expect(await regionOfRequest(regionDeps, request({}))).toMatchObject({ countryCode: null, china: false });
    expect(asked).toEqual([]);
  });

  it('answers the default region when the lookup fails, and logs the failure', async () => {
    const { regionDeps, warnings } = deps({}, async () => {
      throw new Error('HTTP 503');
    });
    expect(await regionOfRequest(regionDeps, request({}))).toMatchObject({ countryCode: null, china: false });
    expect(warnings).toHaveLength(1);
  });

  it('does not log each request while the circuit is open (its opening was logged)', async () => {
    const { regionDeps, warnings } = deps({}, async () => {
      throw new UpstreamUnavailableError('region', 'circuit open after repeated failures');
    });
    expect(await regionOfRequest(regionDeps, request({}))).toMatchObject({ countryCode: null });
    expect(warnings).toEqual([]);
  });

  it('names no alternate origin without an alternate host or with the embedded media platform', async () => {
    const withoutAlternate = deps({ mediaHosts: { primary: 'https://cdn.jwplayer.com' } }).regionDeps;
    expect((await regionOfRequest(withoutAlternate, request({ 'CF-IPCountry': 'CN' }))).alternateOrigins).toEqual({});
    const local = deps({ mediaHosts: {} }).regionDeps;
    expect(await regionOfRequest(local, request({ 'CF-IPCountry': 'CN' }))).toEqual({
      countryCode: 'CN',
      china: true,
      alternateOrigins: {},
    });
  });
});
