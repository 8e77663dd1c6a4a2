import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import type { StreamTransport } from '../features/notifications/hub';

/**
 * The Node response a request is answered on, for the routes whose body is a stream that never ends (the
 * notification stream). Astro writes a body to the response as fast as it is read, without waiting for the
 * socket to drain, so what a client does not take piles up in the response, out of the route's sight; with this
 * the stream sees those bytes and can drop the connection. server.mjs runs Astro's handler inside
 * `withNodeResponse` (registered on globalThis by the middleware module).
 */
const responses = new AsyncLocalStorage<ServerResponse>();

export function withNodeResponse<T>(response: ServerResponse, run: () => T): T {
  return responses.run(response, run);
}

/** The current request's response as a stream transport; undefined outside server.mjs (dev server, tests). */
export function currentTransport(): StreamTransport | undefined {
  const response = responses.getStore();
  if (!response) return undefined;
  return {
    unsentBytes: () => response.writableLength,
    destroy: () => void response.destroy(),
  };
}
