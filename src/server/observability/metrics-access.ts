import { bearerToken, sameSecret } from '../shared/secrets';

/**
 * Who may read `/metrics`: with `METRICS_TOKEN`, a request bearing it; without, only this machine (a Prometheus
 * beside the server, or `curl localhost`). Behind a reverse proxy on the same machine, set `TRUST_PROXY` (so the
 * client's own address counts) or a token.
 */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export function mayReadMetrics(request: Request, clientAddress: string, token: string | undefined): boolean {
  if (!token) return LOOPBACK.test(clientAddress);
  return sameSecret(presentedToken(request.headers.get('authorization')), token);
}

/**
 * The token a request presents: `Bearer <token>` (Prometheus, curl), or — so an operator's browser can open the
 * errors page through its own sign-in prompt — HTTP Basic with the token as the password (any user name).
 */
function presentedToken(authorization: string | null): string {
  const bearer = bearerToken(authorization);
  if (bearer) return bearer;
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  if (!basic) return '';
  const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1);
}
