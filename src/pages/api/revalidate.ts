import type { APIRoute } from 'astro';
import { getContainer } from '../../server/container';
import { isValidSignature } from '../../server/shared/webhook-signature';

const MAX_BODY_BYTES = 256 * 1024;
const noStore = { 'Cache-Control': 'no-store' };

/**
 * `POST /api/revalidate`: the Sanity webhook. A valid `sanity-webhook-signature` drops every cached CMS read
 * (`cms:` keys) on every instance (over the message bus) and, through the data cache's invalidation listener,
 * the rendered-page cache, so the next request shows fresh content. Unsigned or badly signed calls get 401 and change nothing.
 */
export const POST: APIRoute = async ({ request }) => {
  const { env, cacheSync, clock, logger } = getContainer();
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) return Response.json({ error: 'payload_too_large' }, { status: 413, headers: noStore });
  const body = await request.text();
  if (body.length > MAX_BODY_BYTES) return Response.json({ error: 'payload_too_large' }, { status: 413, headers: noStore });

  const valid = isValidSignature({
    header: request.headers.get('sanity-webhook-signature'),
    body,
    secret: env.SANITY_WEBHOOK_SECRET,
    now: clock().getTime(),
  });
  if (!valid) {
    logger.warn({ signed: request.headers.has('sanity-webhook-signature') }, 'revalidate webhook refused');
    return Response.json({ error: 'invalid_signature' }, { status: 401, headers: noStore });
  }
  await cacheSync.invalidateEverywhere('cms:');
  logger.info('CMS cache dropped on every instance by the revalidate webhook');
  return Response.json({ revalidated: true }, { headers: noStore });
};

export const ALL: APIRoute = () =>
  Response.json({ error: 'method_not_allowed' }, { status: 405, headers: { ...noStore, Allow: 'POST' } });
