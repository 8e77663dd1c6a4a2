import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validPrograms } from '../../src/domain/live-guide/programs';
import { createScheduleReader, EpgError } from '../../src/server/epg/reader';
import { startFixtureServer, type FixtureServer } from '../support/fixture-server';

/**
 * The EPG readers against a local server that answers with recorded-shape bodies: the JW EPG JSON (behind an
 * API-KEY) and an XMLTV listing, plus the failures a guide must survive (down, slow, malformed).
 */
const FIXTURES = resolve(import.meta.dirname, '../fixtures/epg');
const DEMO_EPG = resolve(import.meta.dirname, '../../data/demo/catalog/epg');
const API_KEY = 'epg-key-123';

let server: FixtureServer;
let jwBody: string;
let xmltvBody: string;
const requests: { path: string; apiKey?: string }[] = [];

beforeAll(async () => {
  jwBody = await readFile(resolve(FIXTURES, 'jw-schedule.json'), 'utf8');
  xmltvBody = await readFile(resolve(FIXTURES, 'xmltv.xml'), 'utf8');
  server = await startFixtureServer(async (req, res) => {
    const apiKey = req.headers['api-key'];
    requests.push({ path: req.url ?? '', apiKey: typeof apiKey === 'string' ? apiKey : undefined });
    switch (req.url) {
      case '/epg/channel.json':
        if (apiKey !== API_KEY) return void res.writeHead(401).end('{"errors":[{"code":"unauthorized"}]}');
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(jwBody);
      case '/epg/listing.xml':
        return void res.writeHead(200, { 'content-type': 'application/xml' }).end(xmltvBody);
      case '/epg/down.json':
        return void res.writeHead(503).end('maintenance');
      case '/epg/malformed.json':
        return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"programs": [');
      case '/epg/object.json':
        return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"programs": []}');
      case '/epg/slow.json':
        await new Promise((done) => setTimeout(done, 2_000));
        return void res.writeHead(200).end('[]');
      default:
        return void res.writeHead(404).end();
    }
  });
});

afterAll(() => server.close());

const reader = () => createScheduleReader({ demoEpgDir: DEMO_EPG, timeoutMs: 300 });

describe('JW EPG JSON reader', () => {
  it('sends the API-KEY from scheduleToken and maps description and image', async () => {
    const raw = await reader().read({
      channelId: 'AbCd1234',
      scheduleUrl: `${server.url}/epg/channel.json`,
      scheduleToken: API_KEY,
      scheduleType: 'jwp',
    });
    expect(requests.at(-1)).toEqual({ path: '/epg/channel.json', apiKey: API_KEY });
    const programs = validPrograms(raw);
    expect(programs.map((program) => program.title)).toEqual(['Morning Briefing', 'Medal Round-up', 'Studio Debate']);
    expect(programs[0]).toEqual({
      id: '0c3f8a5e-4d3c-4f5b-9d0e-6b1b1f6a2d01',
      title: 'Morning Briefing',
      startTime: '2026-11-25T06:00:00.000Z',
      endTime: '2026-11-25T07:00:00.000Z',
      description: 'The day ahead.',
      cardImage: 'https://cdn.example.com/v2/media/AbCd1234/poster.jpg?width=640',
      backgroundImage: 'https://cdn.example.com/v2/media/AbCd1234/poster.jpg?width=640',
    });
  });

  it('without the token the platform refuses, and so does the reader', async () => {
    const read = reader().read({ channelId: 'x', scheduleUrl: `${server.url}/epg/channel.json` });
    await expect(read).rejects.toMatchObject({ reason: 'http_error' });
    expect(requests.at(-1)?.apiKey).toBeUndefined();
  });
});

describe('XMLTV reader', () => {
  it('reads the channel it is asked for, with offsets, CDATA and entities; derives ids without episode-num', async () => {
    const raw = await reader().read({
      channelId: 'outdoors.example',
      scheduleUrl: `${server.url}/epg/listing.xml`,
      scheduleType: 'xmltv',
    });
    expect(validPrograms(raw)).toEqual([
      {
        id: 'EP0001.0042',
        title: 'Canoe Marathon: Portages',
        startTime: '2026-11-25T07:00:00.000Z',
        endTime: '2026-11-25T09:00:00.000Z',
        description: 'The long race on the lake & the portages.',
        cardImage: 'https://cdn.example.com/epg/canoe.jpg',
        backgroundImage: 'https://cdn.example.com/epg/canoe.jpg',
      },
      {
        id: 'outdoors.example/20261125090000',
        title: 'Orienteering Sprint',
        startTime: '2026-11-25T09:00:00.000Z',
        endTime: '2026-11-25T09:45:00.000Z',
      },
    ]);
  });

  it('takes the first channel of a listing that does not list the media id', async () => {
    const raw = await reader().read({
      channelId: 'unknown',
      scheduleUrl: `${server.url}/epg/listing.xml`,
      scheduleType: 'viewnexa',
    });
    expect(validPrograms(raw).map((program) => program.title)).toEqual([
      'Canoe Marathon: Portages',
      'Orienteering Sprint',
    ]);
  });
});

describe('failures the guide survives', () => {
  it.each([
    ['down', '/epg/down.json', 'http_error'],
    ['slow (timed out)', '/epg/slow.json', 'timeout'],
    ['malformed JSON', '/epg/malformed.json', 'invalid_schedule'],
    ['not a list', '/epg/object.json', 'invalid_schedule'],
    ['missing', '/epg/nothing.json', 'not_found'],
  ])('%s → EpgError %s', async (_name, path, reason) => {
    const read = reader().read({ channelId: 'x', scheduleUrl: `${server.url}${path}` });
    await expect(read).rejects.toBeInstanceOf(EpgError);
    await expect(read).rejects.toMatchObject({ reason });
  });

  it('refuses non-http addresses', async () => {
    await expect(reader().read({ channelId: 'x', scheduleUrl: 'file:///etc/passwd' })).rejects.toMatchObject({
      reason: 'unsupported_url',
    });
  });
});

describe('the local platform (demo schedules)', () => {
  it('reads the demo JSON and XMLTV files through the same parsers, a full day each', async () => {
    const media = JSON.parse(
      await readFile(resolve(import.meta.dirname, '../../data/demo/catalog/media.json'), 'utf8'),
    ) as {
      media: Record<string, string>[];
    };
    const channels = media.media.filter((item) => item.contentType === 'livechannel');
    expect(new Set(channels.map((item) => item.scheduleType))).toEqual(new Set(['jwp', 'xmltv']));
    for (const item of channels) {
      const programs = validPrograms(
        await reader().read({
          channelId: item.mediaid!,
          scheduleUrl: item.scheduleUrl!,
          scheduleType: item.scheduleType,
        }),
      );
      expect(programs.length).toBeGreaterThan(10);
      const first = Date.parse(programs[0]!.startTime);
      const last = Date.parse(programs.at(-1)!.endTime);
      expect(last - first).toBe(86_400_000);
    }
  });
});
