/** Config menu entries at their own address, `/{section-title}` (spec 3 §2). */
import type { SiteConfig } from '../domain/site-config';
import { slugify } from './routes';

type MenuItem = SiteConfig['menu'][number];

/**
 * The first path segments the site's own routes take (src/pages): a menu entry whose title makes one of them
 * keeps its `/p/{contentId}` link (menu-sections.test.ts checks this list against the pages folder).
 */
export const RESERVED_SEGMENTS = new Set([
  '404', '500', 'about-iwga', 'about-twg', 'api', 'athletes', 'cms-assets', 'contact-us', 'continue-watching',
  'cookies-policy', 'create-account', 'csp-report', 'demo-feeds', 'demo-media', 'favorites', 'federation-embed',
  'federations', 'forgot-password', 'healthz', 'help', 'ip-api', 'live', 'login', 'm', 'manifest.webmanifest',
  'media-search', 'metrics', 'multiview', 'n', 'notifications', 'o', 'offline', 'p', 'paypal-buttons', 'podcasts',
  'preferences', 'privacy-policy', 'profile', 'q', 'readyz', 'region-sw-4.js', 'reset-password', 'results',
  'robots.txt', 's', 'sanity', 'schedule', 'sitemap.xml', 'sports', 'swiss', 'terms-of-service', 'u', 'verify-otp',
]);

/** A playlist or content-list entry's section path (`/films` for "Films"), unless its title makes a site route. */
export function sectionSlug(item: MenuItem): string | undefined {
  if (item.type === 'media') return undefined;
  const slug = slugify(item.label);
  return slug && !RESERVED_SEGMENTS.has(slug) ? slug : undefined;
}

/**
 * The playlist screen a path stands for (`/films` → `/p/Iea95eMj`), or undefined: the request handler renders
 * that screen at the section's address (one pass through the middleware, unlike a page's `Astro.rewrite`).
 */
export function menuSectionTarget(config: Pick<SiteConfig, 'menu'>, pathname: string): string | undefined {
  const section = /^\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!section) return undefined;
  const item = config.menu.find((entry) => sectionSlug(entry) === section);
  return item && `/p/${encodeURIComponent(item.contentId)}`;
}
