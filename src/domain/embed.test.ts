import { describe, expect, it } from 'vitest';
import {
  frameAncestors,
  isEmbedAccessAllowed,
  isUuid,
  parseAllowedDomain,
  scheduledChip,
  showsLiveStream,
  streamFor,
  type AllowedDomain,
  type EmbedConfig,
  type LiveMediaState,
} from './embed';

describe('isUuid', () => {
  it.each([
    ['1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', true],
    ['1B9D6BCD-BBFD-4B2D-9B5D-AB8DFBBD4BED', true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4be', false],
    ['1b9d6bcdbbfd4b2d9b5dab8dfbbd4bed', false],
    ['1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bez', false],
    ['korfball', false],
    ['', false],
    [' 1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', false],
  ])('%s → %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});

describe('parseAllowedDomain', () => {
  it.each([
    ['partner.example', { host: 'partner.example', wildcard: false }],
    ['Partner.Example', { host: 'partner.example', wildcard: false }],
    ['*.partner.example', { host: 'partner.example', wildcard: true }],
    ['https://tv.partner.example/', { scheme: 'https', host: 'tv.partner.example', wildcard: false }],
    ['localhost:*', { host: 'localhost', wildcard: false, port: '*' }],
    ['http://localhost:8080', { scheme: 'http', host: 'localhost', wildcard: false, port: '8080' }],
  ])('reads %s', (entry, expected) => {
    expect(parseAllowedDomain(entry)).toEqual(expected);
  });

  it.each([
    '*',
    'https://*',
    'partner.example/path',
    'partner.example; script-src *',
    "'self'",
    'ftp://partner.example',
    'partner example',
    'partner.example:99999',
    '-bad.example',
    '',
  ])('refuses %j', (entry) => {
    expect(parseAllowedDomain(entry)).toBeNull();
  });
});

describe('frameAncestors', () => {
  it("lists 'self' and every allowed domain once, as CSP sources", () => {
    const allowed = ['partner.example', '*.partner.example', 'PARTNER.example', 'http://localhost:8080'].map((entry) =>
      parseAllowedDomain(entry)!,
    );
    expect(frameAncestors(allowed)).toEqual([
      "'self'",
      'partner.example',
      '*.partner.example',
      'http://localhost:8080',
    ]);
  });
});

describe('isEmbedAccessAllowed', () => {
  const domains = (...entries: string[]): AllowedDomain[] => entries.map((entry) => parseAllowedDomain(entry)!);
  const httpsSite = 'https://games.example';
  const rows: Array<[string, { referrer: string | null; allowed: string[]; source?: string; self?: string }, boolean]> =
    [
      ['an allowed domain', { referrer: 'https://partner.example/news/final', allowed: ['partner.example'] }, true],
      ['a subdomain of a wildcard', { referrer: 'https://www.partner.example/', allowed: ['*.partner.example'] }, true],
      ['not the apex of a wildcard', { referrer: 'https://partner.example/', allowed: ['*.partner.example'] }, false],
      ['a lookalike host', { referrer: 'https://evilpartner.example/', allowed: ['partner.example'] }, false],
      ['a suffix attack', { referrer: 'https://partner.example.evil.test/', allowed: ['partner.example'] }, false],
      ['another domain', { referrer: 'https://elsewhere.example/', allowed: ['partner.example'] }, false],
      ['no referrer', { referrer: null, allowed: ['partner.example'] }, false],
      ['a referrer that is not a URL', { referrer: 'partner.example', allowed: ['partner.example'] }, false],
      ['our own pages', { referrer: 'https://games.example/m/abc', allowed: [] }, true],
      ['source=wtv without a referrer', { referrer: null, allowed: [], source: 'wtv' }, true],
      ['source=wtv from anywhere', { referrer: 'https://elsewhere.example/', allowed: [], source: 'wtv' }, true],
      ['another source is no pass', { referrer: null, allowed: [], source: 'WTV' }, false],
      // CSP scheme and port rules
      [
        'http parent when we are https and no scheme is given',
        { referrer: 'http://partner.example/', allowed: ['partner.example'] },
        false,
      ],
      [
        'https parent when we are http',
        { referrer: 'https://partner.example/', allowed: ['partner.example'], self: 'http://localhost:4321' },
        true,
      ],
      [
        'an explicit http scheme also allows https',
        { referrer: 'https://partner.example/', allowed: ['http://partner.example'] },
        true,
      ],
      [
        'an explicit https scheme refuses http',
        { referrer: 'http://partner.example/', allowed: ['https://partner.example'], self: 'http://x.test' },
        false,
      ],
      [
        'a port the entry does not name',
        { referrer: 'https://partner.example:8443/', allowed: ['partner.example'] },
        false,
      ],
      ['the named port', { referrer: 'https://partner.example:8443/', allowed: ['partner.example:8443'] }, true],
      [
        'any port',
        { referrer: 'http://localhost:5173/', allowed: ['localhost:*'], self: 'http://localhost:4321' },
        true,
      ],
      [
        '127.0.0.1 is not localhost',
        { referrer: 'http://127.0.0.1:5173/', allowed: ['localhost:*'], self: 'http://localhost:4321' },
        false,
      ],
    ];

  it.each(rows)('%s', (_name, { referrer, allowed, source, self }, expected) => {
    expect(
      isEmbedAccessAllowed({
        referrer,
        source: source ?? null,
        selfOrigin: self ?? httpsSite,
        allowed: domains(...allowed),
      }),
    ).toBe(expected);
  });
});

describe('streamFor', () => {
  const config: EmbedConfig = {
    id: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
    title: 'Finals',
    allowedDomains: [],
    stream: { liveMediaId: 'live1', transmissionComingSoon: false },
    events: [{ sepId: 'SF1', liveMediaId: 'live2', vodMediaId: 'vod2', transmissionComingSoon: true }],
  };

  it('plays the default stream without sepId, the named event with one, nothing for an unknown event', () => {
    expect(streamFor(config, null)).toBe(config.stream);
    expect(streamFor(config, 'SF1')).toMatchObject({ liveMediaId: 'live2' });
    expect(streamFor(config, 'SF2')).toBeNull();
  });
});

describe('showsLiveStream', () => {
  const now = new Date('2026-07-01T12:00:00Z');
  const stream = { liveMediaId: 'live1', transmissionComingSoon: false };
  const rows: Array<[string, LiveMediaState | null, boolean]> = [
    ['live now (published)', { eventState: 'LIVE_PUBLISHED' }, true],
    [
      'inside its scheduled window',
      { eventState: 'PRE_LIVE', scheduledStart: '2026-07-01T11:00:00Z', scheduledEnd: '2026-07-01T13:00:00Z' },
      true,
    ],
    ['instant VOD (the replay on the same media)', { eventState: 'INSTANT_VOD' }, true],
    [
      'public VOD',
      { eventState: 'VOD_PUBLIC', scheduledStart: '2026-06-28T11:00:00Z', scheduledEnd: '2026-06-28T13:00:00Z' },
      true,
    ],
    ['a 24/7 live channel', { contentType: 'livechannel' }, true],
    [
      'pre-live, ahead of its start',
      { eventState: 'PRE_LIVE', scheduledStart: '2026-07-01T15:00:00Z', scheduledEnd: '2026-07-01T17:00:00Z' },
      false,
    ],
    ['live but unpublished', { eventState: 'LIVE_UNPUBLISHED' }, false],
    [
      'no state and its window over',
      { scheduledStart: '2026-06-30T11:00:00Z', scheduledEnd: '2026-06-30T13:00:00Z' },
      false,
    ],
    ['an unknown live media', null, false],
  ];

  it.each(rows)('%s', (_name, live, expected) => {
    expect(showsLiveStream(stream, live, now)).toBe(expected);
  });

  it('never shows the live stream while transmissionComingSoon is set, even when it is live', () => {
    expect(showsLiveStream({ ...stream, transmissionComingSoon: true }, { eventState: 'LIVE_PUBLISHED' }, now)).toBe(
      false,
    );
  });
});

describe('scheduledChip', () => {
  const now = new Date('2026-07-01T12:00:00Z');
  it('names the scheduled start while it lies ahead, nothing once it passed or when unknown', () => {
    expect(scheduledChip({ scheduledStart: '2026-07-01T15:00:00+02:00' }, now)).toEqual({
      scheduledStart: '2026-07-01T13:00:00.000Z',
    });
    expect(scheduledChip({ scheduledStart: '2026-07-01T11:00:00Z' }, now)).toEqual({});
    expect(scheduledChip({ scheduledStart: 'tomorrow' }, now)).toEqual({});
    expect(scheduledChip(null, now)).toEqual({});
  });
});
