import { describe, expect, it } from 'vitest';
import { PREVIEW_COOKIE, signPreviewCookie } from '../cms/preview/cookie';
import { inPreview } from '../cms/preview/scope';
import { PREVIEW_TEST_SECRET, PUBLIC_CACHE_CONTROL, previewTestHandler } from '../cms/preview/preview-test-handler';
import type { RequestContext } from './request-handler';

const SECRET = PREVIEW_TEST_SECRET;
const NOW = Date.parse('2026-03-01T12:00:00Z');

function setup() {
  const handler = previewTestHandler({ wallClock: () => NOW });
  let renders = 0;
  async function request(path: string, cookie?: string) {
    const url = new URL(path, 'http://localhost:4321');
    const locals = {} as App.Locals;
    const headers = cookie ? { cookie } : undefined;
    const context: RequestContext = {
      request: new Request(url, { headers }),
      url,
      locals,
      cookies: { headers: () => [] },
    };
    const response = await handler(context, async () => {
      renders += 1;
      // What a page shows: the draft only when its CMS reads run in the preview scope.
      const text = inPreview() ? 'Draft headline' : 'Published headline';
      return new Response(`<!doctype html><p>${text}</p>`, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    });
    return { response, locals, html: await response.text() };
  }
  const kept = (path: string, cookie?: string) =>
    handler.fromPageCache({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
  return { request, kept, renders: () => renders };
}

const valid = `${PREVIEW_COOKIE}=${signPreviewCookie(SECRET, NOW - 1000)}`;
const expired = `${PREVIEW_COOKIE}=${signPreviewCookie(SECRET, NOW - 2 * 3_600_000)}`;
const forged = `${PREVIEW_COOKIE}=${signPreviewCookie('another-secret-of-at-least-32-characters', NOW)}`;

describe('request handler: draft preview', () => {
  it('renders a valid preview uncached and private, while the page cache keeps only the public page', async () => {
    const { request, kept, renders } = setup();
    const preview = await request('/sports/archery', `theme=dark; ${valid}`);
    expect(preview.html).toContain('Draft headline');
    expect(preview.locals.preview).toBe(true);
    expect(preview.response.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.response.headers.get('x-page-cache')).toBe('bypass');
    expect(kept('/sports/archery')).toBeNull(); // the preview stored nothing

    const first = await request('/sports/archery');
    expect(first.html).toContain('Published headline');
    expect(first.locals.preview).toBe(false);
    expect(first.response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    const again = await request('/sports/archery', valid);
    expect(again.html).toContain('Draft headline'); // not the kept public page
    expect(renders()).toBe(3);

    const public_ = kept('/sports/archery')!;
    expect(new TextDecoder().decode(public_.body!)).toContain('Published headline');
    expect(kept('/sports/archery', valid)).toBeNull(); // server.mjs lets a preview through to the render
  });

  it.each([
    ['expired', expired],
    ['forged', forged],
    ['malformed', `${PREVIEW_COOKIE}=1.abc`],
  ])('treats an %s preview cookie as a public visitor', async (_name, cookie) => {
    const { request, kept } = setup();
    const page = await request('/athletes/jane', cookie);
    expect(page.html).toContain('Published headline');
    expect(page.locals.preview).toBe(false);
    expect(page.response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(new TextDecoder().decode(kept('/athletes/jane', cookie)!.body!)).toContain('Published headline');
  });
});
