import type { Region } from './region';

/**
 * When the browser dialogs of spec 2 §1 show: the app-download dialog (iOS and Android apps) and, in China on
 * Android, the recommendation of Chrome or Edge. Pure: the page passes its path, the stored dismissals, the
 * user agent and the region.
 */

/** Local storage keys (spec 2 §3), written when the viewer closes the dialog. */
export const APP_DOWNLOAD_DISMISSED_KEY = 'appDownloadDialogDismissed';
export const CHROME_RECOMMENDATION_DISMISSED_KEY = 'chrome_recommendation_dismissed';

/** spec 2 §9: the app-download dialog opens 1 s after the page loaded. */
export const DIALOG_DELAY_MS = 1_000;

/** The site's apps in the stores, from the site config's custom parameters `iosAppUrl` and `androidAppUrl`. */
export interface AppLinks {
  ios?: string;
  android?: string;
}

/** Only https store pages count; anything else (a typo, `javascript:`) is left out. */
function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return new URL(value.trim()).protocol === 'https:' ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}

export function appLinksOf(custom: Record<string, unknown>): AppLinks {
  const links: AppLinks = {};
  const ios = httpsUrl(custom.iosAppUrl);
  const android = httpsUrl(custom.androidAppUrl);
  if (ios) links.ios = ios;
  if (android) links.android = android;
  return links;
}

/** Partners' embeds, with or without a language prefix (`/federation-embed/…`, `/es/federation-embed/…`). */
export function isEmbedPath(pathname: string): boolean {
  return /^(?:\/[a-z]{2})?\/federation-embed(?:\/|$)/.test(pathname);
}

export interface AppDownloadInputs {
  pathname: string;
  links: AppLinks;
  dismissed: boolean;
  /** Null while unknown: the dialog waits for it only when everything else says yes. */
  region: Region | null;
}

/** Whether anything besides the region keeps the dialog away (so the region need not be asked). */
export function mayOfferAppDownload({ pathname, links, dismissed }: Omit<AppDownloadInputs, 'region'>): boolean {
  return !dismissed && !isEmbedPath(pathname) && Boolean(links.ios || links.android);
}

export function offersAppDownload(inputs: AppDownloadInputs): boolean {
  return mayOfferAppDownload(inputs) && inputs.region !== null && !inputs.region.china;
}

export function isAndroid(userAgent: string): boolean {
  return /\bAndroid\b/i.test(userAgent);
}

/**
 * Chrome or Edge already. Chrome's own string has nothing between "(KHTML, like Gecko)" and "Chrome/", and nothing
 * after "Safari/…"; the browsers built on it add their name there (SamsungBrowser, UCBrowser, HuaweiBrowser,
 * MQQBrowser, MiuiBrowser, OPR…), and an app's WebView says "; wv)".
 */
export function isChromeOrEdge(userAgent: string): boolean {
  if (/\bEdgA\/[\d.]+/.test(userAgent)) return true;
  if (/;\s*wv\)/.test(userAgent)) return false;
  return /\(KHTML, like Gecko\) Chrome\/[\d.]+ (?:Mobile )?Safari\/[\d.]+$/.test(userAgent.trim());
}

export interface BrowserRecommendationInputs {
  userAgent: string;
  dismissed: boolean;
  region: Region | null;
}

/** Whether the dialog could show on this device at all (so the region need not be asked otherwise). */
export function mayRecommendBrowser({ userAgent, dismissed }: Omit<BrowserRecommendationInputs, 'region'>): boolean {
  return !dismissed && isAndroid(userAgent) && !isChromeOrEdge(userAgent);
}

/** spec 2 §1: in China, on Android, in a browser other than Chrome or Edge, until dismissed. */
export function recommendsBrowser(inputs: BrowserRecommendationInputs): boolean {
  return mayRecommendBrowser(inputs) && inputs.region?.china === true;
}

const ANDROID_PACKAGES = { chrome: 'com.android.chrome', edge: 'com.microsoft.emmx' } as const;

/**
 * An Android intent link that opens `page` in Chrome or Edge (Android offers the store page when the browser is
 * not installed). The fragment is left out: `#` starts the intent's own part.
 */
export function openInBrowserUrl(page: URL, browser: keyof typeof ANDROID_PACKAGES): string {
  const scheme = page.protocol.replace(/:$/, '');
  return `intent://${page.host}${page.pathname}${page.search}#Intent;scheme=${scheme};package=${ANDROID_PACKAGES[browser]};end`;
}
