import { z } from 'zod';
import { isValidConfigSource } from '../domain/config-source';
import { supportedLanguages, type Language } from '../lib/i18n/languages';

/**
 * The process environment, validated once at start (the container calls `loadEnv(process.env)`). Every
 * variable is optional; an empty value counts as unset. A bad value fails with one readable line per
 * variable, e.g. `Invalid environment: PORT: expected an integer between 1 and 65535, got "abc"`.
 */

type Parser<T> = (raw: string | undefined, ctx: z.RefinementCtx) => T;

function fail(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

const integer =
  (min: number, max: number, fallback: number): Parser<number> =>
  (raw, ctx) => {
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      return fail(ctx, `expected an integer between ${min} and ${max}, got "${raw}"`);
    }
    return value;
  };

const TRUE = ['true', '1'];
const FALSE = ['false', '0'];

function booleanValue(raw: string, ctx: z.RefinementCtx): boolean {
  const lower = raw.toLowerCase();
  if (TRUE.includes(lower)) return true;
  if (FALSE.includes(lower)) return false;
  return fail(ctx, `expected true, false, 1 or 0, got "${raw}"`);
}

const boolean =
  (fallback: boolean): Parser<boolean> =>
  (raw, ctx) =>
    raw === undefined ? fallback : booleanValue(raw, ctx);

const optionalBoolean: Parser<boolean | undefined> = (raw, ctx) =>
  raw === undefined ? undefined : booleanValue(raw, ctx);

const text =
  (fallback: string): Parser<string> =>
  (raw) =>
    raw ?? fallback;

const optionalText: Parser<string | undefined> = (raw) => raw;

const oneOf =
  <const T extends string>(values: readonly T[], fallback: T): Parser<T> =>
  (raw, ctx) => {
    if (raw === undefined) return fallback;
    return values.find((value) => value === raw) ?? fail(ctx, `expected one of ${values.join(', ')}, got "${raw}"`);
  };

function httpUrl(raw: string, ctx: z.RefinementCtx): string {
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return raw.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  return fail(ctx, `expected an http(s) URL, got "${raw}"`);
}

const url =
  (fallback: string): Parser<string> =>
  (raw, ctx) =>
    raw === undefined ? fallback : httpUrl(raw, ctx);

const optionalUrl: Parser<string | undefined> = (raw, ctx) => (raw === undefined ? undefined : httpUrl(raw, ctx));

/** A Sentry DSN: an http(s) address with the project's public key as its user and the project id as its path. */
const errorDsn: Parser<string | undefined> = (raw, ctx) => {
  if (raw === undefined) return undefined;
  const checked = httpUrl(raw, ctx);
  const dsn = URL.canParse(checked) ? new URL(checked) : null;
  if (dsn && dsn.username && /^\/(.+\/)?\d+$/.test(dsn.pathname)) return checked;
  return fail(ctx, `expected a DSN like https://publicKey@host/projectId, got "${raw}"`);
};

