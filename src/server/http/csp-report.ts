import { z } from 'zod';

/**
 * Reads a browser's CSP violation report: the Reporting API's `application/reports+json` (a list of reports of
 * type `csp-violation`) or the older `application/csp-report` (`{ "csp-report": {…} }`). Only the fields worth a
 * log line are kept, each capped; anything else is a 400. Logging is capped per minute, since anyone can post.
 */
export interface CspViolation {
  documentUrl?: string;
  blockedUrl?: string;
  directive?: string;
  sample?: string;
}

const MAX_BODY_BYTES = 16_384;
const text = z.string().max(2_000).optional();

const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'blocked-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    'script-sample': text,
  }),
});

const reportingApiReports = z
  .array(
    z.object({
      type: z.string(),
      body: z
        .object({
          documentURL: text,
          blockedURL: text,
          effectiveDirective: text,
          sample: text,
        })
        .optional(),
    }),
  )
  .max(50);

export type CspReportResult =
  { ok: true; violations: CspViolation[] } | { ok: false; status: 400 | 413 | 415; error: string };

export async function readCspReport(request: Request): Promise<CspReportResult> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/csp-report' && type !== 'application/reports+json' && type !== 'application/json') {
    return { ok: false, status: 415, error: 'content-type: send application/reports+json or application/csp-report' };
  }
  const body = await request.text();
  if (body.length > MAX_BODY_BYTES) return { ok: false, status: 413, error: `body: at most ${MAX_BODY_BYTES} bytes` };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, status: 400, error: 'body: not JSON' };
  }
  const legacy = legacyReport.safeParse(json);
  if (legacy.success) {
    const report = legacy.data['csp-report'];
    return {
      ok: true,
      violations: [
        {
          documentUrl: report['document-uri'],
          blockedUrl: report['blocked-uri'],
          directive: report['effective-directive'] ?? report['violated-directive'],
          sample: report['script-sample'],
        },
      ],
    };
  }
  const reports = reportingApiReports.safeParse(json);
  if (!reports.success) return { ok: false, status: 400, error: 'body: not a CSP violation report' };
  return {
    ok: true,
    violations: reports.data
      .filter((report) => report.type === 'csp-violation' && report.body)
      .map(({ body: report }) => ({
        documentUrl: report?.documentURL,
        blockedUrl: report?.blockedURL,
        directive: report?.effectiveDirective,
        sample: report?.sample,
      })),
  };
}

/** At most `perMinute` violations are logged per minute; the rest are dropped. */
export function createViolationBudget(perMinute = 60, now = Date.now) {
  let windowStart = 0;
  let logged = 0;
  return {
    admit(violations: CspViolation[]): CspViolation[] {
      if (now() - windowStart >= 60_000) {
        windowStart = now();
        logged = 0;
      }
      const admitted = violations.slice(0, Math.max(0, perMinute - logged));
      logged += admitted.length;
      return admitted;
    },
  };
}

export const cspViolations = createViolationBudget();
