import type { Logger } from 'pino';
import type { Env } from '../env';
import type { SiteConfigResult } from '../settings/site-config-loader';
import { renderWebappIni, type SettingsResult } from '../settings/webapp-ini';
import { isPubliclyCacheable } from './cache-headers';
import { configErrorResponse, configOutageResponse } from './config-error-page';
import { routeLanguage } from './language-prefix';
import { createPageCache, type KeptAnswer } from './page-cache';
import { isPageRequest, isQuietRequest, needsSiteConfig } from './page-request';
import { methodRefusal } from './method-policy';
import { requestIdFrom } from './request-id';
import { originFormUrl } from './request-target';
import { brotliSizes, encodeResponse, preferredEncoding } from './compression';
import { inlineScriptHashes } from './inline-script-hashes';
import { withHeaders } from './response-headers';
import type { Metrics } from '../observability/metrics';
import { PREVIEW_COOKIE, isValidPreviewCookie } from '../cms/preview/cookie';
import { readCookie } from './cookie-header';
import { runInPreview } from '../cms/preview/scope';
import type { Invalidation } from '../shared/data-cache';
import { withUpstreamBudget } from '../shared/upstream/budget';
import { isUpstreamUnavailable, UPSTREAM_RETRY_AFTER_S } from '../shared/upstream/error';
import { CLIENT_CLOSED_REQUEST, isClientGone } from './client-gone';
import { hasClientSideAds } from '../features/ads';
import {
  CAST_SCRIPT_SOURCES,
  AD_CSP_SOURCES,
  contentSecurityPolicyDirectives,
  isCaptchaPage,
  isPaypalButtonsPage,
  mergeCsp,
  securityHeaders,
  serializeCsp,
  type CspDirectives,
} from './security-headers';
import { keepAppConfigInLinks } from './keep-app-config';
import { externalIslandRuntime } from './island-runtime.mjs';
import type { ModuleGraph } from '../../lib/module-tree.mjs';
import { menuSectionTarget } from '../../lib/menu-sections';
import { preloadIslandModules } from './module-preloads.mjs';
import { lowPriorityModuleScripts } from './script-priority';
import { createStylesheetInliner, firstWindowBodyBytes, type StylesheetSource } from './inline-stylesheets';

const WEBAPP_INI_PATH = '/.webapp.ini';

/** The parts of Astro's APIContext the handler uses (kept small so tests can pass a plain object). */
export interface RequestContext {
  request: Request;
  /** The socket's address (Astro's context; it throws when the adapter cannot tell). */
  readonly clientAddress?: string;
  url: URL;
  locals: App.Locals;
  cookies: { headers(): Iterable<string> };
}

/** What server.mjs knows of a request before the framework (Node's `IncomingMessage` fits). */
export interface RawRequest {
  method: string;
  url: string;
  headers: Partial<Record<'accept-encoding' | 'if-none-match' | 'x-request-id' | 'cookie', string>>;
}

/** Astro's `next`: renders the route, or the given path when called with one (a rewrite). */
export type Next = (rewriteTo?: string) => Promise<Response>;

interface PageExtras {
  casting: boolean;
  captcha: boolean;
  ads: boolean;
  /** The checkout's PayPal frame. */
  paypal?: boolean;
  /** The page's chosen `app-config`, kept in its links. */
  chosenConfigSource?: string;
}

/** `directives` with `more`'s sources added, each source once. */
function addSources(directives: CspDirectives, more: CspDirectives | undefined): CspDirectives {
  if (!more) return directives;
  const merged = { ...directives };
  for (const [name, sources] of Object.entries(more))
    merged[name] = [...new Set([...(merged[name] ?? []), ...sources])];
  return merged;
}

