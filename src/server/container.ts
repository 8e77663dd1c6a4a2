import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import { loadEnv, type Env } from './env';
import { createLogger } from './logger';
import { createDataCache, type DataCache } from './shared/data-cache';
import { createImageResizer, type ImageResizer } from './assets/image-resizer';
import type { MediaPlatform } from './media/port';
import type { AuthKeys } from './features/account/deps';
import { createJwMediaPlatform } from './media/jw/adapter';
import { createLocalMediaPlatform } from './media/local/adapter';
import { mediaSourceSigner } from './media/source-signer';
import type { Cms } from './cms/port';
import { withDependencyTags } from './cms/dependencies';
import { createSanityCms } from './cms/sanity/adapter';
import { createLocalCms } from './cms/local/adapter';
import { previewAwareCache, previewAwareCms } from './cms/preview/perspective';
import type { ResultsSource } from './results/port';
import { createHttpResults } from './results/http/adapter';
import { createLocalResults } from './results/local/adapter';
import { openDatabase, type Database } from './db/database';
import type { Mailer } from './mail/port';
import { createOutboxMailer } from './mail/outbox/adapter';
import { createSmtpMailer } from './mail/smtp/adapter';
import { createRateLimiter } from './auth/rate-limiter';
import { loadAuthKeys } from './auth/keys';
import { DEFAULT_AUTH_RATE_LIMITS } from './features/account/rate-limits';
import { createSportCatalog } from './features/account/sport-catalog';
import { createPublisherConsentSource } from './features/account/publisher-consent-source';
import type { AccountDeps } from './features/account/deps';
import { captchaFromEnv } from './captcha/from-env';
import { schedulePurge } from './features/account/maintenance';
import { createApi, type Api } from './api/create-api';
import { createAdResolver } from './ads/resolver';
import { createAdDocumentLoader } from './ads/document-loader';
import type { AdsDeps } from './features/ads';
import { socialProvidersFromEnv } from './social-login/registry';
import { catalogFile } from './commerce/own/catalog-file';
import { createOwnCommerce } from './commerce/own/adapter';
import type { CommercePort } from './commerce/port';
import { scheduleRenewals } from './commerce/renewal-job';
import type { PaymentGateway } from './payments/port';
import { createPaymentGateway, createPaypalFromEnv } from './payments';
import type { MessageBus } from './realtime/port';
import { createMessageBus } from './realtime';
import { createCacheSync, type CacheSync } from './features/cache-sync';
import { createBreakerRegistry, type BreakerRegistry } from './shared/upstream/circuit-breaker';
import { guardUpstream } from './shared/upstream/guard';
import { createMetrics, type Metrics } from './observability/metrics';
import { telemetryDeps, type TelemetryDeps } from './telemetry/deps';
import { createNotificationHub, type NotificationHub } from './features/notifications/hub';
import type { NotificationsDeps } from './features/notifications/service';
import { scheduleMediaWatch } from './features/notifications/media-watch';
import { createWebPushSender, loadVapidKeys } from './push/web-push/adapter';
import { platformKey, type AccountPlatformChoice } from '../domain/account-platform';
import { createCleengAccounts } from './accounts/cleeng/adapter';
import { cleengBaseUrl, createCleengClient } from './accounts/cleeng/client';
import { createJwpAccounts } from './accounts/jwp/adapter';
import { createJwpClient, jwpBaseUrl } from './accounts/jwp/client';
import { createNoCommerce } from './commerce/none/adapter';
import { createCleengCommerce } from './commerce/cleeng/adapter';
import { cleengAdyenCheckout } from './commerce/cleeng/gateway';
import { createJwpCommerce } from './commerce/jwp/adapter';
import { inPlayerCardForm } from './commerce/jwp/gateway';
import { createPlatformApi } from './api/platform-api';
import type { RegionDeps } from './features/region';
import { createIpApiLookup, LOOKUP_TIMEOUT_MS } from './region/ip-api/adapter';
import { createNoCountryLookup } from './region/none/adapter';
import { cachedCountryLookup } from './region/cached-lookup';
import { withAlternateLookup } from './region/alternate-lookup';
import { createJwAccessBridge, type JwAccessBridge } from './jw-access/bridge';
import { createJwSignedDelivery } from './jw-access/delivery';
import { askEntitlementHost } from './jw-access/entitlement-host';
import { jwMediaToken } from './accounts/jwp/media-token';
import { createJwPaidPlayback, type JwPaidPlaybackDeps } from './features/jw-playback';
import type { PaidPlayback } from './features/playback';
import { createProtectedPackager } from './media/local/protection/packager';
import { protectedClipOf } from './media/local/protection/protected-items';
import { createLocalContentProtection } from './features/drm/local-protection';
import { createJwDrmProtection } from './features/drm/jw-drm';

