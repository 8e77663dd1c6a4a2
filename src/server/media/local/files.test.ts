import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageResizer } from '../../assets/image-resizer';
import { createDemoMediaServer, type DemoMediaServer } from './files';
import { signMediaUrl } from './signed-urls';

let demoDir: string;
let server: DemoMediaServer;
const now = new Date('2026-07-01T12:00:00.000Z');
const URL_KEY = new Uint8Array(32).fill(7);

const vodIndex = (count: number) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-TARGETDURATION:2',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    ...Array.from({ length: count }, (_, n) => [`#EXTINF:2.000000,`, `seg_${String(n).padStart(3, '0')}.ts`]).flat(),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');

beforeAll(async () => {
  demoDir = await mkdtemp(join(tmpdir(), 'demo-media-'));
  const hls = join(demoDir, 'media', 'hls');
  for (const rendition of ['360p', '180p']) {
    await mkdir(join(hls, 'clip-a', rendition), { recursive: true });
    await writeFile(join(hls, 'clip-a', rendition, 'index.m3u8'), vodIndex(4));
    for (let n = 0; n < 4; n++) await writeFile(join(hls, 'clip-a', rendition, `seg_00${n}.ts`), `${rendition}-${n}`);
  }
  await writeFile(join(hls, 'clip-a', 'master.m3u8'), '#EXTM3U\n');
  await mkdir(join(demoDir, 'media', 'ads'), { recursive: true });
  await writeFile(join(demoDir, 'media', 'ads', 'spot.mp4'), 'mp4');
  await writeFile(join(demoDir, 'media', 'ads', 'vmap.xml'), '<vmap:VMAP/>');
  await writeFile(join(hls, 'clip-a', 'captions.en.vtt'), 'WEBVTT\n');
  await writeFile(join(hls, 'clip-a', 'notes.txt'), 'not media');
  await writeFile(
    join(hls, 'clips.json'),
    JSON.stringify({
      clips: [
        {
          id: 'clip-a',
          title: 'Clip A',
          segmentDuration: 2,
          segmentCount: 4,
          renditions: [
            {
              id: '360p',
              bandwidth: 700000,
              averageBandwidth: 550000,
              resolution: '640x360',
              codecs: 'avc1.42c01e,mp4a.40.2',
            },
            {
              id: '180p',
              bandwidth: 250000,
              averageBandwidth: 200000,
              resolution: '320x180',
              codecs: 'avc1.42c00d,mp4a.40.2',
            },
          ],
          captions: 'captions.en.vtt',
        },
      ],
    }),
  );
  await writeFile(
    join(hls, 'live.json'),
    JSON.stringify({ channels: [{ id: 'chan0001', clipId: 'clip-a', title: 'A' }] }),
  );
  await mkdir(join(demoDir, 'media', 'images'), { recursive: true });
  const poster = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  await writeFile(join(demoDir, 'media', 'images', 'poster01.jpg'), poster);
  await mkdir(join(demoDir, 'catalog'), { recursive: true });
  await writeFile(join(demoDir, 'catalog', 'media.json'), '{"secret":true}');
  server = createDemoMediaServer({
    demoDir,
    images: createImageResizer(),
    clock: () => now,
    urlKey: async () => URL_KEY,
  });
});

afterAll(async () => {
  await rm(demoDir, { recursive: true, force: true });
});

/** Like the Astro route: the rest parameter is the path without the query string. */
const get = (path: string, init?: RequestInit) =>
  server.handle(new Request(`http://site.test/demo-media/${path}`, init), path.split('?')[0] ?? '');

