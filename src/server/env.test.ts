import { describe, expect, it } from 'vitest';
import { ENV_DOCS, EnvError, loadEnv } from './env';

function errorOf(source: Record<string, string | undefined>): string {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('expected loadEnv to throw');
}

describe('loadEnv', () => {
  it('applies the documented defaults to an empty environment', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 4321,
      HOST: '0.0.0.0',
      SITE_URL: 'http://localhost:4321',
      LOG_LEVEL: 'info',
      DATA_DIR: '.data',
      DEMO_DIR: 'data/demo',
      MEDIA_PLATFORM: 'local',
      JW_API_BASE: 'https://cdn.jwplayer.com',
      CMS: 'local',
      SANITY_DATASET: 'production',
      SANITY_API_VERSION: '2025-02-19',
      SANITY_USE_CDN: true,
      LANGUAGES: ['en'],
      DEFAULT_LANGUAGE: 'en',
      PUBLIC_CACHE_CONTROL: 'public, s-maxage=60, stale-while-revalidate=600',
      CACHE_TTL_CONFIG_S: 1200,
      CACHE_TTL_CMS_S: 55,
      CACHE_TTL_MEDIA_S: 60,
      UPSTREAM_BUDGET_MS: 1500,
      SHUTDOWN_TIMEOUT_MS: 10000,
      HELP_URL: '/help/configuration',
    });
    expect(env.APP_CONFIG_DEFAULT).toBeUndefined();
    expect(env.APP_CONFIG_ALLOWED).toBeUndefined();
    expect(env.APP_CONFIG_UNSAFE_ALLOW_ANY).toBeUndefined();
    expect(env.JW_API_SECRET).toBeUndefined();
  });

  it('derives SITE_URL from PORT and trims a trailing slash from an explicit one', () => {
    expect(loadEnv({ PORT: '8080' }).SITE_URL).toBe('http://localhost:8080');
    expect(loadEnv({ SITE_URL: 'https://tv.example.com/' }).SITE_URL).toBe('https://tv.example.com');
  });

  it('parses lists, booleans and numbers', () => {
    const env = loadEnv({
      PORT: '4403',
      APP_CONFIG_DEFAULT: 'demo2026',
      APP_CONFIG_ALLOWED: 'demoauth, https://cfg.example.com/c.json ,',
      APP_CONFIG_UNSAFE_ALLOW_ANY: '0',
      SANITY_USE_CDN: 'FALSE',
      LANGUAGES: 'en,es,es',
      DEFAULT_LANGUAGE: 'es',
      MEDIA_PLATFORM: 'jw',
    });
    expect(env.PORT).toBe(4403);
    expect(env.APP_CONFIG_ALLOWED).toEqual(['demoauth', 'https://cfg.example.com/c.json']);
    expect(env.APP_CONFIG_UNSAFE_ALLOW_ANY).toBe(false);
    expect(env.SANITY_USE_CDN).toBe(false);
    expect(env.LANGUAGES).toEqual(['en', 'es']);
    expect(env.DEFAULT_LANGUAGE).toBe('es');
    expect(env.MEDIA_PLATFORM).toBe('jw');
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', APP_CONFIG_DEFAULT: ' ' })).toMatchObject({ PORT: 4321, APP_CONFIG_DEFAULT: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid environment: PORT: expected an integer between 1 and 65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT: expected an integer between 1 and 65535, got "70000"'],
    [{ PORT: '12.5' }, 'PORT: expected an integer between 1 and 65535, got "12.5"'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    ],
    [{ MEDIA_PLATFORM: 'youtube' }, 'MEDIA_PLATFORM: expected one of local, jw, got "youtube"'],
    [{ CMS: 'wordpress' }, 'CMS: expected one of local, sanity, got "wordpress"'],
    [{ SITE_URL: 'tv.example.com' }, 'SITE_URL: expected an http(s) URL, got "tv.example.com"'],
    [{ JW_API_BASE: 'ftp://x' }, 'JW_API_BASE: expected an http(s) URL, got "ftp://x"'],
    [{ SANITY_USE_CDN: 'yes' }, 'SANITY_USE_CDN: expected true, false, 1 or 0, got "yes"'],
    [{ APP_CONFIG_UNSAFE_ALLOW_ANY: 'maybe' }, 'APP_CONFIG_UNSAFE_ALLOW_ANY: expected true, false, 1 or 0'],
    [{ APP_CONFIG_DEFAULT: 'Demo' }, 'APP_CONFIG_DEFAULT: expected an 8-character config id'],
    [
      { APP_CONFIG_ALLOWED: 'demoauth,x y' },
      'APP_CONFIG_ALLOWED: expected 8-character config ids or http(s) URLs, got "x y"',
    ],
    [{ LANGUAGES: 'en,it' }, 'LANGUAGES: expected a comma list of en, es, nl, fr, de, got "en,it"'],
    [{ LANGUAGES: 'en', DEFAULT_LANGUAGE: 'fr' }, 'DEFAULT_LANGUAGE: "fr" is not among LANGUAGES (en)'],
    [{ CMS: 'sanity' }, 'SANITY_PROJECT_ID: required when CMS=sanity'],
    [{ CMS_PREVIEW_SECRET: 'short' }, 'CMS_PREVIEW_SECRET: expected at least 32 characters'],
    [
      { CMS: 'sanity', SANITY_PROJECT_ID: 'p', CMS_PREVIEW_SECRET: 'x'.repeat(32) },
      'SANITY_TOKEN: required for draft preview (CMS_PREVIEW_SECRET) when CMS=sanity',
    ],
    [{ SANITY_API_VERSION: 'latest' }, 'SANITY_API_VERSION: expected a date like 2025-02-19, got "latest"'],
    [{ CACHE_TTL_CONFIG_S: '-1' }, 'CACHE_TTL_CONFIG_S: expected an integer between 0 and 86400, got "-1"'],
    [{ SHUTDOWN_TIMEOUT_MS: 'soon' }, 'SHUTDOWN_TIMEOUT_MS: expected an integer between 0 and 600000'],
  ])('rejects %j with a message naming the variable', (source, message) => {
    expect(errorOf(source)).toContain(message);
  });

  it('accepts CMS=sanity with a project id', () => {
    expect(loadEnv({ CMS: 'sanity', SANITY_PROJECT_ID: 'abc123' }).SANITY_PROJECT_ID).toBe('abc123');
  });

  it('reports every bad variable at once', () => {
    const message = errorOf({ PORT: 'x', LOG_LEVEL: 'loud' });
    expect(message).toMatch(/PORT: .*; LOG_LEVEL: /);
  });

  it('never echoes secrets in its error', () => {
    const message = errorOf({ PORT: 'x', SANITY_TOKEN: 'sk-secret-token', JW_API_SECRET: 'jw-secret' });
    expect(message).not.toContain('secret');
  });
});

