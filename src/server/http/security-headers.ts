import type { Env } from '../env';
import { PAYPAL_FRAME_PATH } from '../../lib/paypal/frame-messages';

type CspEnv = Pick<Env, 'MEDIA_PLATFORM' | 'JW_API_BASE' | 'CMS' | 'SITE_URL'> &
  Partial<Pick<Env, 'JW_ALTERNATE_BASE' | 'ERROR_DSN' | 'JW_ANALYTICS_URL'>>;

/** Where browsers send CSP violation reports (`src/pages/csp-report.ts`), and its Reporting API group. */
export const CSP_REPORT_PATH = '/csp-report';
export const CSP_REPORT_GROUP = 'csp';

export type CspDirectives = Record<string, string[]>;

/**
 * Where the Google Cast Web Sender loads its scripts from (its loader, then a versioned framework), by path rather
 * than all of gstatic. Added to `script-src` only on pages whose site config turns casting on.
 */
export const CAST_SCRIPT_SOURCES = [
  'https://www.gstatic.com/cv/js/sender/',
  'https://www.gstatic.com/eureka/clank/',
  'https://www.gstatic.com/cast/sdk/libs/',
];

/**
 * Client-side ads come from any ad server a VAST wrapper chain ends at: on pages of a config with them, ad files
 * (`media-src`) and tracking pixels (`img-src`, sent as images) may use any https origin. Scripts stay our own.
 */
export const AD_CSP_SOURCES: CspDirectives = { 'img-src': ['https:'], 'media-src': ['https:'] };

/**
 * What the Turnstile / hCaptcha widgets need (their documented CSP): a script, an iframe, and for hCaptcha its
 * styles and calls. Added only to the pages with a form that may show the captcha (`isCaptchaPage`).
 */
export function captchaCspSources(provider: 'altcha' | 'turnstile' | 'hcaptcha' | 'off'): CspDirectives {
  if (provider === 'turnstile') {
    const host = 'https://challenges.cloudflare.com';
    return { 'script-src': [host], 'frame-src': [host] };
  }
  if (provider === 'hcaptcha') {
    const hosts = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];
    return { 'script-src': hosts, 'frame-src': hosts, 'style-src': hosts, 'connect-src': hosts };
  }
  return {};
}

/**
 * What PayPal's JavaScript SDK needs (PayPal's documented CSP, without its 'unsafe-inline' for scripts: its buttons
 * render in PayPal's own frames), and the SDK's host when it is another one (the tests' fixture). Added only to
 * the checkout's PayPal frame (`isPaypalButtonsPage`), the one page that loads PayPal's script.
 */
export function paypalCspSources(sdkUrl: string): CspDirectives {
  const origin = new URL(sdkUrl).origin;
  const paypal = ['https://*.paypal.com', 'https://*.paypalobjects.com'];
  const hosts = /^https:\/\/([\w-]+\.)*paypal\.com$/.test(origin) ? paypal : [...paypal, origin];
  return { 'script-src': hosts, 'connect-src': hosts, 'frame-src': hosts, 'img-src': hosts, 'style-src': hosts };
}

export function isPaypalButtonsPage(pathname: string): boolean {
  return pathname === PAYPAL_FRAME_PATH;
}

const CAPTCHA_PAGES = /^\/(?:[a-z]{2}\/)?(?:login|create-account)\/?$/;
const CAPTCHA_MODAL_STEPS = new Set(['login', 'create-account']);

/** Pages with the sign-in or registration form: the two pages, and any page opened on those account-modal steps. */
export function isCaptchaPage(pathname: string, search: string): boolean {
  return CAPTCHA_PAGES.test(pathname) || CAPTCHA_MODAL_STEPS.has(new URLSearchParams(search).get('u') ?? '');
}

/**
 * Hosts the browser loads images and video from when the real JW Player platform is configured, with the
 * alternate host that viewers in China are sent to (by the service worker, whose own fetches this policy governs).
 */
function mediaOrigins(env: CspEnv): string[] {
  if (env.MEDIA_PLATFORM !== 'jw') return [];
  const alternate = env.JW_ALTERNATE_BASE ? [new URL(env.JW_ALTERNATE_BASE).origin] : [];
  return [
    new URL(env.JW_API_BASE).origin,
    ...alternate,
    'https://*.jwplayer.com',
    'https://*.jwpsrv.com',
    'https://*.jwpcdn.com',
  ];
}

/**
 * The Content-Security-Policy for server-rendered pages with React islands:
 * - scripts come from this origin; the small inline scripts Astro emits (island bootstrap, hoisted component
 *   scripts) are allowed one by one, by the hashes the request handler adds for each page
 *   (`inline-script-hashes.ts`); inline styles stay allowed ('unsafe-inline' for styles cannot run code);
 * - violations are reported to `/csp-report` (`report-to`, and `report-uri` for browsers without it);
 * - video plays through MSE, so hls.js needs `blob:` for media and workers;
 * - the browser talks only to our own API (backend-for-frontend), so `connect-src` stays narrow;
 * - only our own pages may frame us (`frame-ancestors`); embed routes that allow partner origins set their
 *   own `frame-ancestors`, which `mergeCsp` keeps.
 */
export function contentSecurityPolicyDirectives(env: CspEnv): CspDirectives {
  const media = mediaOrigins(env);
  const cmsImages = env.CMS === 'sanity' ? ['https://cdn.sanity.io'] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...media, ...cmsImages],
    // data: for the empty caption tracks hls.js creates (`data:,WEBVTT`).
    'media-src': ["'self'", 'blob:', 'data:', ...media],
    // The error service of ERROR_DSN, where browsers then send their error reports; JW's analytics pings.
    'connect-src': [
      "'self'",
      ...media,
      ...(env.ERROR_DSN ? [new URL(env.ERROR_DSN).origin] : []),
      ...(env.JW_ANALYTICS_URL ? [new URL(env.JW_ANALYTICS_URL).origin] : []),
    ],
    'worker-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
  };
}

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'microphone=()',
  'usb=()',
  'autoplay=(self)',
  'encrypted-media=(self)',
  'fullscreen=(self)',
  'payment=(self)',
  'picture-in-picture=(self)',
].join(', ');

/**
 * Adds our directives to a policy the response already carries (a page's own, or Astro's hash-based one when
 * `security.csp` is enabled), keeping every directive it set itself.
 */
export function mergeCsp(existing: string | null, directives: CspDirectives): string {
  if (!existing?.trim()) return serializeCsp(directives);
  const present = new Set(
    existing
      .split(';')
      .map((part) => part.trim().split(/\s+/)[0]?.toLowerCase())
      .filter((name): name is string => Boolean(name)),
  );
  const missing = Object.fromEntries(Object.entries(directives).filter(([name]) => !present.has(name)));
  const added = serializeCsp(missing);
  return added ? `${existing.trim().replace(/;$/, '')}; ${added}` : existing;
}

/** Headers besides the CSP that every response carries (a response that already has one keeps its own). */
export function securityHeaders(env: CspEnv): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`],
  ];
  if (env.SITE_URL.startsWith('https://')) {
    headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  }
  return headers;
}
