import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { resolve } from 'node:path';
import type { PushSender } from '../../src/server/push/port';
import { createWebPushSender, type VapidKeys } from '../../src/server/push/web-push/adapter';

const tls = (name: string) => readFileSync(resolve(import.meta.dirname, '..', 'fixtures', 'tls', name));

export interface TlsPushService {
  url: string;
  /** A sender with the site's VAPID keys that trusts this service's self-signed certificate. */
  sender(keys: VapidKeys): PushSender;
  close(): Promise<void>;
}

/**
 * A browser vendor's push service in miniature, over HTTPS (the `web-push` package posts only over https): it
 * records each message and answers the status `answer` returns (201 accepted, 410 the browser unsubscribed).
 */
export async function startTlsPushService(
  answer: (path: string, headers: IncomingHttpHeaders, bytes: number) => number,
): Promise<TlsPushService> {
  const server = createServer({ key: tls('localhost-key.pem'), cert: tls('localhost-cert.pem') }, async (req, res) => {
    let bytes = 0;
    for await (const chunk of req) bytes += (chunk as Buffer).length;
    res.writeHead(answer(req.url ?? '', req.headers, bytes)).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('push service has no TCP address');
  const agent = new Agent({ ca: tls('localhost-cert.pem') });
  return {
    url: `https://127.0.0.1:${address.port}`,
    sender: (keys) => createWebPushSender({ keys, subject: 'mailto:no-reply@test', agent }),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
