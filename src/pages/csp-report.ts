import type { APIRoute } from 'astro';
import { getContainer } from '../server/container';
import { cspViolations, readCspReport } from '../server/http/csp-report';

/** `POST /csp-report`: browsers' Content-Security-Policy violation reports, logged (never stored), answered 204. */
export const POST: APIRoute = async ({ request }) => {
  const result = await readCspReport(request);
  if (!result.ok)
    return new Response(result.error, { status: result.status, headers: { 'content-type': 'text/plain' } });
  const { logger } = getContainer();
  for (const violation of cspViolations.admit(result.violations)) logger.warn({ csp: violation }, 'CSP violation');
  return new Response(null, { status: 204 });
};
