import type { APIRoute } from 'astro';
import { getContainer } from '../../server/container';
import { clientAddressOf } from '../../server/http/client-address';

/**
 * The own backend's REST API (`/api/auth/*`, `/api/favorite*`, `/api/watch-history*`, `/api/openapi.json`):
 * every method goes to the API router. The other `/api/*` files (media cards, revalidate) are matched first.
 */
export const ALL: APIRoute = async (context) => {
  const { api, env } = getContainer();
  return (await api()).handle(context.request, {
    clientAddress: clientAddressOf(context, env.TRUST_PROXY),
    requestId: context.locals.requestId,
  });
};
