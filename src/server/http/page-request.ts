/** Paths that are not pages: they get no language handling and no site config. */
const NON_PAGE_PREFIXES = ['/api/', '/demo-media/', '/cms-assets/', '/demo-feeds/', '/_astro/', '/_image', '/_server-islands/'];
const NON_PAGE_PATHS = ['/healthz', '/readyz', '/metrics', '/csp-report', '/.webapp.ini', '/favicon.svg', '/favicon.ico', '/robots.txt',
  '/ip-api/json', '/manifest.webmanifest', '/region-sw-4.js', '/push-sw.js'];

export function isPageRequest(pathname: string): boolean {
  return !NON_PAGE_PATHS.includes(pathname) && !NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Quiet paths (assets, media segments, health probes): their request log lines go out at debug level. */
export function isQuietRequest(pathname: string): boolean {
  return (
    pathname.startsWith('/_astro/') || pathname.startsWith('/demo-media/') || pathname === '/healthz' || pathname === '/readyz' || pathname === '/metrics'
  );
}

/** Pages that must render without a site config (they explain how to fix one), and partners' embeds, which use none. */
export function needsSiteConfig(pathname: string): boolean {
  return !pathname.startsWith('/help/') && !pathname.startsWith('/federation-embed/');
}
