import type { SiteConfig } from '../../../domain/site-config';
import { createLogger } from '../../logger';
import { createRequestHandler } from '../../http/request-handler';

/** Test support: the site's request handler with draft preview on (one language, the page cache kept 60 s). */
export const PREVIEW_TEST_SECRET = 'a-preview-secret-of-at-least-32-characters';
export const PUBLIC_CACHE_CONTROL = 'public, s-maxage=60';

export function previewTestHandler(options: { wallClock?: () => number } = {}) {
  return createRequestHandler({
    env: {
      LANGUAGES: ['en'],
      DEFAULT_LANGUAGE: 'en',
      PUBLIC_CACHE_CONTROL,
      HELP_URL: '/help/configuration',
      MEDIA_PLATFORM: 'local',
      JW_API_BASE: 'https://cdn.jwplayer.com',
      CMS: 'local',
      SITE_URL: 'http://localhost:4321',
      PAGE_CACHE_TTL_S: 60,
      PAGE_CACHE_STALE_S: 0,
      UPSTREAM_BUDGET_MS: 1500,
      CMS_PREVIEW_SECRET: PREVIEW_TEST_SECRET,
    },
    logger: createLogger({ LOG_LEVEL: 'silent' }),
    loadSiteConfig: async () => ({
      ok: true,
      config: { features: {} } as SiteConfig,
      source: 'demo2026',
      warnings: [],
    }),
    readSettings: async () => ({ ok: false, error: 'unused' }),
    wallClock: options.wallClock,
  });
}