describe('ENV_DOCS', () => {
  it('documents every variable the schema reads, with a description', () => {
    const names = ENV_DOCS.map((doc) => doc.name);
    expect(names).toEqual(expect.arrayContaining(['PORT', 'SITE_URL', 'CMS', 'SANITY_PROJECT_ID', 'LANGUAGES']));
    const everySet = loadEnv({
      CMS: 'sanity',
      SANITY_PROJECT_ID: 'p',
      SANITY_TOKEN: 't',
      SANITY_API_HOST: 'https://api.example.com',
      JW_API_SECRET: 's',
      JW_URL_SIGNING_SECRET: 'u',
      APP_CONFIG_DEFAULT: 'demo2026',
      APP_CONFIG_ALLOWED: 'demoauth',
      APP_CONFIG_UNSAFE_ALLOW_ANY: 'false',
      DEMO_TIME_ANCHOR: '2026-05-01T12:00:00Z',
      DATABASE_URL: 'postgres://localhost/db',
      REDIS_URL: 'redis://localhost:6379',
      SMTP_URL: 'smtp://localhost:25',
      AUTH_SECRET: 'x'.repeat(32),
      CMS_PREVIEW_SECRET: 'p'.repeat(32),
      AUTH_ACCESS_TOKEN_TTL_S: '60',
      PLAYBACK_URL_TTL_S: '60',
      METRICS_TOKEN: 'metrics-token',
      ADMIN_API_TOKEN: 'operator-token',
      ERROR_DSN: 'https://key@errors.example.com/1',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      ADYEN_API_KEY: 'key',
      ADYEN_MERCHANT_ACCOUNT: 'Merchant',
      ADYEN_CLIENT_KEY: 'test_client',
      CLEENG_ADYEN_CLIENT_KEY: 'test_cleeng_client',
      ADYEN_HMAC_KEY: 'ABCDEF',
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      APPLE_CLIENT_ID: 'apple-id',
      APPLE_CLIENT_SECRET: 'apple-secret',
      FACEBOOK_CLIENT_ID: 'facebook-id',
      FACEBOOK_CLIENT_SECRET: 'facebook-secret',
      CAPTCHA: 'turnstile',
      CAPTCHA_SITE_KEY: 'site',
      CAPTCHA_SECRET: 'secret',
      CAPTCHA_VERIFY_URL: 'http://127.0.0.1:12112/siteverify',
      JW_ALTERNATE_BASE: 'https://cdn.example.cn',
      REGION_LOOKUP_URL: 'http://127.0.0.1:12113/json/{ip}',
      REGION_LOOKUP_ALTERNATE_URL: 'http://127.0.0.1:12114/json/{ip}',
      PAYPAL_CLIENT_ID: 'paypal-id',
      PAYPAL_CLIENT_SECRET: 'paypal-secret',
      PAYPAL_WEBHOOK_ID: 'paypal-webhook',
      FFMPEG_PATH: '/usr/bin/ffmpeg',
    });
    expect(Object.keys(everySet).sort()).toEqual([...names].sort());
    for (const doc of ENV_DOCS) expect(doc.description.length).toBeGreaterThan(5);
  });
});

