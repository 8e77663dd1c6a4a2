import {
  APP_DOWNLOAD_DISMISSED_KEY,
  CHROME_RECOMMENDATION_DISMISSED_KEY,
  DIALOG_DELAY_MS,
  mayOfferAppDownload,
  mayRecommendBrowser,
} from '../../domain/region-dialogs';
import { postToServiceWorker, registerServiceWorker } from '../../lib/service-worker';
import type { DialogChances } from './region-dialogs';

/**
 * On every page (the first-load part, kept small): registers the service worker once the page has loaded and
 * tells it which offline page this language uses; 1 s later (spec 2 §9) loads the dialog code, but only when a
 * dialog could show or the worker needs the region (an alternate media host is configured). The region is asked
 * from the API then, so the HTML stays the same for everyone.
 */

function stored(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function chancesOf(root: HTMLElement): DialogChances {
  const appInputs = {
    pathname: window.location.pathname,
    links: { ios: root.dataset.iosApp || undefined, android: root.dataset.androidApp || undefined },
    dismissed: stored(APP_DOWNLOAD_DISMISSED_KEY),
  };
  const browserInputs = { userAgent: navigator.userAgent, dismissed: stored(CHROME_RECOMMENDATION_DISMISSED_KEY) };
  return { app: mayOfferAppDownload(appInputs), browser: mayRecommendBrowser(browserInputs), appInputs, browserInputs };
}

export function bootRegion(root: HTMLElement): void {
  const start = () => {
    registerServiceWorker()
      .then(() => postToServiceWorker({ type: 'offline-page', path: root.dataset.offlinePage }))
      .catch(() => undefined);
    window.setTimeout(() => {
      const chances = chancesOf(root);
      if (!chances.app && !chances.browser && root.dataset.alternateMedia !== 'true') return;
      import('./region-dialogs')
        .then(({ showRegionDialogs }) => showRegionDialogs(root, chances))
        .catch(() => undefined);
    }, DIALOG_DELAY_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
