import type { APIRoute } from 'astro';
import { getContainer } from '../../server/container';
import { regionOfRequest } from '../../server/features/region';
import { clientAddressOf } from '../../server/http/client-address';

/**
 * `GET /api/region` → `{ countryCode, china, alternateOrigins }`: the viewer's region (spec 1 §7), asked by the
 * browser for the dialogs and the service worker. Per viewer, so never stored by a cache. Headers that make no
 * sense (a malformed country or address) are ignored: the answer is then the lookup's, or the default region.
 */
export const GET: APIRoute = async (context) => {
  const { region, env } = getContainer();
  const answer = await regionOfRequest(region, {
    headers: context.request.headers,
    clientAddress: clientAddressOf(context, env.TRUST_PROXY),
  });
  return Response.json(answer, { headers: { 'Cache-Control': 'private, no-store' } });
};
