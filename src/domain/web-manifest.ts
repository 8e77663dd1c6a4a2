import type { SiteConfig } from './site-config';
import { themeFromStyling } from './theme';

/**
 * The web app manifest (installable site): name, description and colours from the site config, the site icon in
 * the sizes browsers ask for. The same for every visitor.
 */
export interface WebManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  categories: string[];
  icons: WebManifestIcon[];
}

/** Home screens show about 12 characters: whole words from the start that fit, else the first 12 characters. */
export const SHORT_NAME_LENGTH = 12;

export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= SHORT_NAME_LENGTH) return trimmed;
  let short = '';
  for (const word of trimmed.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > SHORT_NAME_LENGTH) break;
    short = next;
  }
  return short || trimmed.slice(0, SHORT_NAME_LENGTH);
}

export const MANIFEST_ICONS: WebManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
];

export function webManifestFor(
  config: SiteConfig | null,
  options: { language: string; defaultName: string },
): WebManifest {
  const name = config?.siteName?.trim() || options.defaultName;
  const theme = themeFromStyling(config?.styling);
  const description = config?.description.trim();
  return {
    id: '/',
    name,
    short_name: shortNameOf(name),
    ...(description ? { description } : {}),
    lang: options.language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: theme['--bg'],
    theme_color: theme['--header-bg'],
    categories: ['entertainment', 'sports'],
    icons: MANIFEST_ICONS,
  };
}
