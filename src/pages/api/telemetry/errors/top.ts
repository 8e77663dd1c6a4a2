import type { APIRoute } from 'astro';
import { z } from 'zod';
import { getContainer } from '../../../../server/container';
import { topBrowserErrors } from '../../../../server/db/repositories/browser-errors';
import { clientAddressOf } from '../../../../server/http/client-address';
import { mayReadMetrics } from '../../../../server/observability/metrics-access';

const limitSchema = z.coerce.number().int().min(1).max(100).default(20);

/**
 * `GET /api/telemetry/errors/top?limit=`: the operators' list of the most frequent browser errors, under the
 * same rule as `/metrics` (`METRICS_TOKEN`, or this machine only).
 */
export const GET: APIRoute = async (context) => {
  const { env, telemetry } = getContainer();
  if (!mayReadMetrics(context.request, clientAddressOf(context, env.TRUST_PROXY), env.METRICS_TOKEN)) {
    return Response.json(
      { code: 'unauthorized', message: 'Send Authorization: Bearer <METRICS_TOKEN>' },
      { status: 401, headers: { 'www-authenticate': 'Bearer', 'cache-control': 'no-store' } },
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
  const errors = groups.map((group) => ({
    ...group,
    firstSeen: group.firstSeen.toISOString(),
    lastSeen: group.lastSeen.toISOString(),
  }));
  return Response.json({ errors }, { headers: { 'cache-control': 'no-store' } });
};