describe('social sign-in providers', () => {
  it('needs the client id and secret together, naming the missing one', () => {
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow('GOOGLE_CLIENT_SECRET: required with GOOGLE_CLIENT_ID');
    expect(() => loadEnv({ FACEBOOK_CLIENT_SECRET: 's' })).toThrow(
      'FACEBOOK_CLIENT_ID: required with FACEBOOK_CLIENT_SECRET',
    );
    expect(() => loadEnv({ GOOGLE_ISSUER: 'accounts.google.com' })).toThrow('GOOGLE_ISSUER');
  });
});

describe('CAPTCHA', () => {
  it('defaults to the built-in proof of work and wants the keys of a vendor', () => {
    expect(loadEnv({}).CAPTCHA).toBe('altcha');
    expect(errorOf({ CAPTCHA: 'hcaptcha' })).toMatch(
      /CAPTCHA_SITE_KEY: required when CAPTCHA=hcaptcha; CAPTCHA_SECRET/,
    );
    expect(errorOf({ CAPTCHA: 'recaptcha' })).toMatch(/CAPTCHA: expected one of altcha, turnstile, hcaptcha, off/);
  });
});

describe('DEMO_TIME_ANCHOR', () => {
  it('parses an ISO instant and names the variable when it is not one', () => {
    expect(loadEnv({ DEMO_TIME_ANCHOR: '2026-05-01T12:00:00Z' }).DEMO_TIME_ANCHOR?.toISOString()).toBe(
      '2026-05-01T12:00:00.000Z',
    );
    expect(loadEnv({}).DEMO_TIME_ANCHOR).toBeUndefined();
    expect(() => loadEnv({ DEMO_TIME_ANCHOR: 'yesterday' })).toThrow(/DEMO_TIME_ANCHOR: expected an ISO 8601/);
  });
});

describe('own backend variables', () => {
  it('accepts PostgreSQL and SMTP URLs and names the variable when they are something else', () => {
    const env = loadEnv({
      DATABASE_URL: 'postgres://root@127.0.0.1:5432/test',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
    });
    expect(env.DATABASE_URL).toBe('postgres://root@127.0.0.1:5432/test');
    expect(env.SMTP_URL).toBe('smtps://u:p@mail.example.com:465');
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: expected a URL like postgres:/);
    expect(() => loadEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL: expected a URL like smtp:/);
  });

  it('takes an InPlayer host override only as an http(s) URL', () => {
    expect(loadEnv({}).INPLAYER_API_BASE).toBe('');
    expect(loadEnv({ INPLAYER_API_BASE: 'http://127.0.0.1:9999' }).INPLAYER_API_BASE).toBe('http://127.0.0.1:9999');
    expect(() => loadEnv({ INPLAYER_API_BASE: 'services.inplayer.com' })).toThrow(/INPLAYER_API_BASE/);
  });

  it('wants an AUTH_SECRET of 32 characters or more, and never prints it', () => {
    expect(loadEnv({ AUTH_SECRET: 'x'.repeat(32) }).AUTH_SECRET).toHaveLength(32);
    expect(() => loadEnv({ AUTH_SECRET: 'tooshort-hunter2' })).toThrow(/AUTH_SECRET: expected at least 32 characters/);
    expect(() => loadEnv({ AUTH_SECRET: 'tooshort-hunter2' })).not.toThrow(/hunter2/);
  });

  it('turns rate limits off only when asked', () => {
    expect(loadEnv({}).AUTH_RATE_LIMITS).toBe('on');
    expect(loadEnv({ AUTH_RATE_LIMITS: 'off' }).AUTH_RATE_LIMITS).toBe('off');
    expect(() => loadEnv({ AUTH_RATE_LIMITS: 'no' })).toThrow(/AUTH_RATE_LIMITS/);
  });
});

