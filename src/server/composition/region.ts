import type { RegionDeps } from '../features/region';
import { cachedCountryLookup } from '../region/cached-lookup';
import { createIpApiLookup } from '../region/ip-api/adapter';
import { createNoCountryLookup } from '../region/none/adapter';
import { guardUpstream } from '../shared/upstream/guard';
import type { Core } from './core';

/**
 * Where a viewer's region comes from: a trusted CDN header, the lookup service at `REGION_LOOKUP_URL`, or none.
 * Answers are kept an hour per address (10,000 addresses); a failed lookup makes that address "unknown" for a minute.
 */
export function buildRegion({ env, upstreams, logger }: Core): RegionDeps {
  return {
    trustProxy: env.TRUST_PROXY,
    countryHeader: env.REGION_COUNTRY_HEADER,
    canLookUp: Boolean(env.REGION_LOOKUP_URL),
    lookup: env.REGION_LOOKUP_URL
      ? cachedCountryLookup(
          guardUpstream(createIpApiLookup({ urlTemplate: env.REGION_LOOKUP_URL }), upstreams.get('region')),
          { ttlMs: 3_600_000, failureTtlMs: 60_000, maxEntries: 10_000 },
        )
      : createNoCountryLookup(),
    mediaHosts: env.MEDIA_PLATFORM === 'jw' ? { primary: env.JW_API_BASE, alternate: env.JW_ALTERNATE_BASE } : {},
    logger,
  };
}
