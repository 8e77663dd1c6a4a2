import type { AccountPort } from '../../src/server/accounts/port';
import { createNoCommerce } from '../../src/server/commerce/none/adapter';
import type { AdsDeps } from '../../src/server/features/ads';
import type { PaidPlayback } from '../../src/server/features/playback';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { createApi, type Api } from '../../src/server/api/create-api';
import { createOwnCommerce } from '../../src/server/commerce/own/adapter';
import type { CommercePort } from '../../src/server/commerce/port';
import { createLocalMediaPlatform } from '../../src/server/media/local/adapter';
import type { MediaPlatform } from '../../src/server/media/port';
import { catalogFile } from '../../src/server/commerce/own/catalog-file';
import type { CommerceCatalog } from '../../src/domain/commerce/catalog';
import type { PaymentGateway } from '../../src/server/payments/port';
import { mediaSourceSigner } from '../../src/server/media/source-signer';
import { createDemoMediaServer } from '../../src/server/media/local/files';
import { createImageResizer } from '../../src/server/assets/image-resizer';
import { createProtectedPackager } from '../../src/server/media/local/protection/packager';
import { protectedClipOf } from '../../src/server/media/local/protection/protected-items';
import { createLocalContentProtection } from '../../src/server/features/drm/local-protection';
import { createTestGateway } from '../../src/server/payments/test/gateway';
import { loadAuthKeys } from '../../src/server/auth/keys';
import { createRateLimiter, type RateLimiter } from '../../src/server/auth/rate-limiter';
import type { Captcha } from '../../src/server/captcha/port';
import { createPublisherConsentSource } from '../../src/server/features/account/publisher-consent-source';
import { createLocalCms } from '../../src/server/cms/local/adapter';
import type { AccountDeps } from '../../src/server/features/account/deps';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from '../../src/server/features/account/rate-limit-rules';
import { createSportCatalog } from '../../src/server/features/account/sport-catalog';
import { createOutboxMailer } from '../../src/server/mail/outbox/adapter';
import { createDataCache } from '../../src/server/shared/data-cache';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';
import { createInProcessBus } from '../../src/server/realtime/in-process/adapter';
import { createNotificationHub } from '../../src/server/features/notifications/hub';
import type { NotificationsDeps } from '../../src/server/features/notifications/service';
import type { SocialProvider } from '../../src/server/social-login/port';
import { createWebPushSender, loadVapidKeys } from '../../src/server/push/web-push/adapter';

/**
 * The own backend's API as the integration tests drive it: the real router, use-cases and database (PGlite or
 * PostgreSQL), the real outbox mailer writing into a temporary folder (codes are read back from the emails), the
 * demo CMS for sports, and a clock the test moves.
 */
export const SITE = 'http://127.0.0.1:4321';
export const demoCmsDataset = resolve('data/demo/cms/dataset.ndjson');
export const demoCommerceCatalog = resolve('data/demo/commerce/catalog.json');

export interface Harness {
  api: Api;
  database: TestDatabase;
  account: AccountDeps;
  commerce: CommercePort;
  /** The demo catalogue's media platform. */
  media: MediaPlatform;
  /**
   * The API of an account platform: its commerce and card form when given (default: nothing sold), media, and
   * the platform's own way to a paid item's sources (JW signed playback).
   */
  apiOver(
    accounts: AccountPort,
    platform?: { commerce?: CommercePort; gateway?: PaymentGateway; media?: MediaPlatform; paid?: PaidPlayback },
  ): Api;
  /** The notification use-cases' deps (an in-process bus and its hub, started). */
  notifications: NotificationsDeps;
  /** A `/demo-media/…` file as the site's demo media server answers it (signed, protected addresses too). */
  demoMediaFile(url: string): Promise<Response>;
  /** Moves the clock forward. */
  advance(ms: number): void;
  now(): Date;
  request(method: string, path: string, init?: RequestInit & { json?: unknown; ip?: string }): Promise<Response>;
  /** The newest one-time code mailed to `email`. */
  lastCode(email: string): string;
  mailsTo(email: string): Array<{ to: string; subject: string; text: string; html: string }>;
  close(): Promise<void>;
}

