import type { APIRoute } from 'astro';
import { getContainer } from '../../../server/container';
import { currentTransport } from '../../../server/http/node-response';
import { authenticate } from '../../../server/features/account/sessions';
import { catchUp, latestId } from '../../../server/features/notifications/service';
import {
  accessTokenOf,
  errorAnswer,
  lastEventIdOf,
  STREAM_HEADERS,
} from '../../../server/features/notifications/stream-request';

/**
 * `GET /api/notification/stream`: the realtime channel `notification` as Server-Sent Events (spec 2 §4, §7).
 * Guests get the public notifications, a signed-in viewer (access cookie or Bearer) also their own. A reconnecting
 * client sends `Last-Event-ID` (EventSource does by itself; `?lastEventId=` works too) and first gets what it
 * missed, read from the table, so it may reconnect to any instance. A bad or expired token is answered 401, so
 * the browser renews its session and opens the stream again rather than silently going on as a guest.
 */
export const GET: APIRoute = async ({ request }) => {
  const { notificationHub, notifications, authKeys, clock } = getContainer();
  const lastEventId = lastEventIdOf(request);
  if (lastEventId === 'invalid') {
    return errorAnswer(400, 'validation_failed', 'must be a notification id', 'Last-Event-ID');
  }
  const deps = await notifications();
  // `?as=guest`: the browser holds no session (a stale cookie it may still send must not turn the stream into a 401).
  const token = new URL(request.url).searchParams.get('as') === 'guest' ? null : accessTokenOf(request);
  const caller = token ? await authenticate({ db: deps.db, keys: await authKeys(), clock }, token) : null;
  if (token && !caller) return errorAnswer(401, 'unauthorized', 'Unauthorized');
  const userId = caller?.userId ?? null;
  const body = notificationHub.open({
    viewer: { userId },
    lastEventId,
    catchUp: (afterId) => catchUp(deps, userId, afterId),
    latestId: () => latestId(deps, userId),
    signal: request.signal,
    transport: currentTransport(),
  });
  return new Response(body, { headers: STREAM_HEADERS });
};
