/**
 * A browser's family and platform from its User-Agent, as Prometheus labels: a fixed small set each, so a made-up
 * User-Agent adds no series. Edge before Chrome and Chrome before Safari, since each names the next in its string.
 */
export const BROWSER_FAMILIES = ['chrome', 'firefox', 'safari', 'edge', 'other'] as const;
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];

export const PLATFORMS = ['desktop', 'mobile', 'tv'] as const;
export type Platform = (typeof PLATFORMS)[number];

export function browserFamily(userAgent: string | null): BrowserFamily {
  const ua = userAgent ?? '';
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return 'edge';
  if (/\b(Firefox|FxiOS)\//.test(ua)) return 'firefox';
  if (/(?:\b|Headless)(Chrome|Chromium|CriOS)\//.test(ua) && !/\bOPR\//.test(ua)) return 'chrome';
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(ua)) return 'safari';
  return 'other';
}

export function platformOf(userAgent: string | null): Platform {
  const ua = userAgent ?? '';
  if (/\b(SmartTV|SMART-TV|Tizen|Web0S|webOS|HbbTV|CrKey|AppleTV|Android TV|BRAVIA)\b/i.test(ua)) return 'tv';
  if (/\b(Mobi|Android|iPhone|iPad|iPod)\b/.test(ua)) return 'mobile';
  return 'desktop';
}
