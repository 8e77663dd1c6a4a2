import type { APIContext } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { GET } from '../../src/pages/api/embed/[cmsId]';
import { getContainer } from '../../src/server/container';
import { CmsError } from '../../src/server/cms/port';
import { EMBED_IDS } from '../contract/cms.contract';

/** `GET /api/embed/{cmsId}?sepId=`, the embed's 10 s poll, on the embedded CMS and media platform (demo data). */
async function poll(cmsId: string, query = '') {
  const url = new URL(`http://localhost/api/embed/${encodeURIComponent(cmsId)}${query}`);
  const locals = { useCases: getContainer().useCases };
  const response = await GET({ params: { cmsId }, url, request: new Request(url), locals } as unknown as APIContext);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('GET /api/embed/{cmsId}', () => {
  it('answers the live stream of a live embed, cacheable for a few seconds', async () => {
    const { status, body, headers } = await poll(EMBED_IDS.korfball);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      mode: 'live',
      media: { mediaid: 'NW52o2Ew', sources: [{ file: expect.stringContaining('.m3u8') }] },
    });
    expect(headers.get('cache-control')).toMatch(/^public, max-age=5/);
  });

  it('answers the VOD with the scheduled start while the live stream has not started', async () => {
    const { body } = await poll(EMBED_IDS.fistball);
    expect(body).toMatchObject({ mode: 'vod', media: { mediaid: '19bJU99R' }, scheduledStart: expect.any(String) });
    expect(Date.parse(body.scheduledStart)).toBeGreaterThan(Date.now());
    const comingSoon = await poll(EMBED_IDS.beachHandball);
    expect(comingSoon.body).toMatchObject({ mode: 'vod', media: { mediaid: 'm2Dm8hT0' } });
    expect(comingSoon.body.scheduledStart).toBeUndefined();
  });

  it('plays the event a sepId names', async () => {
    expect((await poll(EMBED_IDS.korfball, '?sepId=arena')).body).toMatchObject({
      mode: 'live',
      media: { mediaid: '9bnGVWZa' },
    });
  });

  it.each([
    ['a cmsId that is not a UUID', 'korfball', '', 'cmsId'],
    ['a cmsId with a path in it', `${EMBED_IDS.korfball}/..`, '', 'cmsId'],
    ['a sepId with spaces', EMBED_IDS.korfball, '?sepId=semi%20final', 'sepId'],
    ['an empty sepId', EMBED_IDS.korfball, '?sepId=', 'sepId'],
    ['an overlong sepId', EMBED_IDS.korfball, `?sepId=${'x'.repeat(65)}`, 'sepId'],
  ])('refuses %s with 400 naming the field', async (_name, cmsId, query, field) => {
    const { status, body, headers } = await poll(cmsId, query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation_failed', errors: { [field]: [expect.any(String)] } });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown embed 404 and a misconfigured one or an unknown event 422, with the spec texts', async () => {
    expect(await poll('00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 404,
      body: { code: 'embed_not_found', message: 'Content Not Available' },
    });
    expect(await poll(EMBED_IDS.broken)).toMatchObject({
      status: 422,
      body: { code: 'embed_invalid', message: 'Invalid Configuration of Embed Code' },
    });
    expect(await poll(EMBED_IDS.korfball, '?sepId=final')).toMatchObject({
      status: 422,
      body: { code: 'embed_invalid' },
    });
  });

  it('answers 503 with Retry-After, not a stack trace, when the CMS is down and nothing is cached', async () => {
    const { cms, cache } = getContainer();
    cache.invalidate('cms:embed:');
    const spy = vi.spyOn(cms, 'query').mockRejectedValue(new CmsError('down', 503));
    try {
      const { status, body, headers } = await poll(EMBED_IDS.fistball);
      expect(status).toBe(503);
      expect(body).toEqual({ code: 'upstream_unavailable', message: 'The embed is temporarily unavailable' });
      expect(headers.get('retry-after')).toBe('30');
    } finally {
      spy.mockRestore();
    }
  });
});
