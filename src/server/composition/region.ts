import type { RegionDeps } from '../features/region';
import { cachedCountryLookup } from '../region/cached-lookup';
import { withAlternateLookup } from '../region/alternate-lookup';
import { createIpApiLookup, LOOKUP_TIMEOUT_MS } from '../region/ip-api/adapter';
import { createNoCountryLookup } from '../region/none/adapter';
import { guardUpstream } from '../shared/upstream/guard';
import type { Core } from './core';

/**
 * Where a viewer's region comes from: a trusted CDN header, the lookup service at `REGION_LOOKUP_URL`, or none.
 * Answers are kept an hour per address (10,000 addresses); a failed lookup makes that address "unknown" for a minute.
 */
export function buildRegion({ env, upstreams, logger }: Core): RegionDeps {
  // spec 1 §7: the location call falls back to its alternate host; the two halves of the 1 s budget keep the wait.
  const ipApiLookups = (primary: string, alternate: string | undefined) => {
    if (!alternate) return createIpApiLookup({ urlTemplate: primary });
    const timeoutMs = LOOKUP_TIMEOUT_MS / 2;
    return withAlternateLookup(
      createIpApiLookup({ urlTemplate: primary, timeoutMs }),
      createIpApiLookup({ urlTemplate: alternate, timeoutMs }),
      (error) => logger.warn({ err: error }, 'region lookup failed on the primary host: asking the alternate'),
    );
  };
  return {
    trustProxy: env.TRUST_PROXY,
    countryHeader: env.REGION_COUNTRY_HEADER,
    canLookUp: Boolean(env.REGION_LOOKUP_URL),
    lookup: env.REGION_LOOKUP_URL
      ? cachedCountryLookup(
          guardUpstream(ipApiLookups(env.REGION_LOOKUP_URL, env.REGION_LOOKUP_ALTERNATE_URL), upstreams.get('region')),
          { ttlMs: 3_600_000, failureTtlMs: 60_000, maxEntries: 10_000 },
        )
      : createNoCountryLookup(),
    mediaHosts: env.MEDIA_PLATFORM === 'jw' ? { primary: env.JW_API_BASE, alternate: env.JW_ALTERNATE_BASE } : {},
    logger,
  };
}