function list(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const configSource: Parser<string | undefined> = (raw, ctx) => {
  if (raw === undefined) return undefined;
  if (isValidConfigSource(raw)) return raw;
  return fail(ctx, `expected an 8-character config id (lowercase letters and digits) or an http(s) URL, got "${raw}"`);
};

const configSources: Parser<string[] | undefined> = (raw, ctx) => {
  if (raw === undefined) return undefined;
  const sources = list(raw);
  const bad = sources.filter((source) => !isValidConfigSource(source));
  if (bad.length > 0) {
    return fail(ctx, `expected 8-character config ids or http(s) URLs, got ${bad.map((b) => `"${b}"`).join(', ')}`);
  }
  return sources;
};

const languages: Parser<Language[]> = (raw, ctx) => {
  if (raw === undefined) return ['en'];
  const items = list(raw);
  const known = items.flatMap((item) => supportedLanguages.filter((language) => language === item));
  if (items.length === 0 || known.length !== items.length) {
    return fail(ctx, `expected a comma list of ${supportedLanguages.join(', ')}, got "${raw}"`);
  }
  return [...new Set(known)];
};

const sanityApiVersion: Parser<string> = (raw, ctx) => {
  if (raw === undefined) return '2025-02-19';
  if (/^(\d{4}-\d{2}-\d{2}|v1|vX)$/.test(raw)) return raw;
  return fail(ctx, `expected a date like 2025-02-19, got "${raw}"`);
};

/** JW's OTT ping endpoint for video events (its apps' `ping.gif`). */
const JW_PING_URL = 'https://ihe.jwpltx.com/v1/jwplayer6/ping.gif';

const optionalUrlOf =
  (protocols: string[], example: string): Parser<string | undefined> =>
  (raw, ctx) => {
    if (raw === undefined) return undefined;
    try {
      if (protocols.includes(new URL(raw).protocol)) return raw;
    } catch {
      // reported below
    }
    return fail(ctx, `expected a URL like ${example}`);
  };

const optionalSecret: Parser<string | undefined> = (raw, ctx) => {
  if (raw === undefined) return undefined;
  return raw.length >= 32 ? raw : fail(ctx, 'expected at least 32 characters (e.g. `openssl rand -base64 48`)');
};

const optionalInstant: Parser<Date | undefined> = (raw, ctx) => {
  if (raw === undefined) return undefined;
  const instant = new Date(raw);
  return Number.isNaN(instant.getTime()) ? fail(ctx, `expected an ISO 8601 date-time, got "${raw}"`) : instant;
};

/** A lookup service URL with `{ip}` where the viewer's address goes. */
const lookupUrlTemplate: Parser<string | undefined> = (raw, ctx) => {
  if (raw === undefined) return undefined;
  if (!raw.includes('{ip}'))
    return fail(ctx, `expected {ip} in the URL, e.g. http://ip-api.com/json/{ip}, got "${raw}"`);
  return httpUrl(raw, ctx);
};

/** An HTTP header name (RFC 9110 token), lower case. */
const headerName =
  (fallback: string): Parser<string> =>
  (raw, ctx) => {
    if (raw === undefined) return fallback;
    return /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(raw)
      ? raw.toLowerCase()
      : fail(ctx, `expected a header name, got "${raw}"`);
  };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

interface VariableSpec<T> {
  parse: Parser<T>;
  default: string;
  description: string;
}

const variable = <T>(parse: Parser<T>, defaultText: string, description: string): VariableSpec<T> => ({
  parse,
  default: defaultText,
  description,
});

const variables = {
  PORT: variable(integer(1, 65535, 4321), '4321', 'Port the server listens on.'),
  HOST: variable(text('0.0.0.0'), '0.0.0.0', 'Interface the server binds to.'),
  SITE_URL: variable(optionalUrl, 'http://localhost:{PORT}', "Public origin used for canonical, share and Open Graph URLs and structured data (never the request's Host). Unset, the server says so at start (a warning when NODE_ENV=production)."),
  LOG_LEVEL: variable(oneOf(LOG_LEVELS, 'info'), 'info', `Log level (${LOG_LEVELS.join(', ')}); logs are JSON lines.`),
  DATA_DIR: variable(text('.data'), '.data', 'Folder for the embedded database and local outbox.'),
  DEMO_DIR: variable(text('data/demo'), 'data/demo', 'Folder of the demo dataset used by the local adapters.'),
  FFMPEG_PATH: variable(
    optionalText,
    '',
    "ffmpeg binary that remuxes the demo's paid clips for their encrypted (Clear Key) renditions, made in DATA_DIR/protected-media the first time each is played. Unset: @ffmpeg-installer's (a devDependency), else ffmpeg on PATH.",
  ),
  DEMO_TIME_ANCHOR: variable(
    optionalInstant,
    'server start',
    "Instant the demo datasets' relative times (now-30m, now+1d) are resolved against.",
  ),
  MEDIA_PLATFORM: variable(oneOf(['local', 'jw'], 'local'), 'local', 'Media platform: local (demo catalog) or jw.'),
  JW_API_BASE: variable(
    url('https://cdn.jwplayer.com'),
    'https://cdn.jwplayer.com',
    'JW Player Delivery API base URL.',
  ),
  JW_API_SECRET: variable(optionalText, '', 'JW Player API secret for signed URLs (optional).'),
  JW_URL_SIGNING_SECRET: variable(
    optionalText,
    '',
    "Server-only secret of the JW property whose site configs set custom.urlSigning: this server signs their playback requests to JW (/v2/media/{id}, playback.json) with it (JWT, HS256, claims resource and exp). Unset: JW_API_SECRET; neither set: such configs' playback answers 503 playback_unavailable and the reason is logged.",
  ),
  JW_ALTERNATE_BASE: variable(
    optionalUrl,
    '',
    "Alternate host of JW_API_BASE for viewers in China: their browsers load the platform's images and streams from it (the service worker rewrites the host), and the server loads their config from it (with TRUST_PROXY or REGION_LOOKUP_URL to know the country; their pages then skip the page cache).",
  ),
  // Always present ('' = unset) like CLEENG_API_BASE; a set value must be an http(s) URL.
  JW_ACCESS_BASE: variable(
    (raw, ctx) => (raw === undefined ? '' : httpUrl(raw, ctx)),
    '',
    "JW access bridge: passports for signed playback of a Cleeng or JWP site's paid items with MEDIA_PLATFORM=jw. Unset: JWP sites sign with InPlayer's media token, Cleeng sites keep the own offer check and JW_API_SECRET URL signing.",
  ),
  JW_ENTITLEMENTS_BASE: variable(
    url('https://sims.jwplayer.com'),
    'https://sims.jwplayer.com',
    'Host of the JW plans a passport holds (GET /v3/sites/{siteId}/entitlements), e.g. a staging or fixture host.',
  ),
  JW_PLAYBACK_TIMEOUT_MS: variable(
    integer(200, 30_000, 4_000),
    '4000',
    'Milliseconds each call of a signed JW playback may take (access bridge, entitlements, media token, entitlement host, playback.json, the HEAD on the stream) before the viewer is told the service is not responding.',
  ),
  APP_CONFIG_DEFAULT: variable(
    configSource,
    '',
    'Default config source; overrides defaultConfigSource in .webapp.ini.',
  ),
  APP_CONFIG_ALLOWED: variable(
    configSources,
    '',
    'Comma list of additionally allowed config sources; overrides additionalAllowedConfigSources in .webapp.ini.',
  ),
  APP_CONFIG_UNSAFE_ALLOW_ANY: variable(
    optionalBoolean,
    '',
    'Accept any app-config source (testing only); overrides UNSAFE_allowAnyConfigSource in .webapp.ini.',
  ),
  CMS: variable(oneOf(['local', 'sanity'], 'local'), 'local', 'CMS: local (demo dataset) or sanity.'),
  SANITY_PROJECT_ID: variable(optionalText, '', 'Sanity project id (required when CMS=sanity).'),
  SANITY_DATASET: variable(text('production'), 'production', 'Sanity dataset.'),
  SANITY_TOKEN: variable(
    optionalText,
    '',
    'Sanity read token (optional; needed for private datasets, and for draft preview: a Viewer token).',
  ),
  SANITY_API_VERSION: variable(sanityApiVersion, '2025-02-19', 'Sanity API version.'),
  SANITY_USE_CDN: variable(boolean(true), 'true', 'Query Sanity through its CDN.'),
  SANITY_API_HOST: variable(optionalUrl, '', 'Custom Sanity API host (optional).'),
  // text('') rather than optionalText: the key is always present; '' means unset (every webhook call refused).
  SANITY_WEBHOOK_SECRET: variable(
    text(''),
    '',
    'Secret of the Sanity webhook that calls POST /api/revalidate; unset means every call is refused.',
  ),
  CMS_PREVIEW_SECRET: variable(
    optionalSecret,
    '',
    'Secret (32+ characters) of the draft preview links `/api/preview?secret=…&path=…`; unset means no preview.',
  ),
  // Always present ('' = unset) like SANITY_WEBHOOK_SECRET; a set value must be an http(s) URL.
  RESULTS_URL: variable(
    (raw, ctx) => (raw === undefined ? '' : httpUrl(raw, ctx)),
    '',
    'Base URL of the results API serving GET /swiss/result (optional; the demo results file is used when unset).',
  ),
  ACCOUNT_PLATFORMS: variable(
    oneOf(['own', 'config'], 'own'),
    'own',
    "Where accounts live: own (the embedded backend for every site config) or config (the config's integration, e.g. Cleeng, picks the platform per request).",
  ),
  // Always present ('' = unset) like RESULTS_URL; a set value must be an http(s) URL.
  CLEENG_API_BASE: variable(
    (raw, ctx) => (raw === undefined ? '' : httpUrl(raw, ctx)),
    '',
    "Cleeng MediaStore API base URL (optional; unset means Cleeng's sandbox or production host, by the config's useSandbox).",
  ),
  CLEENG_ADYEN_CLIENT_KEY: variable(
    optionalText,
    '',
    "Client key of Cleeng's Adyen account, for the Drop-in on a Cleeng site's checkout (public, like ADYEN_CLIENT_KEY).",
  ),
  // Always present ('' = unset) like CLEENG_API_BASE; a set value must be an http(s) URL.
  INPLAYER_API_BASE: variable(
    (raw, ctx) => (raw === undefined ? '' : httpUrl(raw, ctx)),
    '',
    "JWP / InPlayer services API base URL (optional; unset means InPlayer's sandbox or production host, by the config's useSandbox).",
  ),
  DATABASE_URL: variable(
    optionalUrlOf(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/dbname'),
    '',
    'PostgreSQL connection URL; unset means the embedded PGlite database in DATA_DIR/pglite.',
  ),
  REDIS_URL: variable(
    optionalUrlOf(['redis:', 'rediss:'], 'redis://host:6379'),
    '',
    'Redis for the realtime fan-out between instances; unset means LISTEN/NOTIFY on DATABASE_URL, or in process.',
  ),
  SMTP_URL: variable(
    optionalUrlOf(['smtp:', 'smtps:'], 'smtp://user:password@smtp.example.com:587'),
    '',
    'SMTP server for account emails; unset means JSON files in DATA_DIR/outbox.',
  ),
  MAIL_FROM: variable(text('no-reply@localhost'), 'no-reply@localhost', 'Sender address of account emails.'),
  AUTH_SECRET: variable(
    optionalSecret,
    '',
    'Secret (32+ characters) for access tokens and one-time codes; unset means one generated and kept in the database.',
  ),
  AUTH_ACCESS_TOKEN_TTL_S: variable(
    integer(10, 86_400, 900),
    '900',
    'Seconds an access token stays valid before the browser renews the session (short values for tests).',
  ),
  ADS_RATE_LIMIT: variable(
    integer(0, 100_000, 120),
    '120',
    'Ad plans (GET /api/ads/{mediaid}, which fetches remote VAST) one IP may ask for per minute; 0 turns the limit off. Over it the content plays without ads.',
  ),
  PLAYBACK_URL_TTL_S: variable(
    integer(10, 86_400, 14_400),
    '14400',
    "Seconds a paid item's signed media address works (on top of the item's duration).",
  ),
  PAYMENT_WEBHOOK_SECRET: variable(
    text(''),
    '',
    "Secret of the payment gateway's webhook (POST /api/payments/webhook); unset means every call is refused.",
  ),
  PAYMENT_GATEWAY: variable(
    oneOf(['test', 'stripe', 'adyen'], 'test'),
    'test',
    'Payment gateway: test (built in, offline test cards), stripe or adyen (their keys below).',
  ),
  STRIPE_SECRET_KEY: variable(optionalText, '', 'Stripe secret key (sk_…); required when PAYMENT_GATEWAY=stripe.'),
  STRIPE_PUBLISHABLE_KEY: variable(optionalText, '', 'Stripe publishable key (pk_…) for the Payment Element.'),
  STRIPE_WEBHOOK_SECRET: variable(optionalText, '', 'Signing secret (whsec_…) of the Stripe webhook endpoint.'),
  STRIPE_API_URL: variable(optionalUrl, '', "Another Stripe API host (tests' fixture server); unset means Stripe's."),
  ADYEN_API_KEY: variable(optionalText, '', 'Adyen API key; required when PAYMENT_GATEWAY=adyen.'),
  ADYEN_MERCHANT_ACCOUNT: variable(optionalText, '', 'Adyen merchant account.'),
  ADYEN_CLIENT_KEY: variable(optionalText, '', 'Adyen client key for the Drop-in.'),
  ADYEN_HMAC_KEY: variable(optionalText, '', 'Hex HMAC key of the Adyen standard webhook.'),
  ADYEN_ENVIRONMENT: variable(oneOf(['test', 'live'], 'test'), 'test', 'Adyen environment: test or live.'),
  ADYEN_CHECKOUT_URL: variable(
    url('https://checkout-test.adyen.com/v71'),
    'https://checkout-test.adyen.com/v71',
    'Adyen Checkout API base; live: https://{prefix}-checkout-live.adyenpayments.com/checkout/v71.',
  ),
  PAYPAL_CLIENT_ID: variable(
    optionalText,
    '',
    "PayPal REST app's client id: set (with its secret and webhook id) to offer PayPal's buttons for passes.",
  ),
  PAYPAL_CLIENT_SECRET: variable(optionalText, '', "PayPal REST app's secret."),
  PAYPAL_WEBHOOK_ID: variable(optionalText, '', 'Id of the PayPal webhook that posts to /api/payments/paypal-webhook.'),
  PAYPAL_API_BASE: variable(
    url('https://api-m.sandbox.paypal.com'),
    'https://api-m.sandbox.paypal.com',
    "PayPal's REST API base: https://api-m.sandbox.paypal.com (sandbox) or https://api-m.paypal.com (live).",
  ),
  PAYPAL_SDK_URL: variable(
    url('https://www.paypal.com/sdk/js'),
    'https://www.paypal.com/sdk/js',
    "Where the checkout loads PayPal's JavaScript SDK from (another host only for tests' fixture).",
  ),
  RENEWAL_INTERVAL_S: variable(
    integer(0, 86_400, 300),
    '300',
    'Seconds between subscription renewal runs (charges the saved card of subscriptions ending within the hour); 0 = off.',
  ),
  NOTIFY_WATCH_INTERVAL_S: variable(
    integer(0, 86_400, 30),
    '30',
    'Seconds between checks of followed and favourite media for "is live" and "replay available" notifications; 0 = off.',
  ),
  NOTIFY_HEARTBEAT_S: variable(
    integer(1, 300, 25),
    '25',
    'Seconds between heartbeats on the notification stream (keeps proxies from closing idle connections).',
  ),
  AUTH_RATE_LIMITS: variable(
    oneOf(['on', 'off'], 'on'),
    'on',
    'Rate limits on login, registration, codes and password reset; off only for load tests.',
  ),
  CAPTCHA: variable(
    oneOf(['altcha', 'turnstile', 'hcaptcha', 'off'], 'altcha'),
    'altcha',
    'Captcha at registration and after repeated wrong passwords: altcha (built-in proof of work), turnstile, hcaptcha or off.',
  ),
  CAPTCHA_SITE_KEY: variable(optionalText, '', 'Site key of the Turnstile / hCaptcha widget; required with those.'),
  CAPTCHA_SECRET: variable(optionalText, '', 'Secret key for Turnstile / hCaptcha siteverify; required with those.'),
  CAPTCHA_VERIFY_URL: variable(
    optionalUrl,
    '',
    "Another siteverify endpoint (tests' fixture server); unset means the vendor's.",
  ),
  TRUST_PROXY: variable(
    boolean(false),
    'false',
    "Take the client IP from X-Forwarded-For and the viewer's country from REGION_COUNTRY_HEADER (set when behind a reverse proxy or CDN you control).",
  ),
  REGION_COUNTRY_HEADER: variable(
    headerName('cf-ipcountry'),
    'cf-ipcountry',
    "The CDN's viewer-country header (e.g. CloudFront-Viewer-Country, X-Country-Code); read only with TRUST_PROXY.",
  ),
  REGION_LOOKUP_URL: variable(
    lookupUrlTemplate,
    '',
    "Lookup service answering ip-api.com's JSON for `{ip}` (e.g. http://ip-api.com/json/{ip}?fields=status,countryCode); unset means no lookup: viewers without a trusted country header get the default region.",
  ),
  REGION_LOOKUP_ALTERNATE_URL: variable(
    lookupUrlTemplate,
    '',
    'The lookup service on its alternate host (same `{ip}` form), asked when REGION_LOOKUP_URL fails; the two share the 1 s a lookup may take.',
  ),
  LANGUAGES: variable(languages, 'en', `Comma list of enabled languages (${supportedLanguages.join(', ')}).`),
  DEFAULT_LANGUAGE: variable(oneOf(supportedLanguages, 'en'), 'en', 'Default language; must be one of LANGUAGES.'),
  PUBLIC_CACHE_CONTROL: variable(
    text('public, s-maxage=60, stale-while-revalidate=600'),
    'public, s-maxage=60, stale-while-revalidate=600',
    'Cache-Control of public HTML pages.',
  ),
  PAGE_CACHE_TTL_S: variable(
    integer(0, 3_600, 5),
    '5',
    'Seconds a rendered public page is reused for identical URLs by the built-in page cache (0 turns it off).',
  ),
  PAGE_CACHE_STALE_S: variable(
    integer(0, 3_600, 60),
    '60',
    'Seconds past PAGE_CACHE_TTL_S a kept page is still sent while it is rendered again in the background (stale-while-revalidate; 0 turns it off). Invalidated pages are dropped at once either way.',
  ),
  CACHE_TTL_CONFIG_S: variable(integer(0, 86_400, 1200), '1200', 'Seconds the site config is cached.'),
  CACHE_TTL_CMS_S: variable(
    integer(0, 86_400, 55),
    '55',
    'Seconds CMS content is cached (55 + the 5 s page cache: an edit shows within 60 s).',
  ),
  CACHE_TTL_MEDIA_S: variable(integer(0, 86_400, 60), '60', 'Seconds media-platform data is cached.'),
  ADMIN_API_TOKEN: variable(
    optionalText,
    '',
    'Bearer token of the operator\'s POST /api/auth/create-user (a confirmed account, nobody mailed); unset turns that call off (403).',
  ),
  METRICS_TOKEN: variable(
    optionalText,
    '',
    'Bearer token for GET /metrics (Prometheus); unset means only requests from this machine may read it.',
  ),
  ERROR_DSN: variable(
    errorDsn,
    '',
    "A Sentry-compatible DSN (https://key@host/project): browsers send their errors there instead of to the site's own intake (POST /api/telemetry/errors).",
  ),
  JW_ANALYTICS_URL: variable(
    (raw, ctx) => (raw === undefined ? JW_PING_URL : httpUrl(raw, ctx)),
    JW_PING_URL,
    "Where the player sends JW analytics pings when the site config has an analyticsToken and the viewer allowed analytics (JW's OTT ping endpoint).",
  ),
  UPSTREAM_BUDGET_MS: variable(
    integer(100, 60_000, 1500),
    '1500',
    'Milliseconds a request waits for media-platform, CMS or feed data it has never seen before answering 503.',
  ),
  SHUTDOWN_TIMEOUT_MS: variable(
    integer(0, 600_000, 10_000),
    '10000',
    'On SIGTERM/SIGINT, how long in-flight requests may finish before the process exits.',
  ),
  GOOGLE_CLIENT_ID: variable(
    optionalText,
    '',
    'Google sign-in (OpenID Connect) client id; set with its secret to show the button.',
  ),
  GOOGLE_CLIENT_SECRET: variable(optionalText, '', 'Google sign-in client secret.'),
  GOOGLE_ISSUER: variable(
    url('https://accounts.google.com'),
    'https://accounts.google.com',
    "Google's OpenID issuer (another issuer for tests: a local OpenID provider).",
  ),
  APPLE_CLIENT_ID: variable(
    optionalText,
    '',
    'Sign in with Apple: the Services ID; set with its secret to show the button.',
  ),
  APPLE_CLIENT_SECRET: variable(
    optionalText,
    '',
    "Sign in with Apple: the client-secret JWT signed with the team's key.",
  ),
  APPLE_ISSUER: variable(url('https://appleid.apple.com'), 'https://appleid.apple.com', "Apple's OpenID issuer."),
  FACEBOOK_CLIENT_ID: variable(
    optionalText,
    '',
    'Facebook Login (OAuth 2) app id; set with its secret to show the button.',
  ),
  FACEBOOK_CLIENT_SECRET: variable(optionalText, '', 'Facebook Login app secret.'),
  FACEBOOK_DIALOG_URL: variable(
    url('https://www.facebook.com/v21.0/dialog/oauth'),
    'https://www.facebook.com/v21.0/dialog/oauth',
    "Facebook Login's authorization dialog.",
  ),
  FACEBOOK_GRAPH_URL: variable(
    url('https://graph.facebook.com/v21.0'),
    'https://graph.facebook.com/v21.0',
    'Facebook Graph API base (token exchange and `/me?fields=id,email,name`).',
  ),
  HELP_URL: variable(
    text('/help/configuration'),
    '/help/configuration',
    'Help link shown on the config_invalid / settings_invalid error screen.',
  ),
};

type Variables = typeof variables;
type Parsed = { [K in keyof Variables]: Variables[K] extends VariableSpec<infer T> ? T : never };

export type Env = Omit<Parsed, 'SITE_URL'> & { SITE_URL: string };

/** Documentation of every variable (the README table is generated from this). */
export const ENV_DOCS: ReadonlyArray<{ name: string; default: string; description: string }> = Object.entries(
  variables,
).map(([name, spec]) => ({ name, default: spec.default, description: spec.description }));

/** Unset, empty and blank values all mean "use the default"; others are trimmed. */
function blankToUndefined(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function variableSchema<T>(spec: VariableSpec<T>): z.ZodType<T> {
  return z.preprocess(blankToUndefined, z.string().optional().transform(spec.parse));
}

/** One schema per variable, keyed like `variables` (TypeScript cannot map an object's entries by itself). */
function variableSchemas(): { [K in keyof Variables]: z.ZodType<Parsed[K]> } {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, spec] of Object.entries(variables)) shape[name] = variableSchema<unknown>(spec);
  return shape as { [K in keyof Variables]: z.ZodType<Parsed[K]> };
}

const envSchema = z.object(variableSchemas()).superRefine((env, ctx) => {
  if (env.CMS === 'sanity' && !env.SANITY_PROJECT_ID) {
    ctx.addIssue({ code: 'custom', path: ['SANITY_PROJECT_ID'], message: 'required when CMS=sanity' });
  }
  if (env.CMS === 'sanity' && env.CMS_PREVIEW_SECRET && !env.SANITY_TOKEN) {
    const message = 'required for draft preview (CMS_PREVIEW_SECRET) when CMS=sanity: drafts need a token';
    ctx.addIssue({ code: 'custom', path: ['SANITY_TOKEN'], message });
  }
  const gatewayKeys = {
    test: [],
    stripe: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
    adyen: ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_CLIENT_KEY', 'ADYEN_HMAC_KEY'],
  } as const;
  for (const key of gatewayKeys[env.PAYMENT_GATEWAY]) {
    if (!env[key]) {
      ctx.addIssue({ code: 'custom', path: [key], message: `required when PAYMENT_GATEWAY=${env.PAYMENT_GATEWAY}` });
    }
  }
  const paypalKeys = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] as const;
  if (paypalKeys.some((key) => env[key])) {
    for (const key of paypalKeys) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required with the other PAYPAL_ keys' });
    }
  }
  if (env.CAPTCHA === 'turnstile' || env.CAPTCHA === 'hcaptcha') {
    for (const key of ['CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `required when CAPTCHA=${env.CAPTCHA}` });
    }
  }
  if (env.ADYEN_HMAC_KEY && !/^([0-9a-fA-F]{2})+$/.test(env.ADYEN_HMAC_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['ADYEN_HMAC_KEY'], message: 'expected a hex key' });
  }
  for (const provider of ['GOOGLE', 'APPLE', 'FACEBOOK'] as const) {
    const id = env[`${provider}_CLIENT_ID`];
    const secret = env[`${provider}_CLIENT_SECRET`];
    if (Boolean(id) !== Boolean(secret)) {
      const missing = id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`;
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: `required with ${id ? `${provider}_CLIENT_ID` : `${provider}_CLIENT_SECRET`}`,
      });
    }
  }
  if (!env.LANGUAGES.includes(env.DEFAULT_LANGUAGE)) {
    ctx.addIssue({
      code: 'custom',
      path: ['DEFAULT_LANGUAGE'],
      message: `"${env.DEFAULT_LANGUAGE}" is not among LANGUAGES (${env.LANGUAGES.join(', ')})`,
    });
  }
});

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`);
    this.name = 'EnvError';
  }
}

export function loadEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = result.data as Parsed;
  return { ...env, SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}` };
}
