import type { Layout } from '../domain/content';
import type { SiteConfig } from '../domain/site-config';
import { sectionSlug } from '../lib/menu-sections';

export interface NavItem {
  label: string;
  href: string;
  /** The item titled "Live" carries the live indicator (spec 3 §2 Header). */
  live: boolean;
}

function configItemHref(item: SiteConfig['menu'][number]): string {
  const id = encodeURIComponent(item.contentId);
  if (item.type === 'media') return `/m/${id}`;
  const section = sectionSlug(item);
  return section ? `/${section}` : `/p/${id}`;
}

/**
 * Header navigation: the CMS layout's header menu first, then the config's `menu` entries (→ `/{section-title}`,
 * or `/m/{id}` for a media entry).
 * An entry whose label or link is already present is left out, so "Live" from both sources shows once.
 */
export function buildNavigation(layout: Layout | null, config: Pick<SiteConfig, 'menu'> | undefined): NavItem[] {
  const candidates = [
    ...(layout?.header.menu ?? []).map((item) => ({ label: item.title, href: item.url })),
    ...(config?.menu ?? []).map((item) => ({ label: item.label, href: configItemHref(item) })),
  ];
  const seenLabels = new Set<string>();
  const seenHrefs = new Set<string>();
  const items: NavItem[] = [];
  for (const candidate of candidates) {
    const label = candidate.label.trim();
    const labelKey = label.toLocaleLowerCase();
    if (!label || seenLabels.has(labelKey) || seenHrefs.has(candidate.href)) continue;
    seenLabels.add(labelKey);
    seenHrefs.add(candidate.href);
    items.push({ label, href: candidate.href, live: labelKey === 'live' });
  }
  return items;
}

/** Whether a nav link points at the current page (or a page below it). */
export function isCurrentNav(href: string, currentPath: string): boolean {
  if (/^[a-z]+:/i.test(href)) return false;
  const path = href.split(/[?#]/)[0] ?? href;
  if (path === '/') return currentPath === '/';
  return currentPath === path || currentPath.startsWith(`${path}/`);
}
