/**
 * Where a site config's image (`assets.banner`) is fetched from. An absolute http(s) address as given; a relative
 * one names a file of the platform that serves the config (JW's CDN), so it resolves against that platform's base,
 * or stays the site's own path on the embedded platform; anything else (another scheme, an address that does not
 * parse) is no image, and the header shows the site's name instead.
 */
export function configAssetUrl(value: string | null | undefined, platformBase: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^https?:\/\//i.test(text)) return URL.canParse(text) ? text : undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) return undefined;
  if (!platformBase) return text;
  return URL.canParse(text, platformBase) ? new URL(text, platformBase).toString() : undefined;
}
