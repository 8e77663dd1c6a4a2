/**
 * The page's chosen site config (`?app-config=`) for the site's `/api`, which picks the account platform by it
 * (server: api/platform-api.ts). Nothing when the page uses the default config.
 */
export function appConfigHeaders(
  search = typeof location === 'undefined' ? '' : location.search,
): Record<string, string> {
  const source = new URLSearchParams(search).get('app-config');
  return source ? { 'x-app-config': source } : {};
}
