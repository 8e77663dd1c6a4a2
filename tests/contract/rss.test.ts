import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedReader, FeedError } from '../../src/server/feeds/reader';
import { FeedParseError, htmlToText, parsePodcastFeed, safeUrl } from '../../src/server/feeds/rss';
import { startFixtureServer, type FixtureServer } from '../support/fixture-server';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/rss');
const DEMO_FEEDS = resolve(import.meta.dirname, '../../data/demo/cms/feeds');
const fixture = (name: string) => readFile(join(FIXTURES, name), 'utf8');

describe('parsePodcastFeed on real-world-shaped feeds', () => {
  it('reads iTunes tags, CDATA, HTML descriptions and entities', async () => {
    const feed = parsePodcastFeed(await fixture('itunes-cdata.xml'));
    expect(feed).toMatchObject({
      title: 'Trackside & Field',
      description: 'Weekly talk about athletics & more.',
      author: 'Trackside Media',
      image: 'https://cdn.example.org/trackside/cover.jpg',
      link: 'https://trackside.example.org/',
    });
    expect(feed.episodes).toHaveLength(2);
    expect(feed.episodes[0]).toEqual({
      id: 'ts-0002',
      title: 'Ep. 2: Sprinting fast',
      description: 'We talk starts & blocks. Second part – done.',
      link: 'https://trackside.example.org/episodes/2',
      publishedAt: '2026-03-10T07:30:00.000Z',
      durationSeconds: 3723,
      image: 'https://cdn.example.org/trackside/2.jpg',
      audioUrl: 'https://cdn.example.org/trackside/2.mp3',
    });
  });

  it('prefers itunes:title and itunes:summary fallbacks and drops unsafe links', async () => {
    const [, first] = parsePodcastFeed(await fixture('itunes-cdata.xml')).episodes;
    expect(first).toMatchObject({
      id: 'https://trackside.example.org/episodes/1',
      title: 'Episode one: hello',
      description: 'Our first show.',
      durationSeconds: 2544,
    });
    expect(first?.link).toBeUndefined();
  });

  it('survives missing fields and skips empty items', async () => {
    const feed = parsePodcastFeed(await fixture('missing-fields.xml'));
    expect(feed).toMatchObject({ title: 'Bare Feed', description: '' });
    expect(feed.image).toBeUndefined();
    expect(feed.episodes).toEqual([
      { id: 'episode-1', title: 'Only a title', description: '' },
      { id: 'episode-2', title: '', description: 'Only a description, no title, no date, no guid.' },
    ]);
  });

  it('reads a feed with a single item, an <image> logo and content:encoded', async () => {
    const feed = parsePodcastFeed(await fixture('single-item.xml'));
    expect(feed.image).toBe('https://cdn.example.org/one/logo.png');
    expect(feed.episodes).toEqual([
      expect.objectContaining({ id: 'one-1', title: 'The only one', description: 'Full show notes' }),
    ]);
  });

  it('parses every demo feed: one episode per item, a date for every pubDate', async () => {
    for (const name of ['the-aurora-daily', 'inside-the-federations', 'athlete-voices']) {
      const xml = await readFile(join(DEMO_FEEDS, `${name}.xml`), 'utf8');
      const feed = parsePodcastFeed(xml);
      expect(feed.title).not.toBe('');
      expect(feed.episodes).toHaveLength(xml.split('<item>').length - 1);
      const dated = feed.episodes.filter((episode) => episode.publishedAt !== undefined);
      expect(dated).toHaveLength(xml.split('<pubDate>').length - 1);
    }
  });

  it.each([
    ['<html><body>Not a feed</body></html>'],
    ['<rss><channel><title>broken'],
    ['{"json": true}'],
  ])('rejects %j with FeedParseError', (xml) => {
    expect(() => parsePodcastFeed(xml)).toThrow(FeedParseError);
  });
});

describe('text and link sanitising', () => {
  it.each([
    ['<p>a</p><p>b</p>', 'a b'],
    ['x &lt;script&gt; y', 'x <script> y'],
    ['&#x1F3C5; &#127941; &bogus; &#0;', '🏅 🏅 &bogus; &#0;'],
    ['<style>p{}</style>plain', 'plain'],
  ])('htmlToText(%j)', (html, text) => expect(htmlToText(html)).toBe(text));

  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    ['/podcasts/x', '/podcasts/x'],
    ['//evil.example/x', undefined],
    ['javascript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['', undefined],
  ])('safeUrl(%j)', (raw, expected) => expect(safeUrl(raw)).toBe(expected));
});

describe('feed reader', () => {
  let server: FixtureServer;
  let feedXml: string;

  beforeAll(async () => {
    feedXml = await fixture('itunes-cdata.xml');
    server = await startFixtureServer(async (req, res) => {
      if (req.url === '/feed.xml') {
        res.writeHead(200, { 'content-type': 'application/rss+xml' });
        res.end(feedXml);
      } else if (req.url === '/html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<!doctype html><html><body>oops</body></html>');
      } else if (req.url === '/slow') {
        await new Promise((done) => setTimeout(done, 4_000));
        res.end(feedXml);
      } else if (req.url === '/boom') {
        res.writeHead(503);
        res.end();
      } else {
        res.writeHead(404);
        res.end();
      }
    });
  });
  afterAll(() => server.close());

  // Long enough for a loaded machine to answer the other fixtures; the slow one answers well after it.
  const reader = () => createFeedReader({ demoFeedsDir: DEMO_FEEDS, timeoutMs: 1_500 });

  it('fetches and parses an http feed', async () => {
    const feed = await reader().read(`${server.url}/feed.xml`);
    expect(feed.episodes.map((e) => e.id)).toEqual(['ts-0002', 'https://trackside.example.org/episodes/1']);
  });

  it('reads site-relative demo feeds from the demo folder', async () => {
    const feed = await reader().read('/demo-feeds/the-aurora-daily.xml');
    expect(feed.title).toBe('The Aurora Daily');
  });

  it.each([
    ['/html', 'invalid_feed'],
    ['/slow', 'timeout'],
    ['/boom', 'http_error'],
    ['/missing.xml', 'not_found'],
  ])('reports %s as %s', async (path, reason) => {
    await expect(reader().read(`${server.url}${path}`)).rejects.toMatchObject({ name: 'FeedError', reason });
  });

  it.each([
    ['/demo-feeds/../../etc/passwd.xml', 'unsupported_url'],
    ['/demo-feeds/nope.xml', 'not_found'],
    ['ftp://example.org/feed.xml', 'unsupported_url'],
    ['not a url', 'unsupported_url'],
  ])('refuses %s (%s)', async (url, reason) => {
    const error = await reader().read(url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedError);
    expect(error).toMatchObject({ reason });
  });

  it('refuses an oversized feed', async () => {
    const small = createFeedReader({ demoFeedsDir: DEMO_FEEDS, maxBytes: 100 });
    await expect(small.read(`${server.url}/feed.xml`)).rejects.toMatchObject({ reason: 'too_large' });
  });
});