describe('PAYMENT_GATEWAY', () => {
  it('is the built-in test gateway unless another is named, and names the keys a real one lacks', () => {
    expect(loadEnv({}).PAYMENT_GATEWAY).toBe('test');
    expect(errorOf({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toMatch(
      /STRIPE_PUBLISHABLE_KEY: required when PAYMENT_GATEWAY=stripe; STRIPE_WEBHOOK_SECRET: required/,
    );
    expect(errorOf({ PAYMENT_GATEWAY: 'adyen' })).toMatch(/ADYEN_API_KEY: required when PAYMENT_GATEWAY=adyen/);
    expect(errorOf({ ADYEN_HMAC_KEY: 'not hex' })).toMatch(/ADYEN_HMAC_KEY: expected a hex key/);
    expect(errorOf({ PAYMENT_GATEWAY: 'paypal' })).toMatch(/PAYMENT_GATEWAY: expected one of test, stripe, adyen/);
  });
});

describe('region variables', () => {
  it('reads no country header but Cloudflare’s by default, and no lookup service', () => {
    const env = loadEnv({});
    expect(env.REGION_COUNTRY_HEADER).toBe('cf-ipcountry');
    expect(env.REGION_LOOKUP_URL).toBeUndefined();
    expect(env.JW_ALTERNATE_BASE).toBeUndefined();
  });

  it('takes another CDN header (lower-cased) and a lookup URL with {ip}', () => {
    const env = loadEnv({
      REGION_COUNTRY_HEADER: 'CloudFront-Viewer-Country',
      REGION_LOOKUP_URL: 'http://ip-api.com/json/{ip}',
    });
    expect(env.REGION_COUNTRY_HEADER).toBe('cloudfront-viewer-country');
    expect(env.REGION_LOOKUP_URL).toBe('http://ip-api.com/json/{ip}');
  });

  it.each([
    [{ REGION_LOOKUP_URL: 'http://ip-api.com/json' }, 'REGION_LOOKUP_URL: expected {ip} in the URL'],
    [{ REGION_LOOKUP_URL: 'ftp://lookup/{ip}' }, 'REGION_LOOKUP_URL: expected an http(s) URL'],
    [{ REGION_COUNTRY_HEADER: 'Country Code' }, 'REGION_COUNTRY_HEADER: expected a header name'],
    [{ JW_ALTERNATE_BASE: 'cdn.example.cn' }, 'JW_ALTERNATE_BASE: expected an http(s) URL'],
  ])('refuses %j', (source, message) => {
    expect(errorOf(source)).toContain(message);
  });
});

describe('JW_URL_SIGNING_SECRET', () => {
  it('is optional, server-only, and never echoed in an error', () => {
    expect(loadEnv({}).JW_URL_SIGNING_SECRET).toBeUndefined();
    expect(loadEnv({ JW_URL_SIGNING_SECRET: 'property-secret' }).JW_URL_SIGNING_SECRET).toBe('property-secret');
    expect(errorOf({ PORT: 'x', JW_URL_SIGNING_SECRET: 'property-secret' })).not.toContain('property-secret');
  });
});

describe('ERROR_DSN', () => {
  it('is off by default and takes a Sentry DSN with its public key and project id', () => {
    expect(loadEnv({}).ERROR_DSN).toBeUndefined();
    expect(loadEnv({ ERROR_DSN: 'https://abc123@errors.example.com/42' }).ERROR_DSN).toBe(
      'https://abc123@errors.example.com/42',
    );
    expect(errorOf({ ERROR_DSN: 'https://errors.example.com/42' })).toContain('ERROR_DSN');
    expect(errorOf({ ERROR_DSN: 'https://key@errors.example.com/project' })).toContain('publicKey@host/projectId');
  });
});
