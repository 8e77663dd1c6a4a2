/* global self, caches, Request, Response */
/**
 * The site's one service worker, served at /region-sw-4.js (spec 2 §1) with scope "/":
 * - offline: navigations that fail for want of a network get the offline page, kept at install (per language
 *   once a page of that language asked for it). Nothing else is ever cached: not API answers, not media, not
 *   signed URLs; the site's own requests other than navigations are not even intercepted.
 * - region: pages post `{ type: 'region', china, alternateOrigins }`; in China, requests to the media platform's
 *   origin go to its alternate host (spec 1 §1). The state is kept in Cache Storage across restarts.
 * - push: Web Push messages become notifications that open their page (issue 11).
 */
const OFFLINE_CACHE = 'offline-v1';
const STATE_CACHE = 'region-state-v1';
const STATE_KEY = '/__service-worker/region-state';
const OFFLINE_PATH = '/offline';
const LANGUAGE_OFFLINE_PATH = /^\/[a-z]{2}\/offline$/;
/** A kept offline page is fetched again when a page of its language is opened a day later. */
const OFFLINE_REFRESH_MS = 24 * 60 * 60 * 1000;

/** @type {{ china: boolean, alternateOrigins: Record<string, string> } | null} */
let region = null;
const regionLoaded = caches
  .open(STATE_CACHE)
  .then((cache) => cache.match(STATE_KEY))
  .then((response) => (response ? response.json() : null))
  .then((stored) => {
    region = region ?? validRegion(stored) ?? { china: false, alternateOrigins: {} };
  })
  .catch(() => {
    region = region ?? { china: false, alternateOrigins: {} };
  });

function isHttpOrigin(value) {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/** The region message's content, or null when it is not one. */
function validRegion(data) {
  if (!data || typeof data.china !== 'boolean') return null;
  const alternateOrigins = {};
  const given = data.alternateOrigins && typeof data.alternateOrigins === 'object' ? data.alternateOrigins : {};
  for (const [from, to] of Object.entries(given)) {
    if (isHttpOrigin(from) && typeof to === 'string' && isHttpOrigin(to)) alternateOrigins[from] = to;
  }
  return { china: data.china, alternateOrigins: data.china ? alternateOrigins : {} };
}

function refreshed(path) {
  return caches.open(OFFLINE_CACHE).then((cache) => cache.add(new Request(path, { cache: 'reload' })));
}

self.addEventListener('install', (event) => {
  event.waitUntil(refreshed(OFFLINE_PATH).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  const kept = [OFFLINE_CACHE, STATE_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !kept.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

async function keepOfflinePage(path) {
  const cache = await caches.open(OFFLINE_CACHE);
  const kept = await cache.match(path);
  const age = kept ? Date.now() - Date.parse(kept.headers.get('date') ?? '') : Infinity;
  if (!(age < OFFLINE_REFRESH_MS)) await refreshed(path);
}

self.addEventListener('message', (event) => {
  const data = event.data ?? {};
  if (data.type === 'region') {
    const next = validRegion(data);
    if (!next) return;
    region = next;
    const stored = new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } });
    event.waitUntil(caches.open(STATE_CACHE).then((cache) => cache.put(STATE_KEY, stored)));
  } else if (data.type === 'offline-page' && (data.path === OFFLINE_PATH || LANGUAGE_OFFLINE_PATH.test(data.path))) {
    event.waitUntil(keepOfflinePage(data.path).catch(() => undefined));
  }
});

/** The offline page of the navigation's language prefix when kept, else the default one. */
async function offlinePage(pathname) {
  const cache = await caches.open(OFFLINE_CACHE);
  const language = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  const localized = language ? await cache.match(`/${language}${OFFLINE_PATH}`) : undefined;
  return localized ?? (await cache.match(OFFLINE_PATH));
}

async function navigate(event) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded ?? (await fetch(event.request));
  } catch (error) {
    const page = await offlinePage(new URL(event.request.url).pathname);
    if (page) return page;
    throw error;
  }
}

/** The same request sent to the alternate origin (never cached). */
function fetchFromAlternate(request, target) {
  return fetch(target, {
    method: 'GET',
    mode: request.mode,
    credentials: request.credentials,
    headers: request.headers,
    redirect: request.redirect,
    referrerPolicy: request.referrerPolicy,
    signal: request.signal,
  });
}

function alternateUrl(url) {
  const target = region?.alternateOrigins[url.origin];
  return target ? target + url.pathname + url.search : null;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
    return;
  }
  const url = new URL(request.url);
  if (url.origin === self.location.origin) return;
  if (region) {
    const target = alternateUrl(url);
    if (target) event.respondWith(fetchFromAlternate(request, target));
    return;
  }
  // Woken by this very request: the stored region is still being read.
  event.respondWith(
    regionLoaded.then(() => {
      const target = alternateUrl(url);
      return target ? fetchFromAlternate(request, target) : fetch(request);
    }),
  );
});

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'New notification';
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/notifications';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      data: { url },
      tag: url,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