/**
 * The composition root: the one place that reads the validated environment and builds the adapters.
 * Everything else receives what it needs from here.
 */
export interface Container {
  env: Env;
  logger: Logger;
  /** Injected time: domain logic never calls Date.now() itself. */
  clock: () => Date;
  cache: DataCache;
  /** One circuit breaker per remote upstream (`media`, `cms`, `results`, `feed:{host}`, PostgreSQL's `database`), also read by `/readyz`. */
  upstreams: BreakerRegistry;
  /** Prometheus metrics of this process (`/metrics`). */
  metrics: Metrics;
  images: ImageResizer;
  media: MediaPlatform;
  cms: Cms;
  /** Medal results (`/swiss/result`): the demo file, or `RESULTS_URL` when set. */
  results: ResultsSource;
  /** Folder of the demo dataset (local adapters, demo media files). */
  demoDir: string;
  /** Account emails: the local outbox folder, or SMTP when `SMTP_URL` is set. */
  mailer: Mailer;
  /** The database, opened (and migrated) on first use: PGlite in DATA_DIR, or PostgreSQL at `DATABASE_URL`. */
  database(): Promise<Database>;
  /** The own backend's REST API (built on first use, once the database is open). */
  api(): Promise<Api>;
  socialProviderIds: string[];
  /** The commerce adapter and its payment gateway (the API uses them; so does the gateway's webhook). */
  payments(): Promise<{ commerce: CommercePort; gateway: PaymentGateway; paypal?: PaymentGateway }>;
  /** The keys derived from the auth secret (kept in the database when `AUTH_SECRET` is unset). */
  authKeys(): Promise<AuthKeys>;
  /** Messages between server instances: Redis at `REDIS_URL`, LISTEN/NOTIFY at `DATABASE_URL`, or in process. */
  bus: MessageBus;
  /** Cache invalidations shared by every instance over the bus. */
  cacheSync: CacheSync;
  /** This process's notification streams, fed over the bus. */
  notificationHub: NotificationHub;
  /** The notification use-cases' deps (opens the database; starts the hub and the media watch on first use). */
  notifications(): Promise<NotificationsDeps>;
  /** Where a viewer's region comes from: a trusted CDN header, the lookup service at `REGION_LOOKUP_URL`, or none. */
  region: RegionDeps;
  /**
   * The folder of a demo item's encrypted renditions (packaged into DATA_DIR/protected-media on first use); null
   * for an item without them, or when the media platform is not the embedded one.
   */
  protectedMediaFolder(mediaid: string): Promise<string | null>;
  /** Browser errors and QoE beacons (`/api/telemetry/*`). */
  telemetry: TelemetryDeps;
}

