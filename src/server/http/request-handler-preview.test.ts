import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../domain/site-config';
import { createLogger } from '../logger';
import { PREVIEW_COOKIE, signPreviewCookie } from '../cms/preview/cookie';
import { inPreview } from '../cms/preview/scope';
import { createRequestHandler, type RequestContext } from './request-handler';

const SECRET = 'a-preview-secret-of-at-least-32-characters';
const NOW = Date.parse('2026-03-01T12:00:00Z');
const env = {
  LANGUAGES: ['en'] as Array<'en'>,
  DEFAULT_LANGUAGE: 'en' as const,
  PUBLIC_CACHE_CONTROL: 'public, s-maxage=60',
  HELP_URL: '/help/configuration',
  MEDIA_PLATFORM: 'local' as const,
  JW_API_BASE: 'https://cdn.jwplayer.com',
  CMS: 'local' as const,
  SITE_URL: 'http://localhost:4321',
  PAGE_CACHE_TTL_S: 60,
  UPSTREAM_BUDGET_MS: 1500,
  CMS_PREVIEW_SECRET: SECRET,
};

function setup() {
  const handler = createRequestHandler({
    env,
    logger: createLogger({ LOG_LEVEL: 'silent' }),
    loadSiteConfig: async () => ({
      ok: true,
      config: { features: {} } as SiteConfig,
      source: 'demo2026',
      warnings: [],
    }),
    readSettings: async () => ({ ok: false, error: 'unused' }),
    wallClock: () => NOW,
  });
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
    expect(first.response.headers.get('cache-control')).toBe(env.PUBLIC_CACHE_CONTROL);
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
    expect(page.response.headers.get('cache-control')).toBe(env.PUBLIC_CACHE_CONTROL);
    expect(new TextDecoder().decode(kept('/athletes/jane', cookie)!.body!)).toContain('Published headline');
  });
});
