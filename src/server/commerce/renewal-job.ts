import type { Logger } from 'pino';
import type { CommercePort } from './port';

/**
 * Runs the commerce adapter's renewals every `intervalS` seconds for the life of the process (the timer does not
 * keep the process alive; 0 turns it off). Several instances may run it at once: the adapter charges a period once.
 */
export function scheduleRenewals(commerce: CommercePort, logger: Logger, intervalS: number): void {
  if (intervalS <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    commerce
      .runRenewals()
      .then((report) => {
        if (report.renewed + report.failed + report.expired > 0) logger.info(report, 'subscription renewals');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'subscription renewals failed'))
      .finally(() => {
        running = false;
      });
  }, intervalS * 1000);
  timer.unref();
}
