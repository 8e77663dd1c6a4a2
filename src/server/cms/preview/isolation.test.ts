import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../http/request-handler';
import { createDataCache } from '../../shared/data-cache';
import { readSport } from '../content';
import { withDependencyTags } from '../dependencies';
import { createLocalCms } from '../local/adapter';
import { PREVIEW_COOKIE, signPreviewCookie } from './cookie';
import { previewAwareCache, previewAwareCms } from './perspective';
import { PREVIEW_TEST_SECRET, previewTestHandler } from './preview-test-handler';

/**
 * Preview isolation over the demo dataset, which holds a draft of Archery (`drafts.…`, title "Archery (unpublished
 * edit)"): the same CMS port, data cache and page cache as the site, and a page that renders the sport's title.
 */
const SECRET = PREVIEW_TEST_SECRET;
const DRAFT_TITLE = 'Archery (unpublished edit)';
const datasetFile = resolve(import.meta.dirname, '../../../../data/demo/cms/dataset.ndjson');

function site() {
  const clock = () => new Date('2026-03-01T12:00:00Z');
  const local = (perspective: 'published' | 'drafts') => createLocalCms({ datasetFile, clock, perspective });
  const cms = withDependencyTags(previewAwareCms(local('published'), local('drafts')));
  const cache = previewAwareCache(createDataCache());
  const handler = previewTestHandler();
  async function get(path: string, cookie?: string) {
    const url = new URL(path, 'http://localhost:4321');
    const locals = {} as App.Locals;
    const request = new Request(url, { headers: cookie ? { cookie } : {} });
    const context: RequestContext = { request, url, locals, cookies: { headers: () => [] } };
    const response = await handler(context, async () => {
      const sport = await cache.get('cms:sport:archery', 60_000, () => readSport(cms, 'archery'));
      const bar = locals.preview ? '<aside data-preview-bar>Preview: exit</aside>' : '';
      return new Response(`<!doctype html><h1>${sport?.title}</h1>${bar}`, {
        headers: { 'content-type': 'text/html' },
      });
    });
    return { response, html: await response.text() };
  }
  const kept = (path: string) => handler.fromPageCache({ method: 'GET', url: path, headers: {} });
  return { get, kept, cache, cms };
}

const previewCookie = () => `${PREVIEW_COOKIE}=${signPreviewCookie(SECRET, Date.now())}`;

describe('draft preview isolation (demo dataset)', () => {
  it('never puts the draft in public HTML, the page cache or the data cache, in either order', async () => {
    for (const previewFirst of [true, false]) {
      const { get, kept, cache, cms } = site();
      const preview = () => get('/sports/archery', previewCookie());
      const visitor = () => get('/sports/archery');
      const [first, second] = previewFirst ? [await preview(), await visitor()] : [await visitor(), await preview()];
      const [previewed, shown] = previewFirst ? [first, second] : [second, first];

      expect(previewed.html).toContain(DRAFT_TITLE);
      expect(previewed.html).toContain('data-preview-bar');
      expect(previewed.response.headers.get('cache-control')).toBe('private, no-store');
      expect(shown.html).toContain('<h1>Archery</h1>');
      expect(shown.html).not.toContain('unpublished');
      expect(shown.html).not.toContain('data-preview-bar');

      const keptPage = new TextDecoder().decode(kept('/sports/archery')!.body!);
      expect(keptPage).toBe(shown.html);
      const again = await visitor();
      expect(again.response.headers.get('x-page-cache')).toBe('hit');
      expect(again.html).toBe(shown.html);
      // The data cache holds the published sport only.
      expect((await cache.get('cms:sport:archery', 60_000, () => readSport(cms, 'archery')))?.title).toBe('Archery');
    }
  });

  it('shows a forged preview cookie the public page', async () => {
    const { get } = site();
    const forged = `${PREVIEW_COOKIE}=${signPreviewCookie('not-the-secret-but-long-enough-to-sign', Date.now())}`;
    const page = await get('/sports/archery', forged);
    expect(page.html).toContain('<h1>Archery</h1>');
    expect(page.html).not.toContain('data-preview-bar');
  });
});
