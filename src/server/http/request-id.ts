import { randomUUID } from 'node:crypto';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's `x-request-id` when it is a sane token (it ends up in logs and headers), else a new UUID. */
export function requestIdFrom(headers: Headers): string {
  const incoming = headers.get('x-request-id');
  return incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
