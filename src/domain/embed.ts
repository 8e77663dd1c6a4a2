import { getMediaStatus, type StatusFields } from './media-status';
import type { ContentType } from './media';

/**
 * The embeddable live player `/federation-embed/{cmsId}` (spec 3 §2 "Embed"): which embeds exist and where they may
 * be shown, and whether the live stream or the fallback VOD plays. Pure rules; the CMS document is read in
 * `server/cms`, the decision applied in `server/features/embed.ts`.
 */

/** Spec 3 §9: the embed polls its state every 10 s. */
export const EMBED_POLL_MS = 10_000;

/** `?source=wtv`: the embed opened by the event's own TV surfaces, which need no allowed domain. */
export const WTV_SOURCE = 'wtv';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** `?sepId=`: one event of the embed (letters, digits, `_` and `-`). */
export const SEP_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * An allowed domain, in the syntax of a CSP host-source so the browser's `frame-ancestors` check and ours agree:
 * `[http(s)://][*.]host[:port|:*]`, e.g. `partner.example`, `*.partner.example`, `https://tv.partner.example`,
 * `localhost:*`. Without a scheme it matches our own scheme (and https when we are on http), without a port only
 * the scheme's default port.
 */
export interface AllowedDomain {
  scheme?: 'http' | 'https';
  /** Lower-case host name, without the `*.` of a wildcard. */
  host: string;
  /** `*.host`: any subdomain of `host` (not `host` itself). */
  wildcard: boolean;
  /** Digits or `*`; absent means the scheme's default port. */
  port?: string;
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DOMAIN_SYNTAX = new RegExp(`^(?:(https?)://)?(\\*\\.)?(${LABEL}(?:\\.${LABEL})*)(?::(\\*|\\d{1,5}))?/?$`);

/** An editor's entry, or `null` when it is not a host-source (a path, a bare `*`, spaces, another scheme…). */
export function parseAllowedDomain(entry: string): AllowedDomain | null {
  const match = DOMAIN_SYNTAX.exec(entry.trim().toLowerCase());
  if (!match) return null;
  const [, scheme, wildcard, host, port] = match;
  if (!host || (port !== undefined && port !== '*' && Number(port) > 65_535)) return null;
  return {
    ...(scheme ? { scheme: scheme as 'http' | 'https' } : {}),
    host,
    wildcard: Boolean(wildcard),
    ...(port ? { port } : {}),
  };
}

/** The entry as a CSP source expression (its syntax is checked, so it cannot inject another directive). */
export function toCspSource(domain: AllowedDomain): string {
  return `${domain.scheme ? `${domain.scheme}://` : ''}${domain.wildcard ? '*.' : ''}${domain.host}${domain.port ? `:${domain.port}` : ''}`;
}

/** `frame-ancestors` of an embed: our own pages and the embed's allowed domains. */
export function frameAncestors(allowed: readonly AllowedDomain[]): string[] {
  return ["'self'", ...new Set(allowed.map(toCspSource))];
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** CSP's scheme rule: equal, or an upgrade from http to https. */
function schemeMatches(expected: string, actual: string): boolean {
  return expected === actual || (expected === 'http:' && actual === 'https:');
}

/** Whether `origin` (e.g. `https://www.partner.example`) matches the host-source, as a browser decides it. */
export function domainMatches(domain: AllowedDomain, origin: URL, selfOrigin: URL): boolean {
  const scheme = origin.protocol;
  if (scheme !== 'http:' && scheme !== 'https:') return false;
  if (!schemeMatches(domain.scheme ? `${domain.scheme}:` : selfOrigin.protocol, scheme)) return false;
  const host = origin.hostname.toLowerCase();
  const hostOk = domain.wildcard ? host.endsWith(`.${domain.host}`) : host === domain.host;
  if (!hostOk) return false;
  const port = origin.port || DEFAULT_PORT[scheme];
  if (domain.port === '*') return true;
  if (domain.port) return port === domain.port;
  return origin.port === '';
}

function originOf(url: string | null | undefined): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? new URL(parsed.origin) : null;
  } catch {
    return null;
  }
}

export interface EmbedAccessInput {
  /** `?source=`. */
  source: string | null;
  /**
   * The page the request came from: the `Referer` of the iframe's request (browsers send the parent's origin at
   * least, unless the parent asked for `no-referrer`), or in the browser `document.referrer`.
   */
  referrer: string | null;
  /** Our own origin: our pages may always show the embed. */
  selfOrigin: string;
  allowed: readonly AllowedDomain[];
}

/**
 * Spec 3 §2: the embed works only from allowed domains or with `source=wtv`, else "Access Denied". A missing
 * referrer is not an allowed domain. This is the visible check; the enforcement is `frame-ancestors`, which the
 * browser applies to every ancestor and which no page can forge.
 */
export function isEmbedAccessAllowed({ source, referrer, selfOrigin, allowed }: EmbedAccessInput): boolean {
  if (source === WTV_SOURCE) return true;
  const origin = originOf(referrer);
  const self = originOf(selfOrigin);
  if (!origin || !self) return false;
  if (origin.origin === self.origin) return true;
  return allowed.some((domain) => domainMatches(domain, origin, self));
}

/** One stream of an embed: its live media, the VOD shown instead, and the editor's "coming soon" switch. */
export interface EmbedStream {
  liveMediaId: string;
  vodMediaId?: string;
  transmissionComingSoon: boolean;
}

export interface EmbedEvent extends EmbedStream {
  sepId: string;
}

export interface EmbedConfig {
  id: string;
  title: string;
  allowedDomains: AllowedDomain[];
  fallbackImage?: { url: string; width?: number; height?: number; alt?: string };
  /** Played without `sepId`. */
  stream: EmbedStream;
  /** Played with `sepId`. */
  events: EmbedEvent[];
}

/** The stream `sepId` names (the default one without it); `null` when the embed has no such event. */
export function streamFor(config: EmbedConfig, sepId: string | null): EmbedStream | null {
  if (sepId === null) return config.stream;
  return config.events.find((event) => event.sepId === sepId) ?? null;
}

/** What decides whether the live stream can stay: the live media's status fields and content type. */
export type LiveMediaState = StatusFields & { contentType?: ContentType };

/**
 * Spec 3 §2: the live stream shows unless `transmissionComingSoon` is set, and stays only while the media is live
 * or its event state is INSTANT_VOD or VOD_PUBLIC (the replay on the same media); otherwise the VOD plays. A 24/7
 * live channel is live. An unknown live media (`null`) falls back too.
 */
export function showsLiveStream(stream: EmbedStream, live: LiveMediaState | null, now: Date): boolean {
  if (stream.transmissionComingSoon || !live) return false;
  if (live.contentType === 'livechannel') return true;
  if (live.eventState === 'INSTANT_VOD' || live.eventState === 'VOD_PUBLIC') return true;
  return getMediaStatus(live, now) === 'LIVE';
}

/** The fallback's chip: the live stream's scheduled start while it lies ahead, else just "coming soon". */
export function scheduledChip(live: LiveMediaState | null, now: Date): { scheduledStart?: string } {
  const start = live?.scheduledStart ? Date.parse(live.scheduledStart) : Number.NaN;
  return Number.isFinite(start) && start > now.getTime() ? { scheduledStart: new Date(start).toISOString() } : {};
}
