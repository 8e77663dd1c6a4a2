import type { APIRoute } from 'astro';
import { getContainer } from '../../server/container';
import { changeTags } from '../../server/cms/dependencies';
import { parseWebhookChange } from '../../server/cms/webhook';
import { isValidSignature } from '../../server/shared/webhook-signature';
import { announcementFromWebhook } from '../../server/features/notifications/announcements';
import { publishNotifications } from '../../server/features/notifications/service';

const MAX_BODY_BYTES = 256 * 1024;
const noStore = { 'Cache-Control': 'no-store' };

/**
 * `POST /api/revalidate`: the Sanity webhook. With a valid `sanity-webhook-signature`, the changed document
 * (`{ _id, _type, slug }`) drops, on every instance (over the message bus), the cached CMS reads and the rendered
 * pages that depend on it (cache-tags.ts), and nothing else. Unsigned or badly signed calls get 401, a body
 * without a valid `_id`/`_type`/`slug` 400 naming the field, an unknown document type 422; none changes anything.
 * A published `announcement` document (issue 11) also becomes a notification for everyone, once per document.
 */
export const POST: APIRoute = async ({ request }) => {
  const { env, cacheSync, clock, logger, notifications } = getContainer();
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) return Response.json({ error: 'payload_too_large' }, { status: 413, headers: noStore });
  const body = await request.text();
  if (body.length > MAX_BODY_BYTES)
    return Response.json({ error: 'payload_too_large' }, { status: 413, headers: noStore });

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
  const json = parseJson(body);
  const parsed = parseWebhookChange(json);
  if (parsed.kind === 'invalid') {
    logger.warn({ field: parsed.field, problem: parsed.message }, 'revalidate webhook: a body that names no document');
    return Response.json(
      { error: 'invalid_body', field: parsed.field, message: parsed.message },
      { status: 400, headers: noStore },
    );
  }
  if (parsed.kind === 'unknown_type') {
    logger.warn({ type: parsed.type }, 'revalidate webhook: a document type the site does not read');
    return Response.json({ error: 'unknown_document_type', field: '_type' }, { status: 422, headers: noStore });
  }
  if (parsed.kind === 'ignored')
    return Response.json({ revalidated: false, reason: parsed.reason }, { headers: noStore });

  const tags = changeTags(parsed.change);
  await cacheSync.invalidateTagsEverywhere(tags);
  logger.info({ tags }, 'revalidate webhook: what depends on the changed document dropped on every instance');
  const announcement = announcementFromWebhook(json);
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
    return undefined;
  }
}
