import { isLocalNetworkAddress } from '../http/address-ranges';
import type { Logger } from 'pino';
import { alternateOriginsFor, DEFAULT_REGION, planRegion, regionOf, type Region } from '../../domain/region';
import type { CountryLookup } from '../region/port';
import { UpstreamUnavailableError } from '../shared/upstream/error';

export interface RegionDeps {
  /** `TRUST_PROXY`: believe the CDN's country header. */
  trustProxy: boolean;
  /** `REGION_COUNTRY_HEADER`, lower case. */
  countryHeader: string;
  lookup: CountryLookup;
  /** Whether `lookup` is a real service (the embedded one knows no country, so it is not asked). */
  canLookUp: boolean;
  /** The media platform's origin the browser loads from, and its alternate for China (`JW_ALTERNATE_BASE`). */
  mediaHosts: { primary?: string; alternate?: string };
  logger: Pick<Logger, 'warn'>;
}

/** `GET /api/region`: the region and, in China, the origins the browser's service worker must rewrite. */
export interface RegionAnswer extends Region {
  alternateOrigins: Record<string, string>;
}

/** The address when a lookup service could place it (IPv4-mapped IPv6 read as IPv4), else null. */
export function publicAddress(raw: string): string | null {
  const address = raw.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isLocalNetworkAddress(address) ? null : address;
}

/**
 * The viewer's region: a trusted CDN header, else the lookup service (cached, 1 s at most), else the default.
 * Never fails: a lookup that fails or is slow gives the default region.
 */
export async function regionOfRequest(
  deps: RegionDeps,
  request: { headers: Headers; clientAddress: string },
): Promise<RegionAnswer> {
  const plan = planRegion({
    trustProxy: deps.trustProxy,
    countryHeader: request.headers.get(deps.countryHeader),
    address: publicAddress(request.clientAddress),
    canLookUp: deps.canLookUp,
  });
  let region: Region = DEFAULT_REGION;
  if (plan.kind === 'known') region = plan.region;
  else if (plan.kind === 'lookup') {
    try {
      region = regionOf(await deps.lookup.countryOf(plan.address));
    } catch (error) {
      // An open circuit (no cause) was logged once when it opened; each real failure is logged.
      if (!(error instanceof UpstreamUnavailableError) || error.cause !== undefined) {
        deps.logger.warn({ err: error, lookup: deps.lookup.name }, 'region lookup failed: default region');
      }
    }
  }
  const { primary, alternate } = deps.mediaHosts;
  const alternateOrigins = primary ? alternateOriginsFor(region, { primary, alternate }) : {};
  return { ...region, alternateOrigins };
}
