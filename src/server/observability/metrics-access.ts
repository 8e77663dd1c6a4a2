import { timingSafeEqual } from 'node:crypto';

/**
 * Who may read `/metrics`: with `METRICS_TOKEN`, a request bearing it; without, only this machine (a Prometheus
 * beside the server, or `curl localhost`). Behind a reverse proxy on the same machine, set `TRUST_PROXY` (so the
 * client's own address counts) or a token.
 */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export function mayReadMetrics(request: Request, clientAddress: string, token: string | undefined): boolean {
  if (!token) return LOOPBACK.test(clientAddress);
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