export async function startHarness(
  kind: DatabaseKind,
  options: {
    rateLimits?: AuthRateLimits | null;
    webhookSecret?: string;
    gateway?: PaymentGateway;
    /** PayPal beside the card gateway (default: none). */
    paypal?: PaymentGateway;
    socialProviders?: SocialProvider[];
    /** The ads feature (default: a config without ads). */
    ads?: AdsDeps;
    /** What is sold (default: the demo's catalog file). */
    catalog?: () => Promise<CommerceCatalog>;
    /** Where the own commerce logs what operators must act on (default: nowhere). */
    commerceLogger?: { warn(object: object, message: string): void };
    /** Builds the captcha (default: none, as with `CAPTCHA=off`). */
    captcha?: (deps: { key: Uint8Array; clock: () => Date; limiter: RateLimiter }) => Captcha;
    /** ADMIN_API_TOKEN (default: unset, the operator's calls are off). */
    operatorToken?: string;
  } = {},
): Promise<Harness> {
  let now = new Date('2026-05-01T10:00:00Z');
  const clock = () => now;
  const database = await openTestDatabase(kind);
  const outbox = mkdtempSync(join(tmpdir(), 'ott-outbox-'));
  const cms = createLocalCms({ datasetFile: demoCmsDataset, clock, timeAnchor: clock });
  const logger = pino({ level: 'silent' });
  const keys = await loadAuthKeys(database.db, undefined);
  const limiter = createRateLimiter(database.db);
  const account: AccountDeps = {
    db: database.db,
    mailer: createOutboxMailer({ dir: outbox, from: 'no-reply@test', clock }),
    clock,
    keys,
    limiter,
    rateLimits: options.rateLimits === undefined ? DEFAULT_AUTH_RATE_LIMITS : options.rateLimits,
    siteName: async () => 'Test Site',
    logger,
    sports: createSportCatalog({ cms, cache: createDataCache(), ttlMs: 60_000, log: logger }),
    publisherConsents: createPublisherConsentSource({ cms, cache: createDataCache(), ttlMs: 60_000, log: logger }),
    captcha: options.captcha ? options.captcha({ key: keys.captcha, clock, limiter }) : null,
  };
  const gateway = options.gateway ?? createTestGateway({ webhookSecret: options.webhookSecret });
  const catalog = options.catalog ?? catalogFile(demoCommerceCatalog);
  const commerce = createOwnCommerce({
    db: database.db,
    clock,
    catalog,
    gateway,
    paypal: options.paypal,
    logger: options.commerceLogger,
  });
  const media = createLocalMediaPlatform({ catalogDir: resolve('data/demo/catalog'), timeAnchor: clock });
  const signSource = mediaSourceSigner('local', { localKey: account.keys.mediaUrl });
  // The embedded platform's DRM, as the container builds it: packages in a folder of this harness.
  const packager = createProtectedPackager({
    hlsRoot: resolve('data/demo/media/hls'),
    outRoot: mkdtempSync(join(tmpdir(), 'ott-protected-')),
    master: async () => keys.contentKeys,
  });
  const protectedFolder = async (mediaid: string) => {
    const item = await media.getMedia(mediaid);
    const clip = item && protectedClipOf(item);
    return clip ? packager.folderOf(mediaid, clip) : null;
  };
  const playback = {
    media,
    commerce,
    clock,
    signSource,
    urlTtlS: 600,
    protection: createLocalContentProtection({ packager, licenceKey: async () => keys.licenceToken, clock }),
    clearKey: { db: database.db, licenceKey: keys.licenceToken, contentKeys: keys.contentKeys },
  };
  const hub = createNotificationHub({ bus: createInProcessBus(), logger });
  hub.start();
  const push = createWebPushSender({ keys: await loadVapidKeys(database.db), subject: 'mailto:no-reply@test' });
  const notifications: NotificationsDeps = { db: database.db, hub, logger, push };
  const ads = options.ads ?? noAds(media);
  const api = createApi({
    account,
    commerce,
    gateway,
    playback,
    ads,
    notifications,
    siteUrl: SITE,
    socialProviders: options.socialProviders,
    operatorToken: options.operatorToken,
  });

  function mailsTo(email: string) {
    return readdirSync(outbox)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(readFileSync(join(outbox, name), 'utf8')))
      .filter((mail) => mail.to === email);
  }

  const apiOver: Harness['apiOver'] = (accounts, platform = {}) => {
    const platformCommerce = platform.commerce ?? createNoCommerce();
    const over = { ...playback, commerce: platformCommerce, media: platform.media ?? media, paid: platform.paid };
    return createApi({
      account,
      commerce: platformCommerce,
      gateway: platform.gateway ?? gateway,
      playback: over,
      ads,
      notifications,
      siteUrl: SITE,
      accounts,
    });
  };

  return {
    api,
    database,
    account,
    commerce,
    media,
    apiOver,
    notifications,
    demoMediaFile(url) {
      const files = createDemoMediaServer({
        demoDir: resolve('data/demo'),
        images: createImageResizer(),
        clock,
        urlKey: async () => keys.mediaUrl,
        protectedFolder,
      });
      return files.handle(new Request(`http://site${url}`), url.slice('/demo-media/'.length));
    },
    advance(ms) {
      now = new Date(now.getTime() + ms);
    },
    now: clock,
    request(method, path, init = {}) {
      const { json, ip, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      const request = new Request(`${SITE}/api${path}`, {
        method,
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
      return api.handle(request, { clientAddress: ip ?? '10.0.0.1' });
    },
    lastCode(email) {
      const mail = mailsTo(email).at(-1);
      const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no code was mailed to ${email}`);
      return code;
    },
    mailsTo,
    async close() {
      hub.closeAll();
      await database.dispose();
      rmSync(outbox, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(label = 'viewer'): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const PASSWORD = 'Sunny-Day-42';

/** The demo settings' required consent, ticked (registration refuses without it). */
export const REQUIRED_CONSENTS = { terms: true };

/** Registers and confirms an account through the API; returns its bearer tokens. */
export async function signUp(
  harness: Harness,
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<{ email: string; jwt: string; refreshToken: string; userId: string }> {
  const registered = await harness.request('POST', '/auth/register', {
    json: { email, password, consents: REQUIRED_CONSENTS },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  const confirmed = await harness.request('POST', '/auth/confirm-email', {
    json: { email, otp: harness.lastCode(email) },
  });
  const body = await confirmed.json();
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status} ${JSON.stringify(body)}`);
  return { email, jwt: body.auth.jwt, refreshToken: body.auth.refreshToken, userId: body.user.id };
}

export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

/** Ads deps for tests that are not about ads: every media exists, no config has a schedule. */
function noAds(media: { getMedia(id: string): Promise<unknown> }): AdsDeps {
  return {
    loadSiteConfig: async () => ({
      ok: false,
      kind: 'config_invalid',
      reason: 'unavailable',
      message: 'none',
      errors: [],
    }),
    getMedia: (id) => media.getMedia(id) as ReturnType<AdsDeps['getMedia']>,
    resolver: { resolve: async () => ({ breaks: [] }) },
    scheduleUrl: (id) => `/demo-media/ads/${id}.json`,
  };
}
