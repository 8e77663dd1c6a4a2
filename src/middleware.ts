import { defineMiddleware } from 'astro:middleware';
import './lib/i18n/server';
import { getContainer } from './server/container';
import { FolderLockedError } from './server/db/folder-lock';
import { newsletterAction } from './domain/newsletter';
import { tagOrigins } from './domain/consent/consent';
import { regionOfRequest } from './server/features/region';
import { clientAddressOf } from './server/http/client-address';
import { createDirectApi, isDirectApiPath } from './server/http/direct-api';
import { readModuleGraph } from './server/http/module-preloads.mjs';
import { withNodeResponse } from './server/http/node-response';
import { builtStylesheets } from './server/http/inline-stylesheets';
import { createRequestHandler } from './server/http/request-handler';
import { captchaCspSources, paypalCspSources } from './server/http/security-headers';
import { readWebappSettings } from './server/settings/webapp-ini';

// Built at module load on purpose: server.mjs evaluates this module before it listens, so a bad environment
// stops the process at start instead of failing the first request.
const container = getContainer();
const { useCases } = container;
// Open (and migrate) the database while the server starts, instead of on the first API request; a failure is
// logged here and retried by that request — except a PGlite folder another server holds: this one stops.
container.api().catch((error: unknown) => {
  if (error instanceof FolderLockedError) {
    container.logger.fatal(error.message);
    process.exit(1);
  }
  container.logger.error({ err: error }, 'the database could not be opened');
});
// Hear the other instances' cache invalidations (the revalidation webhook reaches only one of them).
container.cacheSync.start();
// Notification streams never end by themselves: close them at shutdown so in-flight requests can finish.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => container.notificationHub.closeAll());

const handle = createRequestHandler({
  env: container.env,
  logger: container.logger,
  loadSiteConfig: useCases.siteConfig.loadSiteConfig,
  chinaViewer: hasChinaHost(container.env)
    ? async (context) => {
        const clientAddress = clientAddressOf(context, container.env.TRUST_PROXY);
        return (await regionOfRequest(container.region, { headers: context.request.headers, clientAddress })).china;
      }
    : undefined,
  readSettings: () => readWebappSettings(container.env),
  onDataInvalidated: (listener) => container.cache.onInvalidate(listener),
  metrics: container.metrics,
  captchaSources: captchaCspSources(container.env.CAPTCHA),
  paypalSources: container.env.PAYPAL_CLIENT_ID ? paypalCspSources(container.env.PAYPAL_SDK_URL) : undefined,
  // Written by the build beside the server's middleware (dist/server).
  moduleGraph: readModuleGraph(import.meta.url),
  stylesheets: builtStylesheets(import.meta.url),
  // The footer's newsletter form posts to the provider named in the CMS settings, and consent tags load from theirs.
  pageOrigins: async () => {
    const { settings } = await useCases.layout.loadLayoutData();
    const action = newsletterAction(settings?.newsletterUrl);
    return { formAction: action ? [action.origin] : [], script: tagOrigins(settings?.consentTags ?? []) };
  },
});

/** China gets the config from the alternate host: only with JW, an alternate host and a way to know the country. */
function hasChinaHost(env: typeof container.env): boolean {
  const knowsCountry = env.TRUST_PROXY || Boolean(env.REGION_LOOKUP_URL);
  return env.MEDIA_PLATFORM === 'jw' && Boolean(env.JW_ALTERNATE_BASE) && knowsCountry;
}

export const onRequest = defineMiddleware((context, next) => {
  // Pages and routes call their use-cases from here, never the container.
  context.locals.useCases = useCases;
  return handle(context, next);
});

// server.mjs answers kept pages with this before Astro parses the request (hits are most of the traffic). A global
// symbol, because Astro's build re-exports only `onRequest` from this module.
(globalThis as Record<symbol, unknown>)[Symbol.for('ott-site.fromPageCache')] = handle.fromPageCache;
// And methods a target does not take, from the request line alone, before any body is read (method-policy.ts).
(globalThis as Record<symbol, unknown>)[Symbol.for('ott-site.refuseMethod')] = handle.refuseMethod;
// And the own API's requests, without Astro's static-file lookup and pipeline (see direct-api.ts).
(globalThis as Record<symbol, unknown>)[Symbol.for('ott-site.directApi')] = {
  handles: isDirectApiPath,
  answer: createDirectApi({
    api: container.api,
    handle: handle.direct,
    trustProxy: container.env.TRUST_PROXY,
    logger: container.logger,
  }),
};
// And Astro's handler runs inside this, so the notification stream sees what its response holds (node-response.ts).
(globalThis as Record<symbol, unknown>)[Symbol.for('ott-site.withNodeResponse')] = withNodeResponse;
