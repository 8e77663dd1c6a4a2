import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../domain/site-config';
import type { SiteConfigResult } from '../settings/site-config-loader';
import { CMS_PROBE_QUERY, checkReadiness, readinessResponse } from './readiness';

const good: SiteConfigResult = { ok: true, config: {} as SiteConfig, source: 'demo2026', warnings: [] };
const bad: SiteConfigResult = {
  ok: false,
  kind: 'config_invalid',
  reason: 'unavailable',
  message: 'The site configuration "demo2026" could not be loaded: timeout',
  errors: ['timeout'],
};
const never = (): Promise<never> => new Promise<never>(() => undefined);

describe('checkReadiness', () => {
  it('is ready when the config loads and the CMS answers the probe', async () => {
    const queries: string[] = [];
    const readiness = await checkReadiness({
      loadSiteConfig: async () => good,
      cms: { query: async (groq) => (queries.push(groq), 1) },
      media: { getMedia: async () => null },
      pingDatabase: async () => undefined,
      upstreams: () => ({ media: 'closed' }),
    });
    expect(readiness).toEqual({
      ready: true,
      checks: { config: { ok: true }, cms: { ok: true }, media: { ok: true }, database: { ok: true } },
      upstreams: { media: 'closed' },
    });
    expect(queries).toEqual([CMS_PROBE_QUERY]);
  });

  it.each([
    ['a config failure', { loadSiteConfig: async () => bad, cms: { query: async (): Promise<unknown> => 0 } }, 'config', 'config_invalid: The site'],
    ['a CMS error', { loadSiteConfig: async () => good, cms: { query: async (): Promise<unknown> => Promise.reject(new Error('ECONNREFUSED')) } }, 'cms', 'ECONNREFUSED'],
    ['a CMS that never answers', { loadSiteConfig: async () => good, cms: { query: never } }, 'cms', 'no answer within 50 ms'],
    ['a config load that never finishes', { loadSiteConfig: never, cms: { query: async (): Promise<unknown> => 0 } }, 'config', 'no answer within 50 ms'],
    ['an odd CMS answer', { loadSiteConfig: async () => good, cms: { query: async (): Promise<unknown> => 'x' } }, 'cms', 'unexpected answer'],
    ['a media platform that refuses', { loadSiteConfig: async () => good, cms: { query: async (): Promise<unknown> => 0 }, media: { getMedia: async () => Promise.reject(new Error('ECONNREFUSED')) } }, 'media', 'ECONNREFUSED'],
    ['a media platform that hangs', { loadSiteConfig: async () => good, cms: { query: async (): Promise<unknown> => 0 }, media: { getMedia: never } }, 'media', 'no answer within 50 ms'],
    ['a database that is down', { loadSiteConfig: async () => good, cms: { query: async (): Promise<unknown> => 0 }, pingDatabase: async () => Promise.reject(new Error('connection refused')) }, 'database', 'connection refused'],
  ] as const)('names the failing dependency on %s', async (_name, deps, failed, error) => {
    const readiness = await checkReadiness({
      pingDatabase: async () => undefined,
      media: { getMedia: async () => null },
      ...deps,
      timeoutMs: 50,
    });
    expect(readiness.ready).toBe(false);
    expect(readiness.checks[failed].ok).toBe(false);
    expect(readiness.checks[failed].error).toContain(error);
  });
});

describe('readinessResponse', () => {
  it('answers 200 or 503 with no-store', async () => {
    const ok = readinessResponse({
      ready: true,
      checks: { config: { ok: true }, cms: { ok: true }, media: { ok: true }, database: { ok: true } },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const checks = { config: { ok: true }, cms: { ok: false, error: 'x' }, media: { ok: true }, database: { ok: true } };
    const down = readinessResponse({ ready: false, checks });
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', checks });
  });
});
