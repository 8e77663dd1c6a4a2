import type { APIRoute } from 'astro';
import { getContainer } from '../server/container';
import { clientAddressOf } from '../server/http/client-address';
import { mayReadMetrics } from '../server/observability/metrics-access';

/** `GET /metrics`: this process's metrics in the Prometheus text format (see observability/metrics.ts). */
export const GET: APIRoute = async (context) => {
  const { env, metrics } = getContainer();
  const client = clientAddressOf(context, env.TRUST_PROXY);
  if (!mayReadMetrics(context.request, client, env.METRICS_TOKEN)) {
    return new Response('Unauthorized: send Authorization: Bearer <METRICS_TOKEN>\n', {
      status: 401,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'www-authenticate': 'Bearer',
        'cache-control': 'no-store',
      },
    });
  }
  return new Response(await metrics.registry.metrics(), {
    headers: { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' },
  });
};