describe('HLS files', () => {
  it('serves playlists with the HLS content type and a short cache', async () => {
    const response = await get('hls/clip-a/360p/index.m3u8');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.text()).toBe(vodIndex(4));
  });

  it('serves segments as immutable MPEG-TS', async () => {
    const response = await get('hls/clip-a/180p/seg_002.ts');
    expect(response.headers.get('content-type')).toBe('video/mp2t');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-length')).toBe('6');
    expect(await response.text()).toBe('180p-2');
  });

  it('answers byte ranges (a video element playing a progressive file asks for them)', async () => {
    const part = await get('hls/clip-a/180p/seg_002.ts', { headers: { range: 'bytes=1-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1-3/6');
    expect(part.headers.get('content-length')).toBe('3');
    expect(await part.text()).toBe('80p');
    const tail = await get('hls/clip-a/180p/seg_002.ts', { headers: { range: 'bytes=-2' } });
    expect(await tail.text()).toBe('-2');
    const whole = await get('hls/clip-a/180p/seg_002.ts', { headers: { range: 'bytes=0-1,3-4' } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(await whole.text()).toBe('180p-2');
    const past = await get('hls/clip-a/180p/seg_002.ts', { headers: { range: 'bytes=6-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */6');
  });

  it('serves captions as WebVTT', async () => {
    const response = await get('hls/clip-a/captions.en.vtt');
    expect(response.headers.get('content-type')).toMatch(/^text\/vtt/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get('hls/clip-a/360p/seg_000.ts', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('6');
    expect(response.headers.get('content-type')).toBe('video/mp2t');
    expect(response.body).toBeNull();
  });

  it('answers 304 when the client already has the file', async () => {
    const first = await get('hls/clip-a/master.m3u8');
    const etag = first.headers.get('etag') ?? '';
    const again = await get('hls/clip-a/master.m3u8', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it.each([
    'hls/clip-a/360p/seg_009.ts',
    'hls/clip-a/notes.txt',
    'hls/../catalog/media.json',
    'hls/clip-a/../../../catalog/media.json',
    'hls/clip-a\\..\\..\\catalog/media.json',
    'hls/./clip-a/master.m3u8',
    'hls//clip-a/master.m3u8',
    'hls/clip-a',
    'catalog/media.json',
    '',
  ])('refuses %j with 404', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it('refuses other methods', async () => {
    expect((await get('hls/clip-a/master.m3u8', { method: 'POST' })).status).toBe(405);
  });
});

describe('demo ads', () => {
  it('serves the spots and ad documents', async () => {
    const spot = await get('ads/spot.mp4');
    expect(spot.headers.get('content-type')).toBe('video/mp4');
    expect(await spot.text()).toBe('mp4');
    expect((await get('ads/vmap.xml')).headers.get('content-type')).toMatch(/^application\/xml/);
  });

  it('answers tracking pixels with 204, never cached', async () => {
    const pixel = await get('ads/t/firstQuartile?ad=pre-pass&cb=12345678');
    expect(pixel.status).toBe(204);
    expect(pixel.headers.get('cache-control')).toBe('no-store');
  });

  it.each(['ads/missing.mp4', 'ads/../hls/clip-a/master.m3u8', 'ads/t/not-an-event!', 'ads/t/a/b', 'ads/notes.txt'])(
    'refuses %j with 404',
    async (path) => expect((await get(path)).status).toBe(404),
  );
});

describe('images', () => {
  it('resizes to the requested width and caches for a day', async () => {
    const response = await get('images/poster01.jpg?width=320');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const metadata = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
    expect(metadata.width).toBe(320);
  });

  it.each([
    ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['image/avif;q=0, image/webp', 'image/webp', 'webp'],
    ['image/*,*/*', 'image/jpeg', 'jpeg'],
  ])('answers Accept: %s with %s, and says it varies on Accept', async (accept, contentType, decoded) => {
    const response = await get('images/poster01.jpg?width=320', { headers: { accept } });
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('vary')).toBe('Accept');
    const metadata = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: decoded, width: 320 });
  });

  it('404s for a missing or oddly named image', async () => {
    expect((await get('images/missing.jpg?width=320')).status).toBe(404);
    expect((await get('images/poster01.exe')).status).toBe(404);
    expect((await get('images/sub/poster01.jpg')).status).toBe(404);
  });
});

describe('live HLS', () => {
  it('lists the clip renditions in the master playlist, never cached', async () => {
    const response = await get('live/chan0001/master.m3u8');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const text = await response.text();
    expect(text).toContain('#EXT-X-STREAM-INF:BANDWIDTH=700000,AVERAGE-BANDWIDTH=550000,RESOLUTION=640x360');
    expect(text.split('\n').filter((line) => line.endsWith('.m3u8'))).toEqual(['360p.m3u8', '180p.m3u8']);
  });

  it('serves a sliding window whose segments are real files', async () => {
    const response = await get('live/chan0001/360p.m3u8');
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await response.text();
    expect(text).not.toContain('#EXT-X-ENDLIST');
    const uris = text.split('\n').filter((line) => line.startsWith('/'));
    expect(uris).toHaveLength(6);
    for (const uri of uris) {
      const segment = await get(uri.replace('/demo-media/', ''));
      expect(segment.status, uri).toBe(200);
    }
  });

  it('404s for an unknown live id or rendition', async () => {
    expect((await get('live/nope0001/master.m3u8')).status).toBe(404);
    expect((await get('live/chan0001/720p.m3u8')).status).toBe(404);
    expect((await get('live/chan0001/index.txt')).status).toBe(404);
  });
});

describe('without generated media', () => {
  it('404s live streams instead of failing', async () => {
    const empty = createDemoMediaServer({
      demoDir: join(demoDir, 'nothing'),
      images: createImageResizer(),
      clock: () => now,
      urlKey: async () => URL_KEY,
    });
    const path = 'live/chan0001/master.m3u8';
    expect((await empty.handle(new Request(`http://site.test/demo-media/${path}`), path)).status).toBe(404);
  });
});

/** The generated demo media (data/demo), when present: every stream the catalog points at must play. */
const DEMO_DIR = fileURLToPath(new URL('../../../../data/demo/', import.meta.url));
const hasDemoMedia = ['media/hls/clips.json', 'media/hls/live.json', 'catalog/media.json'].every((file) =>
  existsSync(join(DEMO_DIR, file)),
);

describe.runIf(hasDemoMedia)('the generated demo media', () => {
  const demo = createDemoMediaServer({
    demoDir: DEMO_DIR,
    images: createImageResizer(),
    clock: () => now,
    urlKey: async () => URL_KEY,
  });
  const fetchPath = (url: string) => {
    const path = url.replace(/^\/demo-media\//, '').split('?')[0] ?? '';
    return demo.handle(new Request(`http://site.test${url}`), path);
  };
  const catalog = JSON.parse(readFileSync(join(DEMO_DIR, 'catalog', 'media.json'), 'utf8')) as {
    media: Array<{ mediaid: string; sources?: Array<{ file: string }> }>;
  };
  const sources = catalog.media.flatMap((item) =>
    (item.sources ?? []).map((source) => [item.mediaid, source.file] as const),
  );

  // Paid items' files are served only under a signed prefix, which the relative references below keep.
  const isPaid = (file: string) => /\/(hls|live)\/premium\//.test(file);
  const playable = (file: string) => (isPaid(file) ? signMediaUrl(URL_KEY, file, now.getTime() / 1000 + 3600) : file);

  it("refuses a paid item's files without a signature", async () => {
    const paid = sources.find(([, file]) => file.includes('/hls/premium/'));
    expect((await fetchPath(paid![1])).status).toBe(401);
  });

  it('serves a paid live stream only under a valid, unexpired signature', async () => {
    const [, file] = sources.find(([, candidate]) => candidate.includes('/live/premium/'))!;
    expect((await fetchPath(file)).status).toBe(401);
    const signed = signMediaUrl(URL_KEY, file, now.getTime() / 1000 + 60);
    expect(signed).toMatch(/^\/demo-media\/s\/\d+\.[\w-]+\/live\/premium\//);
    const answer = await fetchPath(signed);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetchPath(signed.replace(/\.[\w-]{32}\//, `.${'x'.repeat(32)}/`))).status).toBe(401);
    expect((await fetchPath(signMediaUrl(URL_KEY, file, now.getTime() / 1000 - 1))).status).toBe(403);
  });

  it.each(sources)('%s: %s plays down to its segments', async (_id, file) => {
    const source = playable(file);
    const master = await fetchPath(source);
    expect(master.status).toBe(200);
    const masterText = await master.text();
    const variants = masterText.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) {
      const variantUrl = new URL(variant, `http://site.test${source}`).pathname;
      const media = await fetchPath(variantUrl);
      expect(media.status, variantUrl).toBe(200);
      const segments = (await media.text()).split('\n').filter((line) => line && !line.startsWith('#'));
      expect(segments.length).toBeGreaterThan(0);
      for (const segment of [segments[0]!, segments.at(-1)!]) {
        const segmentUrl = new URL(segment, `http://site.test${variantUrl}`).pathname;
        expect((await fetchPath(segmentUrl)).status, segmentUrl).toBe(200);
      }
    }
  });
});
