import type { ErrorReport, ErrorSeverity } from '../../domain/telemetry/error-report';

/**
 * A report in Sentry's envelope protocol (`POST {host}/api/{project}/envelope/`, the key in the query): an
 * envelope header, an item header and the event, one JSON per line. Any Sentry-compatible service (Sentry,
 * GlitchTip, Bugsink) takes it. Written here instead of `@sentry/browser`, which would add ~25 KB to every page.
 */
const LEVELS: Record<ErrorSeverity, string> = { critical: 'fatal', high: 'error', medium: 'warning', low: 'info' };

export interface SentryTarget {
  url: string;
  dsn: string;
}

export function sentryTarget(dsn: string): SentryTarget | null {
  if (!URL.canParse(dsn)) return null;
  const parsed = new URL(dsn);
  const match = /^(.*)\/(\d+)$/.exec(parsed.pathname);
  if (!parsed.username || !match) return null;
  const url = `${parsed.protocol}//${parsed.host}${match[1]}/api/${match[2]}/envelope/`;
  return { url: `${url}?sentry_key=${encodeURIComponent(parsed.username)}&sentry_version=7`, dsn };
}

export interface EnvelopeContext {
  eventId: string;
  now: Date;
  pageUrl: string;
  userAgent: string;
  /** With the viewer's analytics consent only (decision 4604). */
  user?: { id: string; email?: string };
}

export function sentryEnvelope(target: SentryTarget, report: ErrorReport, context: EnvelopeContext): string {
  const [type, ...rest] = report.message.split(': ');
  const value = rest.length > 0 ? rest.join(': ') : report.message;
  const event = {
    event_id: context.eventId,
    timestamp: context.now.getTime() / 1000,
    platform: 'javascript',
    level: LEVELS[report.severity],
    exception: { values: [{ type: rest.length > 0 ? type : 'Error', value }] },
    // The raw stack as text: parsing it into Sentry's frames would need the source maps the service has anyway.
    ...(report.stack && { extra: { stack: report.stack } }),
    tags: {
      category: report.category,
      source: report.source,
      path: report.path,
      ...(report.playerCode && { player_code: report.playerCode }),
    },
    request: { url: context.pageUrl, headers: { 'User-Agent': context.userAgent } },
    ...(context.user && { user: { ...context.user, ip_address: '{{auto}}' } }),
  };
  const header = { event_id: context.eventId, sent_at: context.now.toISOString(), dsn: target.dsn };
  return [JSON.stringify(header), JSON.stringify({ type: 'event' }), JSON.stringify(event)].join('\n');
}
