import { describe, expect, it } from 'vitest';
import { CAST_SENDER_URL } from '../../islands/player/cast/cast-rules';
import { CAST_SCRIPT_SOURCES, contentSecurityPolicyDirectives, mergeCsp, securityHeaders } from './security-headers';

const localEnv = {
  MEDIA_PLATFORM: 'local',
  JW_API_BASE: 'https://cdn.jwplayer.com',
  CMS: 'local',
  SITE_URL: 'http://localhost:4321',
} as const;

describe('securityHeaders', () => {
  it('lets media play from blob: (MSE) and images come from data:, while only our pages may frame us', () => {
    const csp = contentSecurityPolicyDirectives(localEnv);
    expect(csp['media-src']).toEqual(["'self'", 'blob:', 'data:']);
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it('allows the JW Player hosts only when that platform is configured, and Sanity images only with Sanity', () => {
    const local = contentSecurityPolicyDirectives(localEnv);
    expect(local['media-src']?.join(' ')).not.toContain('jwplayer');
    const real = contentSecurityPolicyDirectives({ ...localEnv, MEDIA_PLATFORM: 'jw', CMS: 'sanity' });
    expect(real['media-src']).toContain('https://cdn.jwplayer.com');
    expect(real['connect-src']).toContain('https://*.jwpsrv.com');
    expect(real['img-src']).toContain('https://cdn.sanity.io');
  });

  it('lets the service worker fetch from the JW alternate host that viewers in China are sent to', () => {
    const csp = contentSecurityPolicyDirectives({
      ...localEnv,
      MEDIA_PLATFORM: 'jw',
      JW_ALTERNATE_BASE: 'https://cdn.example.cn/jw',
    });
    for (const directive of ['connect-src', 'img-src', 'media-src'])
      expect(csp[directive]).toContain('https://cdn.example.cn');
    expect(
      contentSecurityPolicyDirectives({ ...localEnv, JW_ALTERNATE_BASE: 'https://cdn.example.cn' })['connect-src'],
    ).toEqual(["'self'"]);
  });

  it('lets casting pages load the Cast sender from its own gstatic paths, never from all of gstatic', () => {
    expect(CAST_SCRIPT_SOURCES.some((source) => CAST_SENDER_URL.startsWith(source))).toBe(true);
    expect(
      CAST_SCRIPT_SOURCES.every((source) => source.startsWith('https://www.gstatic.com/') && source.endsWith('/')),
    ).toBe(true);
    expect(contentSecurityPolicyDirectives(localEnv)['script-src']).toEqual(["'self'"]);
  });

  it('sends the basic hardening headers', () => {
    expect(Object.fromEntries(securityHeaders(localEnv))).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('sends HSTS only for an https site', () => {
    const names = (env: typeof localEnv | { SITE_URL: string }) =>
      securityHeaders({ ...localEnv, ...env }).map(([name]) => name);
    expect(names(localEnv)).not.toContain('Strict-Transport-Security');
    expect(names({ SITE_URL: 'https://tv.example.com' })).toContain('Strict-Transport-Security');
  });
});

describe('mergeCsp', () => {
  const ours = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'"],
    'frame-ancestors': ["'self'"],
  };

  it.each([
    [null, "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'self'"],
    ['', "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'self'"],
    // Astro's hash-based policy (security.csp) keeps its script-src; the rest is added
    ["script-src 'self' 'sha256-abc'", "script-src 'self' 'sha256-abc'; default-src 'self'; frame-ancestors 'self'"],
    [
      'Frame-Ancestors https://a.example;',
      "Frame-Ancestors https://a.example; default-src 'self'; script-src 'self' 'unsafe-inline'",
    ],
    [
      "default-src 'none'; script-src 'none'; frame-ancestors 'none'",
      "default-src 'none'; script-src 'none'; frame-ancestors 'none'",
    ],
  ])('%j', (existing, expected) => {
    expect(mergeCsp(existing, ours)).toBe(expected);
  });
});