export interface RequestHandlerDeps {
  env: Pick<
    Env,
    | 'LANGUAGES'
    | 'DEFAULT_LANGUAGE'
    | 'PUBLIC_CACHE_CONTROL'
    | 'HELP_URL'
    | 'MEDIA_PLATFORM'
    | 'JW_API_BASE'
    | 'CMS'
    | 'SITE_URL'
    | 'PAGE_CACHE_TTL_S'
    | 'PAGE_CACHE_STALE_S'
    | 'UPSTREAM_BUDGET_MS'
    | 'CMS_PREVIEW_SECRET'
  > &
    Partial<Pick<Env, 'JW_ALTERNATE_BASE'>>;
  logger: Logger;
  loadSiteConfig: (requestedSource: string | null, options?: { china?: boolean }) => Promise<SiteConfigResult>;
  /**
   * Whether a page request comes from a viewer in China (spec 1 §1, the location lookup), given only where the
   * media platform has an alternate host: such a viewer's config comes from it, and their pages bypass the page
   * cache and shared caches, which hold the other viewers' pages (decision 4432).
   */
  chinaViewer?: (context: RequestContext) => Promise<boolean>;
  /** The effective `.webapp.ini` settings, served to browsers at `/.webapp.ini`. */
  readSettings: () => Promise<SettingsResult>;
  /**
   * Registers a callback for when cached data was dropped: kept pages go too, all of them for a prefix, those
   * rendered from the changed documents for tags (the revalidation webhook).
   */
  onDataInvalidated?: (listener: (change: Invalidation) => void) => void;
  /**
   * Origins besides ours that HTML pages use: forms may post to `formAction` (the newsletter provider's), and
   * `script` serves the consent tags; added to `form-action` and `script-src`.
   */
  pageOrigins?: () => Promise<{ formAction: string[]; script: string[] }>;
  /** CSP additions of the configured captcha widget, for the pages with a form that may show it. */
  captchaSources?: CspDirectives;
  /** CSP additions of PayPal's SDK, for the checkout's PayPal frame only (none where PayPal is not configured). */
  paypalSources?: CspDirectives;
  /** Where request durations and page-cache results are counted (`/metrics`). */
  metrics?: Pick<Metrics, 'observeRequest' | 'pageCache'>;
  /** The client build's static imports (`module-preloads.mjs`): `client:load` islands preload their modules. */
  moduleGraph?: ModuleGraph;
  /** The client build's stylesheets: a page that fits the first round trip with them gets them inline. */
  stylesheets?: StylesheetSource;
  now?: () => number;
  /** Wall-clock milliseconds, for the preview cookie's expiry. */
  wallClock?: () => number;
}

/** Answer of a draft preview or a page for China: for that browser only, never kept by the page cache or a CDN. */
const PREVIEW_CACHE_CONTROL = 'private, no-store';

/**
 * Per request: request id, language, site config (pages only), cache and security headers, one log line, and
 * the time budget for upstream data (`UPSTREAM_BUDGET_MS`).
 * Errors thrown by pages are logged with the request id and rethrown so Astro renders its error page (which
 * passes through here again and gets the same headers).
 */
