import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Api } from '../api/create-api';
import { MAX_BODY_BYTES } from '../api/router';
import { clientAddressOf } from './client-address';

/**
 * The own backend's API answered straight from Node's request (server.mjs), before Astro: for these requests the
 * framework only looked for a static file of that name, built a Request and ran the middleware, a fifth of the
 * write path's CPU. The same request handler (request id, security headers, compression, log line, metrics)
 * still wraps each answer. Paths under the first segments Astro serves from its own files stay with Astro.
 */
export const ASTRO_API_SEGMENTS: ReadonlySet<string> = new Set([
  'embed',
  'media',
  'notification',
  'payments',
  'preview',
  'region',
  'revalidate',
  'search',
  'series',
  'telemetry',
]);

export function isDirectApiPath(url: string): boolean {
  const segment = /^\/api\/([^/?#]+)/.exec(url)?.[1];
  return segment !== undefined && !ASTRO_API_SEGMENTS.has(segment);
}

/** The request handler's entry for requests that do not go through Astro. */
export type DirectHandler = (request: Request, answer: (requestId: string) => Promise<Response>) => Promise<Response>;

export interface DirectApiDeps {
  api: () => Promise<Api>;
  handle: DirectHandler;
  trustProxy: boolean;
  logger: Logger;
}

/** More than the router accepts, so that it answers 413 itself; the rest of a larger body is not kept. */
const BODY_LIMIT = MAX_BODY_BYTES * 4;

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    if (size >= BODY_LIMIT) continue;
    chunks.push(chunk);
    size += chunk.length;
  }
  return Buffer.concat(chunks);
}

function toFetchRequest(request: IncomingMessage, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const host = typeof request.headers.host === 'string' ? request.headers.host : 'localhost';
  let url: URL;
  try {
    url = new URL(request.url ?? '/', `http://${host}`);
  } catch {
    url = new URL(request.url ?? '/', 'http://localhost');
  }
  return new Request(url, { method: request.method, headers, body: body && new Uint8Array(body) });
}

async function writeResponse(response: Response, target: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  if (body) headers['content-length'] = String(body.length);
  target.writeHead(response.status, headers);
  target.end(body);
}

export function createDirectApi(deps: DirectApiDeps) {
  return async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const fetchRequest = toFetchRequest(request, await readBody(request));
      const clientAddress = clientAddressOf(
        { request: fetchRequest, clientAddress: request.socket.remoteAddress },
        deps.trustProxy,
      );
      const answer = await deps.handle(fetchRequest, async (requestId) =>
        (await deps.api()).handle(fetchRequest, { clientAddress, requestId }),
      );
      await writeResponse(answer, response);
    } catch (error) {
      deps.logger.error({ err: error, method: request.method, url: request.url }, 'API request failed');
      if (response.headersSent) return void response.destroy();
      response.writeHead(500, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(
        JSON.stringify({ code: 'internal_error', message: 'Something went wrong on our end. Please try again.' }),
      );
    }
  };
}