/** Runs `start` once, on first call; a failure is not kept, so the next call tries again. */
function once<T>(start: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= start().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

export function buildContainer(env: Env): Container {
  const logger = createLogger(env);
  const clock = () => new Date();
  const demoDir = resolve(env.DEMO_DIR);
  // Fixed for the life of the process, so a countdown to `now+3d` counts down instead of sliding with the clock.
  const demoTimeAnchor = env.DEMO_TIME_ANCHOR ?? clock();
  let openedDatabase: Database | undefined;
  const upstreams = createBreakerRegistry({
    onStateChange: (name, state, error) => {
      if (state !== 'open') return logger.info({ upstream: name, state }, 'upstream circuit ' + state);
      metrics.circuitOpened(name);
      logger.warn({ upstream: name, err: error }, 'upstream failing: circuit open');
    },
  });
  const metrics = createMetrics({
    breakerStates: () => upstreams.states(),
    poolStats: () => openedDatabase?.poolStats?.() ?? null,
  });
  const cache = previewAwareCache(
    createDataCache({
      onStaleServed: (key, error) => logger.warn({ key, err: error }, 'serving stale data: upstream failed'),
      onLookup: (outcome) => metrics.dataCache(outcome),
    }),
  );

  // Remote adapters go through their breaker; the embedded ones read local files and cannot hang.
  const media: MediaPlatform =
    env.MEDIA_PLATFORM === 'jw'
      ? guardUpstream(
          createJwMediaPlatform({
            baseUrl: env.JW_API_BASE,
            signingSecret: env.JW_API_SECRET,
            alternateBaseUrl: env.JW_ALTERNATE_BASE || undefined,
            onAlternate: (path, error) =>
              logger.warn({ path, err: error }, 'site config: the primary JW host failed, asking the alternate'),
          }),
          upstreams.get('media'),
        )
      : createLocalMediaPlatform({ catalogDir: resolve(demoDir, 'catalog'), timeAnchor: () => demoTimeAnchor });

  // Every read records the documents it depends on, so the revalidation webhook drops only what a change touches.
  // Inside a draft preview (cms/preview/scope.ts) the drafts perspective answers instead, and nothing is cached.
  const cmsIn = (perspective: 'published' | 'drafts'): Cms =>
    env.CMS === 'sanity'
      ? guardUpstream(
          createSanityCms({
            projectId: env.SANITY_PROJECT_ID!,
            dataset: env.SANITY_DATASET,
            token: env.SANITY_TOKEN,
            apiVersion: env.SANITY_API_VERSION,
            useCdn: env.SANITY_USE_CDN,
            apiHost: env.SANITY_API_HOST,
            perspective,
          }),
          upstreams.get('cms'),
        )
      : createLocalCms({
          datasetFile: resolve(demoDir, 'cms', 'dataset.ndjson'),
          clock,
          timeAnchor: () => demoTimeAnchor,
          perspective,
        });
  const published = cmsIn('published');
  const cms: Cms = withDependencyTags(env.CMS_PREVIEW_SECRET ? previewAwareCms(published, cmsIn('drafts')) : published);

  const results: ResultsSource = env.RESULTS_URL
    ? guardUpstream(createHttpResults({ baseUrl: env.RESULTS_URL }), upstreams.get('results'))
    : createLocalResults({ resultsFile: resolve(demoDir, 'results', 'results.json') });

  const dataDir = resolve(env.DATA_DIR);
  const mailer: Mailer = env.SMTP_URL
    ? createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM })
    : createOutboxMailer({ dir: resolve(dataDir, 'outbox'), from: env.MAIL_FROM, clock });

  const database = once(async () => {
    const url = env.DATABASE_URL;
    openedDatabase = await openDatabase({
      url,
      dataDir: url ? undefined : resolve(dataDir, 'pglite'),
      breakers: upstreams,
    });
    return openedDatabase;
  });

  // Imported when first needed: the site-config feature itself reads this container.
  const siteNameForEmails = async () => {
    const result = await (await import('./features/site-config')).loadSiteConfig(null).catch(() => null);
    return result?.ok && result.config.siteName ? result.config.siteName : 'OTT Video';
  };

  const authKeys = once(async () => loadAuthKeys((await database()).db, env.AUTH_SECRET));

  // The embedded platform's DRM: premium items play their clip encrypted with a key of their own (Clear Key).
  const protectedPackager =
    media.name === 'local'
      ? createProtectedPackager({
          hlsRoot: resolve(demoDir, 'media', 'hls'),
          outRoot: resolve(dataDir, 'protected-media'),
          master: async () => (await authKeys()).contentKeys,
          ffmpeg: env.FFMPEG_PATH,
        })
      : null;
  const protectedMediaFolder = async (mediaid: string) => {
    const item = protectedPackager && (await media.getMedia(mediaid));
    const clip = item && protectedClipOf(item);
    return clip ? protectedPackager.folderOf(mediaid, clip) : null;
  };

  /** What is sold and how it is paid: the commerce adapter and its gateway (also for the gateway's webhook). */
  const payments = once(async () => {
    const { db } = await database();
    const gateway = createPaymentGateway(env);
    const paypal = createPaypalFromEnv(env);
    const commerce = createOwnCommerce({
      db,
      clock,
      catalog: catalogFile(join(env.DEMO_DIR, 'commerce', 'catalog.json')),
      gateway,
      paypal,
      logger,
    });
    return { gateway, paypal, commerce };
  });

  const bus = createMessageBus({
    redisUrl: env.REDIS_URL,
    databaseUrl: env.DATABASE_URL,
    onError: (error) => logger.warn({ err: error }, 'message bus error'),
  });
  const cacheSync = createCacheSync({ bus, cache, logger });
  const notificationHub = createNotificationHub({ bus, logger, heartbeatMs: env.NOTIFY_HEARTBEAT_S * 1000 });

  const notifications = once(async () => {
    const { db } = await database();
    const push = createWebPushSender({ keys: await loadVapidKeys(db), subject: `mailto:${env.MAIL_FROM}` });
    const deps: NotificationsDeps = { db, hub: notificationHub, logger, push };
    notificationHub.start();
    const email = { mailer, siteUrl: env.SITE_URL, siteName: siteNameForEmails };
    scheduleMediaWatch({ ...deps, media, clock, email }, logger, env.NOTIFY_WATCH_INTERVAL_S);
    return deps;
  });

  const ads: AdsDeps = {
    loadSiteConfig: async (source) => (await import('./features/site-config')).loadSiteConfig(source),
    getMedia: (id) =>
      cache.get(`media:${id}:en`, env.CACHE_TTL_MEDIA_S * 1000, () => media.getMedia(id, { language: 'en' })),
    resolver: createAdResolver({
      loader: createAdDocumentLoader({ demoAdsDir: resolve(demoDir, 'media', 'ads') }),
      onProblem: (message, error) => logger.info({ err: error }, `ads: ${message}`),
    }),
    // The platform's ad schedules (spec 1 §7, sent without credentials); the demo keeps its own as files.
    scheduleUrl: (id) =>
      env.MEDIA_PLATFORM === 'jw'
        ? `${env.JW_API_BASE.replace(/\/+$/, '')}/v2/advertising/schedules/${encodeURIComponent(id)}.json`
        : `/demo-media/ads/schedule-${id}.json`,
  };

  // Discovery happens at the first sign-in, so building them costs nothing at start.
  const socialProviders = socialProvidersFromEnv(env);

  const api = once(async () => {
    const { db } = await database();
    const keys = await authKeys();
    const limiter = createRateLimiter(db);
    const account: AccountDeps = {
      db,
      mailer,
      clock,
      keys,
      accessTokenTtlS: env.AUTH_ACCESS_TOKEN_TTL_S,
      limiter,
      rateLimits: env.AUTH_RATE_LIMITS === 'on' ? DEFAULT_AUTH_RATE_LIMITS : null,
      siteName: siteNameForEmails,
      logger,
      sports: createSportCatalog({ cms, cache, ttlMs: env.CACHE_TTL_CMS_S * 1000, log: logger }),
      publisherConsents: createPublisherConsentSource({ cms, cache, ttlMs: env.CACHE_TTL_CMS_S * 1000, log: logger }),
      captcha: captchaFromEnv(env, {
        key: keys.captcha,
        clock,
        limiter,
        onRefused: (codes) => logger.info({ provider: env.CAPTCHA, codes }, 'captcha refused by the vendor'),
      }),
    };
    schedulePurge(account);
    const { commerce, gateway } = await payments();
    scheduleRenewals(commerce, logger, env.RENEWAL_INTERVAL_S);
    const timeoutMs = env.JW_PLAYBACK_TIMEOUT_MS;
    const delivery = createJwSignedDelivery({
      deliveryBaseUrl: env.JW_API_BASE,
      entitlementsBaseUrl: env.JW_ENTITLEMENTS_BASE,
      urlSigningSecret: env.JW_URL_SIGNING_SECRET || env.JW_API_SECRET || undefined,
      clock,
      timeoutMs,
    });
    const playback = {
      media,
      commerce,
      clock,
      signSource: mediaSourceSigner(media.name, { jwSecret: env.JW_API_SECRET, localKey: account.keys.mediaUrl }),
      urlTtlS: env.PLAYBACK_URL_TTL_S,
      ...(protectedPackager && {
        protection: createLocalContentProtection({
          packager: protectedPackager,
          licenceKey: async () => keys.licenceToken,
          clock,
        }),
        clearKey: { db, licenceKey: keys.licenceToken, contentKeys: keys.contentKeys },
      }),
      // A JW property with a DRM policy: the policy's sources and licence URLs for the viewers this site entitles.
      ...(env.MEDIA_PLATFORM === 'jw' && {
        protection: createJwDrmProtection({
          delivery,
          log: (reason, details) => logger.warn(details, `DRM playback: ${reason}`),
        }),
      }),
    };
    const adsLimited = {
      ...ads,
      rateLimit:
        env.ADS_RATE_LIMIT > 0 ? { limiter, clock, rule: { limit: env.ADS_RATE_LIMIT, windowMs: 60_000 } } : null,
    };
    const shared = {
      account,
      gateway,
      ads: adsLimited,
      notifications: await notifications(),
      siteUrl: env.SITE_URL,
      operatorToken: env.ADMIN_API_TOKEN,
    };
    const own = createApi({ ...shared, commerce, playback, socialProviders });
    if (env.ACCOUNT_PLATFORMS === 'own') return own;

    // With JW as the media platform, a platform customer's paid items play from sources JW signs for them
    // (features/jw-playback.ts): an entitlement host's token, a passport from the access bridge, or (JWP without
    // a bridge) InPlayer's media token.
    const bridges = new Map<string, JwAccessBridge>();
    const bridgeBase = env.JW_ACCESS_BASE;
    const bridgeFor = bridgeBase
      ? (siteId: string) => {
          let bridge = bridges.get(siteId);
          if (!bridge)
            bridges.set(siteId, (bridge = createJwAccessBridge({ baseUrl: bridgeBase, siteId, clock, timeoutMs })));
          return bridge;
        }
      : null;
    const jwPaidPlayback = (
      platform: JwPaidPlaybackDeps['platform'],
      mediaToken: JwPaidPlaybackDeps['mediaToken'],
    ): PaidPlayback | undefined =>
      env.MEDIA_PLATFORM === 'jw'
        ? createJwPaidPlayback({
            platform,
            delivery,
            bridgeFor,
            mediaToken,
            askEntitlementHost: (question) => askEntitlementHost(question, { timeoutMs }),
            log: (reason, details) => logger.warn(details, `signed playback: ${reason}`),
          })
        : undefined;

    // A platform's customers sign in and pay on that platform, one client for both: Cleeng sells the config's
    // offers through its Adyen account (the Drop-in on Cleeng's sessions); JWP sells the config's InPlayer asset,
    // the card going from the site's own form to InPlayer. A JWP config without an asset sells nothing.
    const cleengPlatform = (choice: Extract<AccountPlatformChoice, { platform: 'cleeng' }>) => {
      const client = createCleengClient({ baseUrl: cleengBaseUrl(choice.useSandbox, env.CLEENG_API_BASE) });
      return {
        accounts: createCleengAccounts({ client, publisherId: choice.publisherId, clock, logger }),
        commerce: createCleengCommerce({ client, offerIds: choice.offerIds }),
        gateway: cleengAdyenCheckout({
          clientKey: env.CLEENG_ADYEN_CLIENT_KEY ?? '',
          environment: choice.useSandbox ? 'test' : 'live',
        }),
        paid: jwPaidPlayback('cleeng', null),
      };
    };
    const jwpPlatform = (choice: Extract<AccountPlatformChoice, { platform: 'jwp' }>) => {
      const client = createJwpClient({ baseUrl: jwpBaseUrl(choice.useSandbox, env.INPLAYER_API_BASE) });
      const accounts = createJwpAccounts({ client, clientId: choice.clientId, referrer: env.SITE_URL, clock });
      const paid = jwPaidPlayback('jwp', (token, item) => jwMediaToken(client, token, item));
      if (choice.assetId === null) return { accounts, commerce: createNoCommerce(), gateway, paid };
      const commerce = createJwpCommerce({ client, assetId: choice.assetId, siteUrl: env.SITE_URL, clock });
      return { accounts, commerce, gateway: inPlayerCardForm, paid };
    };
    // One API per platform account (publisher and host), built when a config first names it.
    const platformApis = new Map<string, Api>();
    const apiFor = async (choice: Exclude<AccountPlatformChoice, { platform: 'own' }>): Promise<Api> => {
      const key = platformKey(choice);
      let built = platformApis.get(key);
      if (!built) {
        const platform = choice.platform === 'cleeng' ? cleengPlatform(choice) : jwpPlatform(choice);
        const { paid, ...ports } = platform;
        built = createApi({ ...shared, ...ports, playback: { ...playback, commerce: platform.commerce, paid } });
        platformApis.set(key, built);
      }
      return built;
    };
    const { loadSiteConfig } = await import('./features/site-config');
    return createPlatformApi({ own, apiFor, siteConfig: loadSiteConfig, logger });
  });

  // spec 1 §7: the location call falls back to its alternate host; the two halves of the 1 s budget keep the wait.
  const ipApiLookups = (primary: string, alternate: string | undefined) => {
    if (!alternate) return createIpApiLookup({ urlTemplate: primary });
    const timeoutMs = LOOKUP_TIMEOUT_MS / 2;
    return withAlternateLookup(
      createIpApiLookup({ urlTemplate: primary, timeoutMs }),
      createIpApiLookup({ urlTemplate: alternate, timeoutMs }),
      (error) => logger.warn({ err: error }, 'region lookup failed on the primary host: asking the alternate'),
    );
  };
  // Answers are kept an hour per address (10,000 addresses); a failed lookup makes that address "unknown" for a minute.
  const region: RegionDeps = {
    trustProxy: env.TRUST_PROXY,
    countryHeader: env.REGION_COUNTRY_HEADER,
    canLookUp: Boolean(env.REGION_LOOKUP_URL),
    lookup: env.REGION_LOOKUP_URL
      ? cachedCountryLookup(
          guardUpstream(ipApiLookups(env.REGION_LOOKUP_URL, env.REGION_LOOKUP_ALTERNATE_URL), upstreams.get('region')),
          { ttlMs: 3_600_000, failureTtlMs: 60_000, maxEntries: 10_000 },
        )
      : createNoCountryLookup(),
    mediaHosts: env.MEDIA_PLATFORM === 'jw' ? { primary: env.JW_API_BASE, alternate: env.JW_ALTERNATE_BASE } : {},
    logger,
  };

  return {
    env,
    logger,
    clock,
    cache,
    upstreams,
    metrics,
    images: createImageResizer(),
    media,
    cms,
    results,
    demoDir,
    mailer,
    database,
    api,
    /** The ids of the configured sign-in providers, for the buttons of /login and /create-account. */
    socialProviderIds: socialProviders.map((provider) => provider.id),
    payments,
    authKeys,
    bus,
    cacheSync,
    notificationHub,
    notifications,
    region,
    protectedMediaFolder,
    telemetry: telemetryDeps({ database, metrics: metrics.telemetry, clock, logger }),
  };
}

let container: Container | undefined;

/** The process-wide container, built on first use from `process.env` (which `loadEnv` validates). */
export function getContainer(): Container {
  container ??= buildContainer(loadEnv(process.env));
  return container;
}
