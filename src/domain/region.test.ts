import { describe, expect, it } from 'vitest';
import { alternateOriginsFor, countryCodeOf, DEFAULT_REGION, planRegion, regionOf, type RegionInputs } from './region';

describe('countryCodeOf', () => {
  it.each([
    ['CN', 'CN'],
    ['cn', 'CN'],
    [' de ', 'DE'],
    ['HK', 'HK'],
    ['XX', null],
    ['T1', null],
    ['ZZ', null],
    ['EU', null],
    ['QM', null],
    ['CHN', null],
    ['C', null],
    ['', null],
    ['C N', null],
    ['<script>', null],
    [undefined, null],
    [42, null],
  ])('%j → %j', (raw, expected) => {
    expect(countryCodeOf(raw)).toBe(expected);
  });
});

describe('regionOf', () => {
  it('is China only for CN, not for Hong Kong, Macao or Taiwan', () => {
    expect(regionOf('CN')).toEqual({ countryCode: 'CN', china: true });
    for (const code of ['HK', 'MO', 'TW', 'US']) expect(regionOf(code)).toEqual({ countryCode: code, china: false });
  });

  it('is the default region for an unknown country', () => {
    expect(regionOf(null)).toEqual(DEFAULT_REGION);
    expect(DEFAULT_REGION).toEqual({ countryCode: null, china: false });
  });
});

describe('planRegion', () => {
  const base: RegionInputs = { trustProxy: true, countryHeader: null, address: '203.0.113.9', canLookUp: true };

  it.each<[string, Partial<RegionInputs>, ReturnType<typeof planRegion>]>([
    [
      'a trusted CDN header wins, without a lookup',
      { countryHeader: 'CN' },
      { kind: 'known', region: { countryCode: 'CN', china: true } },
    ],
    [
      'an untrusted header is ignored: the lookup decides',
      { trustProxy: false, countryHeader: 'CN' },
      { kind: 'lookup', address: '203.0.113.9' },
    ],
    [
      'an unknown-country header falls back to the lookup',
      { countryHeader: 'XX' },
      { kind: 'lookup', address: '203.0.113.9' },
    ],
    [
      'a malformed header falls back to the lookup',
      { countryHeader: 'china' },
      { kind: 'lookup', address: '203.0.113.9' },
    ],
    ['no lookup service: the default region, no call', { canLookUp: false }, { kind: 'default' }],
    ['no public address: the default region, no call', { address: null }, { kind: 'default' }],
    [
      'untrusted header and no lookup service: default',
      { trustProxy: false, countryHeader: 'CN', canLookUp: false },
      { kind: 'default' },
    ],
  ])('%s', (_name, inputs, expected) => {
    expect(planRegion({ ...base, ...inputs })).toEqual(expected);
  });
});

describe('alternateOriginsFor', () => {
  const china = regionOf('CN');
  const hosts = { primary: 'https://cdn.jwplayer.com', alternate: 'https://cdn.example.cn/jw/' };

  it('maps the media platform origin to the alternate origin for a viewer in China', () => {
    expect(alternateOriginsFor(china, hosts)).toEqual({ 'https://cdn.jwplayer.com': 'https://cdn.example.cn' });
  });

  it.each([
    ['outside China', regionOf('DE'), hosts],
    ['in the default region', DEFAULT_REGION, hosts],
    ['without an alternate host', china, { primary: hosts.primary }],
    [
      'with an alternate that is the primary',
      china,
      { primary: hosts.primary, alternate: 'https://cdn.jwplayer.com/x' },
    ],
    [
      'with an alternate that is not an http(s) URL',
      china,
      { primary: hosts.primary, alternate: 'ftp://cdn.example.cn' },
    ],
  ])('is empty %s', (_name, region, given) => {
    expect(alternateOriginsFor(region, given)).toEqual({});
  });
});
