import {
  APP_DOWNLOAD_DISMISSED_KEY,
  CHROME_RECOMMENDATION_DISMISSED_KEY,
  offersAppDownload,
  openInBrowserUrl,
  recommendsBrowser,
  type AppDownloadInputs,
  type BrowserRecommendationInputs,
} from '../../domain/region-dialogs';
import { postToServiceWorker } from '../../lib/service-worker';
import { regionOfViewer } from './region-client';

/** What region-boot.ts found before loading this module: which dialogs may show, and their inputs. */
export interface DialogChances {
  app: boolean;
  browser: boolean;
  appInputs: Omit<AppDownloadInputs, 'region'>;
  browserInputs: Omit<BrowserRecommendationInputs, 'region'>;
}

/**
 * Loaded 1 s after the page when something may depend on the viewer's region (region-boot.ts): asks for it, tells
 * the service worker (spec 2 §1), and opens the app-download dialog or, in China on Android, the Chrome / Edge
 * recommendation. Closing a dialog in any way (its button, Escape, the backdrop) remembers the dismissal.
 */
function openOnce(dialog: HTMLDialogElement, dismissedKey: string) {
  dialog.addEventListener(
    'close',
    () => {
      try {
        localStorage.setItem(dismissedKey, 'true');
      } catch {
        // Storage refused: the dialog may come back on the next page.
      }
    },
    { once: true },
  );
  dialog.addEventListener('click', (event) => {
    // A click on the backdrop lands on the dialog element itself; a followed link is an answer too.
    if (event.target === dialog || (event.target as Element).closest('a')) dialog.close();
  });
  dialog.showModal();
}

export async function showRegionDialogs(root: HTMLElement, chances: DialogChances): Promise<void> {
  const region = await regionOfViewer();
  void postToServiceWorker({ type: 'region', china: region.china, alternateOrigins: region.alternateOrigins }).catch(
    () => undefined,
  );
  if (document.querySelector('dialog[open]')) return;

  const appDialog = root.querySelector<HTMLDialogElement>('dialog[data-app-download]');
  if (chances.app && appDialog && offersAppDownload({ ...chances.appInputs, region })) {
    openOnce(appDialog, APP_DOWNLOAD_DISMISSED_KEY);
    return;
  }
  const browserDialog = root.querySelector<HTMLDialogElement>('dialog[data-browser-recommendation]');
  if (chances.browser && browserDialog && recommendsBrowser({ ...chances.browserInputs, region })) {
    const page = new URL(window.location.href);
    for (const link of browserDialog.querySelectorAll<HTMLAnchorElement>('a[data-browser]')) {
      link.href = openInBrowserUrl(page, link.dataset.browser === 'edge' ? 'edge' : 'chrome');
    }
    openOnce(browserDialog, CHROME_RECOMMENDATION_DISMISSED_KEY);
  }
}
