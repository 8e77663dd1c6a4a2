import type { APIRoute } from 'astro';
import { getContainer } from '../../server/container';
import { isValidSignature } from '../../server/shared/webhook-signature';
import { announcementFromWebhook } from '../../server/features/notifications/announcements';
import { publishNotifications } from '../../server/features/notifications/service';

const MAX_BODY_BYTES = 256 * 1024;
const noStore = { 'Cache-Control': 'no-store' };

/**
 * `POST /api/revalidate`: the Sanity webhook. A valid `sanity-webhook-signature` drops every cached CMS read
 * (`cms:` keys) on every instance (over the message bus) and, through the data cache's invalidation listener,
 * the rendered-page cache, so the next request shows fresh content. Unsigned or badly signed calls get 401 and change nothing.
 * A published `announcement` document (issue 11) also becomes a notification for everyone, once per document.
 */
export const POST: APIRoute = async ({ request }) => {
  const { env, cacheSync, clock, logger, notifications } = getContainer();
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
  const announcement = announcementFromWebhook(parseJson(body));
  if (announcement.kind === 'invalid') {
    logger.warn({ problem: announcement.problem }, 'revalidate webhook: an announcement that cannot be shown');
    return Response.json(
      { revalidated: true, error: 'invalid_announcement', problem: announcement.problem },
      { status: 400, headers: noStore },
    );
  }
  if (announcement.kind === 'announcement') {
    const sent = await publishNotifications(await notifications(), [announcement.notification]);
    logger.info({ notified: sent.length }, 'revalidate webhook: announcement published');
    return Response.json({ revalidated: true, notified: sent.length }, { headers: noStore });
  }
  return Response.json({ revalidated: true }, { headers: noStore });
};

export const ALL: APIRoute = () =>
  Response.json({ error: 'method_not_allowed' }, { status: 405, headers: { ...noStore, Allow: 'POST' } });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
