import { allows, consentInCookies } from '../../domain/consent/consent';
import { errorReportSchema, trimStack, type ErrorReport, type PendingReport } from '../../domain/telemetry/error-report';
import { sendBeacon } from './send-beacon';
import { sentryEnvelope, sentryTarget } from './sentry-envelope';

/**
 * Sends the page's error reports: to the Sentry-compatible service of the page's `error-dsn` meta (`ERROR_DSN`),
 * else to the own intake. At most 10 a page, each message once, so a loop that throws cannot flood either.
 * The viewer's id (and, to a Sentry service, email) goes with a report only with their analytics consent.
 */
export const ERRORS_URL = '/api/telemetry/errors';
export const MAX_REPORTS_PER_PAGE = 10;

const sent = new Set<string>();

function analyticsAllowed(): boolean {
  return allows(consentInCookies(document.cookie), 'analytics');
}

async function viewer(): Promise<{ id: string; email: string } | undefined> {
  if (!analyticsAllowed()) return undefined;
  const { $user } = await import('../../stores/session');
  const user = $user.get();
  return user ? { id: user.id, email: user.email } : undefined;
}

export function sendReports(reports: PendingReport[]): void {
  const fresh = reports.filter((report) => {
    const key = `${report.category}\n${report.message}`;
    if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return false;
    sent.add(key);
    return true;
  });
  if (fresh.length === 0) return;
  void viewer().then((user) => {
    for (const pending of fresh) send({ ...pending, stack: trimStack(pending.stack), path: location.pathname }, user);
  });
}

function send(report: ErrorReport, user: { id: string; email: string } | undefined): void {
  const dsn = document.querySelector<HTMLMetaElement>('meta[name="error-dsn"]')?.content;
  const target = dsn ? sentryTarget(dsn) : null;
  if (target) {
    const context = {
      eventId: crypto.randomUUID().replaceAll('-', ''),
      now: new Date(),
      pageUrl: location.origin + location.pathname,
      userAgent: navigator.userAgent,
      user,
    };
    sendBeacon(target.url, sentryEnvelope(target, report, context), 'text/plain;charset=UTF-8');
    return;
  }
  const checked = errorReportSchema.safeParse({ ...report, ...(user && { userId: user.id }) });
  if (checked.success) sendBeacon(ERRORS_URL, JSON.stringify(checked.data));
}
