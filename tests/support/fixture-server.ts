import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A throwaway local HTTP server for contract tests: real adapters talk to it instead of a vendor host.
 * It listens on 127.0.0.1 with an OS-chosen port; `url` has no trailing slash.
 */
export type FixtureHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface FixtureServer {
  url: string;
  close(): Promise<void>;
}

/** Set by the platform-call coverage run (tests/scripts/platform-calls.mjs): each request a fixture receives. */
type CallRecorder = (call: string, userAgent: string) => void;

export async function startFixtureServer(handler: FixtureHandler): Promise<FixtureServer> {
  const server = createServer((req, res) => {
    (globalThis as { recordFixtureCall?: CallRecorder }).recordFixtureCall?.(
      `${req.method ?? 'GET'} ${req.url ?? '/'}`,
      req.headers['user-agent'] ?? '',
    );
    Promise.resolve()
      .then(() => handler(req, res))
      .catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`fixture handler failed: ${error instanceof Error ? error.message : String(error)}`);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fixture server has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Sends `body` as JSON with the given status. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
