import { ACCESS_COOKIE } from '../../api/session-cookies';
import { readCookie } from '../../http/cookie-header';

/** The headers of the event stream: not cached, not transformed, not buffered by nginx-style proxies. */
export const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-store, no-transform',
  'x-accel-buffering': 'no',
};

/** `Last-Event-ID` (or `?lastEventId=`): null when absent, 'invalid' when it is not a notification id. */
export function lastEventIdOf(request: Request): number | null | 'invalid' {
  const raw = request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('lastEventId');
  if (raw === null || raw.trim() === '') return null;
  return /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : 'invalid';
}

/** The access token the request carries: Bearer (apps) or the web session's cookie. */
export function accessTokenOf(request: Request): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  return bearer ?? readCookie(request.headers.get('cookie'), ACCESS_COOKIE);
}

export function errorAnswer(status: number, code: string, message: string, field?: string): Response {
  const body = { code, message, ...(field && { errors: { [field]: [message] } }) };
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}
