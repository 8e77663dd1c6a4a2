import { z } from 'zod';
import { countryCodeOf } from '../../../domain/region';
import { RegionLookupError, type CountryLookup } from '../port';

/** spec 2 §9 asks for no delay: a service slower than this counts as down and the viewer gets the default region. */
export const LOOKUP_TIMEOUT_MS = 1_000;

/** The ip-api.com reply (spec 1 §7): `countryCode` on success, `status: "fail"` for reserved or unknown addresses. */
const replySchema = z.object({
  status: z.string().optional(),
  countryCode: z.string().optional(),
});

export interface IpApiLookupOptions {
  /** The service URL with `{ip}` where the address goes, e.g. `http://ip-api.com/json/{ip}?fields=status,countryCode`. */
  urlTemplate: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

/** A lookup service answering in ip-api.com's JSON shape. */
export function createIpApiLookup(options: IpApiLookupOptions): CountryLookup {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? LOOKUP_TIMEOUT_MS;

  return {
    name: 'ip-api',
    async countryOf(address) {
      const url = options.urlTemplate.replaceAll('{ip}', encodeURIComponent(address));
      let response: Response;
      try {
        response = await fetchImpl(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new RegionLookupError(isTimeout(error) ? `no answer within ${timeoutMs} ms` : 'unreachable', {
          cause: error,
        });
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new RegionLookupError(`answered HTTP ${response.status}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        const reason = isTimeout(error) ? `no answer within ${timeoutMs} ms` : 'answered something that is not JSON';
        throw new RegionLookupError(reason, { cause: error });
      }
      const reply = replySchema.safeParse(body);
      if (!reply.success) throw new RegionLookupError('answered JSON that is not in the ip-api shape');
      return reply.data.status === 'fail' ? null : countryCodeOf(reply.data.countryCode);
    },
  };
}