export function createRequestHandler(deps: RequestHandlerDeps) {
  const { env, logger } = deps;
  const now = deps.now ?? (() => performance.now());
  const security = securityHeaders(env);
  const csp = contentSecurityPolicyDirectives(env);
  // When a page throws, Astro renders the error page for the same Request through this handler again;
  // reusing the id ties that response to the logged error.
  const requestIds = new WeakMap<Request, string>();
  // Requests whose page failed because an upstream is down: their error page answers 503 with Retry-After.
  const upstreamFailures = new WeakSet<Request>();
  const pageCache = createPageCache({ ttlMs: env.PAGE_CACHE_TTL_S * 1000, staleMs: env.PAGE_CACHE_STALE_S * 1000 });
  const inlineStylesheets = deps.stylesheets && createStylesheetInliner(deps.stylesheets, brotliSizes);
  const moduleGraph = deps.moduleGraph ?? { imports: {} };
  const https = env.SITE_URL.startsWith('https://');
  const wallClock = deps.wallClock ?? Date.now;
  /** A draft preview: a page request with a valid preview cookie (a forged or expired one is a public visitor). */
  const isPreview = (cookieHeader: string | null | undefined) =>
    Boolean(env.CMS_PREVIEW_SECRET) &&
    isValidPreviewCookie(env.CMS_PREVIEW_SECRET!, readCookie(cookieHeader, PREVIEW_COOKIE), wallClock());
  deps.onDataInvalidated?.((change) => {
    if (!('tags' in change)) return pageCache.clear();
    const dropped = pageCache.dropTagged(change.tags);
    logger.info(
      { tags: change.tags, dropped, kept: pageCache.size() },
      'pages rendered from changed CMS documents dropped',
    );
  });

  function helpUrlFor(language: string): string {
    const isLocalPath = env.HELP_URL.startsWith('/') && !env.HELP_URL.startsWith('//');
    return isLocalPath && language !== env.DEFAULT_LANGUAGE ? `/${language}${env.HELP_URL}` : env.HELP_URL;
  }

  /** Served here rather than as a static file: the static server skips dotfiles, and env overrides apply. */
  async function webappIni(method: string): Promise<Response> {
    if (method !== 'GET' && method !== 'HEAD')
      return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
    const result = await deps.readSettings();
    const body = result.ok ? renderWebappIni(result.settings) : `; settings_invalid: ${result.error}\n`;
    return new Response(method === 'HEAD' ? null : body, {
      status: result.ok ? 200 : 500,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': result.ok ? 'public, max-age=60' : 'no-store',
      },
    });
  }

  /**
   * The CSP directives for an HTML page: the hashes of its inline scripts, the external origins the CMS names
   * (the newsletter form's target, the consent tags' scripts), and the Cast SDK's scripts when the page's site
   * config turns casting on, and the captcha widget's hosts on the sign-in and registration pages.
   */
  async function pageDirectives(html: string, extras: PageExtras): Promise<CspDirectives> {
    const scripts = [
      ...(csp['script-src'] ?? []),
      ...inlineScriptHashes(html),
      ...(extras.casting ? CAST_SCRIPT_SOURCES : []),
    ];
    const directives = addSources(
      addSources(
        addSources({ ...csp, 'script-src': scripts }, extras.captcha ? deps.captchaSources : undefined),
        extras.ads ? AD_CSP_SOURCES : undefined,
      ),
      extras.paypal ? deps.paypalSources : undefined,
    );
    if (!deps.pageOrigins) return directives;
    try {
      const origins = await deps.pageOrigins();
      return {
        ...directives,
        'script-src': [...new Set([...(directives['script-src'] ?? []), ...origins.script])],
        'form-action': [...new Set([...(csp['form-action'] ?? []), ...origins.formAction])],
      };
    } catch (error) {
      logger.warn({ err: error }, 'page origins could not be read; keeping the default policy');
      return directives;
    }
  }

  /**
   * The response with its CSP directives; an HTML page is read once to hash its inline scripts, to link the island
   * runtime instead of inlining it, to preload its islands' modules, to fetch its module scripts at low priority, to
   * inline its stylesheets where they fit the first round trip, and to keep a chosen config in its links.
   */
  async function withPolicy(response: Response, page: boolean, extras: PageExtras): Promise<[Response, CspDirectives]> {
    if (!page || !response.body || !response.headers.get('content-type')?.startsWith('text/html'))
      return [response, csp];
    const rendered = await response.text();
    // Priorities last: the island preloads find the quick start's scripts by their tags as Astro writes them.
    const islandsPreloaded = preloadIslandModules(externalIslandRuntime(rendered), moduleGraph);
    const preloaded = lowPriorityModuleScripts(islandsPreloaded, moduleGraph.imports);
    const linked = extras.chosenConfigSource ? keepAppConfigInLinks(preloaded, extras.chosenConfigSource) : preloaded;
    // Inline styles add no script, so the policy is the same with them; its size decides what fits beside it.
    const directives = await pageDirectives(linked, extras);
    const html = inlineStylesheets
      ? await inlineStylesheets(linked, firstWindowBodyBytes(serializeCsp(directives), { https }))
      : linked;
    const headers = new Headers(response.headers);
    if (html !== rendered) headers.delete('content-length');
    const copy = new Response(html, { status: response.status, statusText: response.statusText, headers });
    return [copy, directives];
  }

  async function renderPage(context: RequestContext, next: Next, log: Logger, china: boolean): Promise<Response> {
    const { pathname, search } = context.url;
    const routing = routeLanguage(pathname, search, env.LANGUAGES, env.DEFAULT_LANGUAGE);
    if (routing.kind === 'redirect') {
      return new Response(null, { status: 308, headers: { location: routing.location } });
    }
    context.locals.language = routing.language;
    const path = routing.kind === 'prefixed' ? routing.path : pathname;

    if (needsSiteConfig(path)) {
      const requestedSource = context.url.searchParams.get('app-config');
      const result = await (china ? deps.loadSiteConfig(requestedSource, { china }) : deps.loadSiteConfig(requestedSource));
      if (!result.ok && result.kind === 'config_unavailable') {
        log.warn({ kind: result.kind, source: result.source, errors: result.errors }, result.message);
        return configOutageResponse({
          language: routing.language,
          retryPath: pathname + search,
          requestId: context.locals.requestId,
          retryAfterS: UPSTREAM_RETRY_AFTER_S,
        });
      }
      if (!result.ok) {
        log.error({ kind: result.kind, source: result.source, errors: result.errors }, result.message);
        return configErrorResponse({
          kind: result.kind,
          reason: result.reason,
          errors: result.errors,
          source: result.source,
          language: routing.language,
          helpUrl: helpUrlFor(routing.language),
          requestId: context.locals.requestId,
        });
      }
      for (const warning of result.warnings) log.warn({ source: result.source }, warning);
      context.locals.siteConfig = result.config;
      context.locals.configSource = result.source;
      const requested = context.url.searchParams.get('app-config')?.trim();
      if (requested && result.source === requested) context.locals.chosenConfigSource = requested;
    }
    const rendered = routing.kind === 'prefixed' ? routing.path : undefined;
    const section =
      context.locals.siteConfig && menuSectionTarget(context.locals.siteConfig, (rendered ?? pathname).split('?')[0]!);
    if (section) return next(`${section}${search}`);
    return rendered ? next(rendered) : next();
  }

  const middleware = (context: RequestContext, next: Next): Promise<Response> =>
    withUpstreamBudget(env.UPSTREAM_BUDGET_MS, () => onRequest(context, next));
  return Object.assign(middleware, { fromPageCache, direct, refuseMethod });

  /**
   * The answer to a method the target does not take (method-policy.ts), given before the framework and before any
   * body is read (server.mjs), with the headers, request id, log line and metrics of every other answer. Null when
   * the target takes the method.
   */
  function refuseMethod(request: RawRequest): KeptAnswer | null {
    const refusal = methodRefusal(request.method, request.url);
    if (!refusal) return null;
    const started = now();
    const requestId = requestIdFrom(new Headers({ 'x-request-id': request.headers['x-request-id'] ?? '' }));
    const headers = new Headers([
      ...security,
      ['content-security-policy', serializeCsp(csp)],
      ['allow', refusal.allow.join(', ')],
      ['content-type', 'text/plain; charset=utf-8'],
      ['cache-control', 'no-store'],
      ['x-request-id', requestId],
    ]);
    const path = originFormUrl(request.url)?.pathname ?? '*';
    recordRequest(logger.child({ reqId: requestId }), request.method, path, refusal.status, started, false);
    const body = new TextEncoder().encode(refusal.status === 405 ? 'Method Not Allowed' : 'Not Implemented');
    headers.set('content-length', String(body.byteLength));
    return { status: refusal.status, headers, body };
  }

  /** A request answered outside Astro (the API's, see direct-api.ts), through the same steps as the middleware. */
  function direct(request: Request, answer: (requestId: string) => Promise<Response>): Promise<Response> {
    const context: RequestContext = {
      request,
      url: new URL(request.url),
      locals: {} as App.Locals,
      cookies: { headers: () => [] },
    };
    return middleware(context, () => answer(context.locals.requestId));
  }

  /**
   * A kept page for this request, answered before the framework sees it (server.mjs): the same status, headers
   * and body as the middleware's cache hit, with its own request id, log line and metrics. Null when the page
   * is not kept (the request then goes through Astro as usual).
   */
  function fromPageCache(request: RawRequest): KeptAnswer | null {
    // A kept page is another region's when the viewer may be in China: the region is learnt in the middleware.
    if (deps.chinaViewer) return null;
    const started = now();
    const url = originFormUrl(request.url);
    if (!url || !isPageRequest(url.pathname) || isPreview(request.headers.cookie)) return null;
    const headers = new Headers({
      'accept-encoding': request.headers['accept-encoding'] ?? '',
      'if-none-match': request.headers['if-none-match'] ?? '',
      'x-request-id': request.headers['x-request-id'] ?? '',
    });
    const negotiation = {
      encoding: preferredEncoding(headers.get('accept-encoding')),
      ifNoneMatch: headers.get('if-none-match') || null,
    };
    const answer = pageCache.lookup(url.pathname + url.search, request.method, negotiation);
    if (!answer) return null;
    const requestId = requestIdFrom(headers);
    answer.headers.set('x-request-id', requestId);
    answer.headers.set('x-page-cache', 'hit');
    if (request.method === 'GET') deps.metrics?.pageCache(true);
    recordRequest(logger.child({ reqId: requestId }), request.method, url.pathname, answer.status, started, true);
    return answer;
  }

  /** The request's duration in the metrics and its one log line (quiet paths at debug). */
  function recordRequest(log: Logger, method: string, path: string, status: number, started: number, hit: boolean) {
    const durationMs = now() - started;
    deps.metrics?.observeRequest(method, path, status, durationMs);
    const fields = { method, path, status, durationMs: Math.round(durationMs), ...(hit && { cache: 'hit' }) };
    if (isQuietRequest(path)) log.debug(fields, 'request');
    else log.info(fields, 'request');
  }

  async function onRequest(context: RequestContext, next: Next): Promise<Response> {
    const started = now();
    const { method } = context.request;
    const { pathname } = context.url;
    const requestId = requestIds.get(context.request) ?? requestIdFrom(context.request.headers);
    requestIds.set(context.request, requestId);
    const log = logger.child({ reqId: requestId });
    context.locals.requestId = requestId;
    context.locals.language = env.DEFAULT_LANGUAGE;
    const page = isPageRequest(pathname);
    const preview = page && isPreview(context.request.headers.get('cookie'));
    context.locals.preview = preview;
    const china = page && !preview && deps.chinaViewer ? await deps.chinaViewer(context) : false;

    async function respond(): Promise<Response> {
      let response: Response;
      try {
        if (pathname === WEBAPP_INI_PATH) response = await webappIni(method);
        else response = page ? await renderPage(context, next, log, china) : await next();
      } catch (error) {
        if (isUpstreamUnavailable(error)) {
          upstreamFailures.add(context.request);
          log.warn({ err: error, method, path: pathname }, 'page not rendered: upstream unavailable');
        } else if (isClientGone(error, context.request)) {
          // A beacon cut off as its tab closed is the client's doing, not an error of ours: no stack, no alarm.
          log.info({ method, path: pathname }, 'the client went away before its request was read');
          return new Response(null, { status: CLIENT_CLOSED_REQUEST });
        } else {
          log.error({ err: error, method, path: pathname }, 'unhandled error while handling the request');
        }
        throw error;
      }
      if (response.status === 500 && upstreamFailures.has(context.request)) {
        response = new Response(response.body, { status: 503, headers: response.headers });
        response.headers.set('retry-after', String(UPSTREAM_RETRY_AFTER_S));
      }

      const headers: Array<[string, string]> = [['x-request-id', requestId]];
      const setsCookies = [...context.cookies.headers()].length > 0;
      if (preview || china) headers.push(['cache-control', PREVIEW_CACHE_CONTROL]);
      else if (page && isPubliclyCacheable({ method, response, setsCookies })) {
        headers.push(['cache-control', env.PUBLIC_CACHE_CONTROL]);
      }
      const casting = context.locals.siteConfig?.features.enableCasting === true;
      const captcha = isCaptchaPage(pathname, context.url.search);
      const paypal = isPaypalButtonsPage(pathname);
      const ads = context.locals.siteConfig ? hasClientSideAds(context.locals.siteConfig) : false;
      const chosenConfigSource = context.locals.chosenConfigSource;
      const [final, directives] = await withPolicy(response, page, { casting, captcha, ads, paypal, chosenConfigSource });
      headers.push(['content-security-policy', mergeCsp(final.headers.get('content-security-policy'), directives)]);
      for (const [name, value] of security) if (!final.headers.has(name)) headers.push([name, value]);
      return withHeaders(final, headers);
    }

    let response: Response;
    let cacheHit = false;
    const { headers } = context.request;
    const negotiation = {
      encoding: preferredEncoding(headers.get('accept-encoding')),
      ifNoneMatch: headers.get('if-none-match'),
    };
    if (preview) {
      // Drafts are read, uncached, inside the preview scope; the answer bypasses the page cache both ways.
      response = withHeaders(await runInPreview(respond), [['x-page-cache', 'bypass']]);
    } else if (china) {
      response = withHeaders(await respond(), [['x-page-cache', 'bypass']]);
    } else if (page) {
      const isShared = (candidate: Response) => candidate.headers.get('cache-control') === env.PUBLIC_CACHE_CONTROL;
      const key = pathname + context.url.search;
      let stale: boolean | undefined;
      ({ response, hit: cacheHit, stale } = await pageCache.serve(key, method, respond, isShared, negotiation));
      // A kept page's copy carries no request id, the first one rendered for it included.
      response = withHeaders(response, [
        ['x-request-id', requestId],
        ['x-page-cache', stale ? 'stale' : cacheHit ? 'hit' : 'miss'],
      ]);
      if (method === 'GET') deps.metrics?.pageCache(cacheHit);
    } else {
      response = await respond();
    }
    response = await encodeResponse(response, negotiation.encoding);

    recordRequest(log, method, pathname, response.status, started, cacheHit);
    return response;
  }
}
