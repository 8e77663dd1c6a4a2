import type { PendingReport } from '../../domain/telemetry/error-report';
import { categoryOf, messageOf, severityOf, stackOf } from './classify-error';

/**
 * The page's error reporting, small enough for every page: uncaught errors and rejections, and what the islands'
 * boundary and the player report, are queued here; the sender (error-reporter.ts) is loaded at the first one, so
 * a page without errors never loads it.
 */

let pending: PendingReport[] = [];
let loading: Promise<void> | undefined;

export function reportError(report: PendingReport): void {
  pending.push(report);
  loading ??= import('./error-reporter').then(({ sendReports }) => {
    const take = () => {
      const reports = pending;
      pending = [];
      return reports;
    };
    sendReports(take());
    // Reports that came while the sender loaded, and every later one, go at once.
    drain = () => sendReports(take());
  });
  drain();
}

let drain = () => {};

export function reportThrown(thrown: unknown, source: PendingReport['source']): void {
  const category = categoryOf(thrown);
  reportError({
    category,
    severity: severityOf(category, source === 'window' || source === 'promise'),
    message: messageOf(thrown),
    stack: stackOf(thrown),
    source,
  });
}

const BENIGN_MESSAGES = /^ResizeObserver loop (completed with undelivered notifications|limit exceeded)/;

/** Listens for what nothing else caught; the layout calls it once per page. */
export function captureUncaught(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('error', (event) => {
    // A resource that failed to load (an image) is not an error of the page's code.
    if (!(event instanceof ErrorEvent)) return;
    // Chromium's notice that a ResizeObserver callback's layout went to the next frame: no code failed, nothing shows.
    if (event.error == null && BENIGN_MESSAGES.test(event.message)) return;
    reportThrown(event.error ?? event.message, 'window');
  });
  target.addEventListener('unhandledrejection', (event) => reportThrown(event.reason, 'promise'));
}
