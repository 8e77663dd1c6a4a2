import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { readFileSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { createImageResizer } from '../../assets/image-resizer';
import { serveCmsImage, serveDemoAudio, serveDemoFeed } from './serve';

const cmsDir = resolve(import.meta.dirname, '../../../../data/demo/cms');
const deps = { imagesDir: resolve(cmsDir, 'images'), images: createImageResizer() };
const query = (q = '') => new URLSearchParams(q);

describe('serveCmsImage', () => {
  it('resizes a JPEG to the requested width and lets browsers cache it for a day', async () => {
    const response = await serveCmsImage(deps, 'images/home-hero-poster.jpg', query('w=640'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const { width } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(width).toBe(640);
  });

  it('converts to WebP on request', async () => {
    const response = await serveCmsImage(deps, 'images/home-hero-poster.jpg', query('w=320&fm=webp'));
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it('picks AVIF or WebP from Accept with auto=format, but an explicit fm wins', async () => {
    const avif = await serveCmsImage(deps, 'images/home-hero-poster.jpg', query('w=320&auto=format'), 'image/avif,image/webp,*/*');
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toBe('Accept');
    const webp = await serveCmsImage(deps, 'images/home-hero-poster.jpg', query('w=320&auto=format'), 'image/webp,*/*');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const old = await serveCmsImage(deps, 'images/home-hero-poster.jpg', query('w=320&auto=format'), '*/*');
    expect(old.headers.get('content-type')).toBe('image/jpeg');
    const fixed = await serveCmsImage(deps, 'images/home-hero-poster.jpg', query('w=320&fm=jpg&auto=format'), 'image/avif');
    expect(fixed.headers.get('content-type')).toBe('image/jpeg');
    expect(fixed.headers.get('vary')).toBeNull();
  });

  it('serves SVG as is, sandboxed, also with auto=format', async () => {
    for (const params of ['w=160', 'w=160&auto=format']) {
      const response = await serveCmsImage(deps, 'images/flag-fra.svg', query(params), 'image/avif,image/webp,*/*');
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
      expect(response.headers.get('vary')).toBeNull();
      expect(await response.text()).toBe(readFileSync(resolve(cmsDir, 'images/flag-fra.svg'), 'utf8'));
    }
  });

  it('draws an SVG asked for with fm as a bitmap of the width, transparency kept', async () => {
    const response = await serveCmsImage(deps, 'images/partner-northwind-energy.svg', query('w=320&fm=webp'));
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-security-policy')).toBeNull();
    const { width, height, hasAlpha } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([width, height, hasAlpha]).toEqual([320, 96, true]);
  });

  it('draws an SVG larger than its own size at that size, not scaled up from it', async () => {
    // The file says 400 px wide; bitmaps are never enlarged, so only drawing it at 960 gives 960.
    const response = await serveCmsImage(deps, 'images/partner-northwind-energy.svg', query('w=960&fm=webp'));
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(960);
  });

  it.each([
    'images/../dataset.ndjson',
    'images/%2e%2e/dataset.ndjson',
    '../../package.json',
    'images/nested/flag-fra.svg',
    'images/dataset.ndjson',
    'images/.hidden.svg',
    'images/does-not-exist.svg',
    undefined,
  ])('answers 404 for %s', async (path) => {
    expect((await serveCmsImage(deps, path, query())).status).toBe(404);
  });

  it.each(['w=0', 'w=abc', 'w=1.5', 'w=99999', 'fm=gif', 'auto=compress'])('rejects the parameter %s with 400', async (params) => {
    expect((await serveCmsImage(deps, 'images/home-hero-poster.jpg', query(params))).status).toBe(400);
  });
});

describe('serveDemoFeed', () => {
  it('serves a podcast feed as RSS', async () => {
    const response = await serveDemoFeed(resolve(cmsDir, 'feeds'), 'the-aurora-daily');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(await response.text()).toContain('<rss version="2.0"');
  });

  it.each(['nope', '../cms/dataset', 'The-Aurora-Daily', undefined])('answers 404 for %s', async (slug) => {
    expect((await serveDemoFeed(resolve(cmsDir, 'feeds'), slug)).status).toBe(404);
  });
});

describe('serveDemoAudio', () => {
  const audioDir = resolve(cmsDir, 'feeds/audio');
  const file = 'aurora-podcast-sample.mp3';
  const size = statSync(resolve(audioDir, file)).size;

  it('serves the whole file without a range', async () => {
    const response = await serveDemoAudio(audioDir, file, null);
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect((await response.arrayBuffer()).byteLength).toBe(size);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, size - 1],
    ['bytes=-50', size - 50, size - 1],
    [`bytes=10-${size + 500}`, 10, size - 1],
  ])('serves the range %s as 206', async (range, start, end) => {
    const response = await serveDemoAudio(audioDir, file, range);
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
    expect((await response.arrayBuffer()).byteLength).toBe(end - start + 1);
  });

  it.each([`bytes=${size}-`, 'bytes=50-10', 'items=0-1'])('answers 416 for the range %s', async (range) => {
    expect((await serveDemoAudio(audioDir, file, range)).status).toBe(416);
  });

  it('answers 404 for other files', async () => {
    expect((await serveDemoAudio(audioDir, '../../dataset.ndjson', null)).status).toBe(404);
    expect((await serveDemoAudio(audioDir, 'missing.mp3', null)).status).toBe(404);
  });
});
