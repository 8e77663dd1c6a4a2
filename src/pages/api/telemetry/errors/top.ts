import type { APIRoute } from 'astro';
import { z } from 'zod';
import { getContainer } from '../../../../server/container';
import { topBrowserErrors } from '../../../../server/db/repositories/browser-errors';
import { clientAddressOf } from '../../../../server/http/client-address';
import { mayReadMetrics } from '../../../../server/observability/metrics-access';
import { TOP_ERRORS_PAGE_CSP, topErrorsPage } from '../../../../server/telemetry/top-errors-page';

const limitSchema = z.coerce.number().int().min(1).max(100).default(20);

/** A browser asking for a page (its Accept names HTML before JSON) gets the table, anything else JSON. */
function wantsPage(request: Request): boolean {
  const accept = request.headers.get('accept') ?? '';
  const html = accept.indexOf('text/html');
  const json = accept.indexOf('application/json');
  return html !== -1 && (json === -1 || html < json);
}

/**
 * `GET /api/telemetry/errors/top?limit=`: the operators' list of the most frequent browser errors, under the
 * same rule as `/metrics` (`METRICS_TOKEN`, or this machine only): JSON, or for a browser a page, whose sign-in
 * prompt takes the token as its password.
 */
export const GET: APIRoute = async (context) => {
  const { env, telemetry } = getContainer();
  const page = wantsPage(context.request);
  if (!mayReadMetrics(context.request, clientAddressOf(context, env.TRUST_PROXY), env.METRICS_TOKEN)) {
    return Response.json(
      { code: 'unauthorized', message: 'Send Authorization: Bearer <METRICS_TOKEN>' },
      {
        status: 401,
        headers: {
          'www-authenticate': page ? 'Basic realm="operators", charset="UTF-8"' : 'Bearer',
          'cache-control': 'no-store',
        },
      },
    );
  }
  const limit = limitSchema.safeParse(context.url.searchParams.get('limit') ?? undefined);
  if (!limit.success) {
    return Response.json(
      { code: 'invalid_query', message: 'limit: a whole number from 1 to 100', errors: { limit: ['1 to 100'] } },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  }
  // What arrived in the last second is in the list too.
  await telemetry.errors.batch.flush();
  const groups = await topBrowserErrors(await telemetry.errors.db(), limit.data);
  if (page) {
    return new Response(topErrorsPage(groups), {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': TOP_ERRORS_PAGE_CSP,
      },
    });
  }
  const errors = groups.map((group) => ({
    ...group,
    firstSeen: group.firstSeen.toISOString(),
    lastSeen: group.lastSeen.toISOString(),
  }));
  return Response.json({ errors }, { headers: { 'cache-control': 'no-store' } });
};
