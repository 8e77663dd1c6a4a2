/**
 * The viewer's region (spec 1 §1, §7): the country when it is known, and whether it is China, where the browser
 * loads the media platform's files from its alternate host and sees other dialogs (spec 2 §1). Pure rules: the
 * server reads the inputs (a CDN's country header, the client address, the lookup service's answer).
 */
export interface Region {
  /** ISO 3166-1 alpha-2, upper case; null when unknown. */
  countryCode: string | null;
  china: boolean;
}

/** What a viewer gets when nothing tells their country (no CDN header, no lookup service, or it failed). */
export const DEFAULT_REGION: Region = Object.freeze({ countryCode: null, china: false });

/** spec 1 §7: "CN means China". Hong Kong (HK), Macao (MO) and Taiwan (TW) are not switched. */
export const CHINA_COUNTRY_CODE = 'CN';

/**
 * Two letters that name no country: the user-assigned ranges (AA, QM–QZ, XA–XZ, ZZ; Cloudflare sends XX when it
 * does not know) and the continent codes some GeoIP databases give (EU, AP).
 */
const NOT_A_COUNTRY = /^(?:AA|Q[M-Z]|X[A-Z]|ZZ|EU|AP)$/;

/** The country code in a header or a lookup answer, or null when it is missing, malformed or no country. */
export function countryCodeOf(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || NOT_A_COUNTRY.test(code)) return null;
  return code;
}

export function regionOf(countryCode: string | null): Region {
  return countryCode === null ? DEFAULT_REGION : { countryCode, china: countryCode === CHINA_COUNTRY_CODE };
}

/** How to learn a request's region: it is known already, ask the lookup service about an address, or the default. */
export type RegionPlan = { kind: 'known'; region: Region } | { kind: 'lookup'; address: string } | { kind: 'default' };

export interface RegionInputs {
  /** `TRUST_PROXY`: the CDN / reverse proxy in front of us is ours, so its headers can be believed. */
  trustProxy: boolean;
  /** The CDN's country header (`REGION_COUNTRY_HEADER`), as received. */
  countryHeader: string | null;
  /** The client's public IP address; null when unknown or private (a lookup service cannot place it). */
  address: string | null;
  /** Whether a lookup service is configured (`REGION_LOOKUP_URL`). */
  canLookUp: boolean;
}

/**
 * A trusted CDN's country header wins (no call at all); a missing or useless one falls back to the lookup
 * service for a public address; otherwise the default region. Without `TRUST_PROXY` the header is ignored:
 * anyone can send it.
 */
export function planRegion(inputs: RegionInputs): RegionPlan {
  const fromHeader = inputs.trustProxy ? countryCodeOf(inputs.countryHeader) : null;
  if (fromHeader !== null) return { kind: 'known', region: regionOf(fromHeader) };
  if (inputs.canLookUp && inputs.address !== null) return { kind: 'lookup', address: inputs.address };
  return { kind: 'default' };
}

/**
 * The hosts a browser in China must use instead (spec 1 §1 "an alternate host"): the media platform's origin
 * mapped to its alternate, which the service worker rewrites requests to. Empty outside China, when no alternate
 * is configured, or when either is not an http(s) URL.
 */
export function alternateOriginsFor(
  region: Region,
  hosts: { primary: string; alternate?: string },
): Record<string, string> {
  if (!region.china || !hosts.alternate) return {};
  const primary = httpOrigin(hosts.primary);
  const alternate = httpOrigin(hosts.alternate);
  if (!primary || !alternate || primary === alternate) return {};
  return { [primary]: alternate };
}

function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
