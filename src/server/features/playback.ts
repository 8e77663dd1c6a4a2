import { isPaidItem } from '../../domain/entitlement';
import type { MediaItem, MediaSource } from '../../domain/media';
import type { SiteConfig } from '../../domain/site-config';
import type { CommercePort, Customer } from '../commerce/port';
import type { Db } from '../db/database';
import type { MediaPlatform } from '../media/port';
import { AppError, mediaItemNotFound } from '../shared/app-error';
import type { ContentProtection } from './drm/local-protection';

/**
 * Playback of a paid item, decided on the server (issue 10): the item's sources reach the browser only for a
 * viewer entitled through one of its offers — a premier item through one of its premier offers — and the local
 * platform's files as signed addresses that stop working `urlTtlS` seconds after the item's duration. Free items
 * play from the addresses already in the page.
 */
export interface PlaybackDeps {
  media: MediaPlatform;
  commerce: CommercePort;
  clock: () => Date;
  /** The platform's signed form of a media address, working until `expiresAt` (epoch seconds). */
  signSource: (url: string, expiresAt: number) => string;
  urlTtlS: number;
  /** Another way to a paid item's sources, chosen by the composition root (JW signed playback); tried first. */
  paid?: PaidPlayback;
  /** DRM: an entitled viewer's protected sources of a paid item (the embedded Clear Key, or a JW DRM policy). */
  protection?: ContentProtection;
  /** The Clear Key licence server's own needs (the embedded platform's DRM); absent, there is no licence route. */
  clearKey?: ClearKeyKeys;
}

/** The Clear Key licence server's own needs besides the playback ports (drm/clear-key-licence.ts). */
export interface ClearKeyKeys {
  db: Db;
  licenceKey: Uint8Array;
  contentKeys: Uint8Array;
}

/** A paid item's signed sources from the platforms that decide the entitlement themselves. */
export interface PaidPlayback {
  /** Throws when the config's media platform requires signed requests this server cannot sign (a 503). */
  assertCanSign?(config: SiteConfig | null): void;
  /**
   * A free item's sources when the config's media platform requires signed playback requests; null when it does
   * not (the item's own addresses then play).
   */
  freeSources?(item: MediaItem, config: SiteConfig | null): Promise<PlaybackSource[] | null>;
  /** The sources, or null when this site config leaves the decision to the own rules (offer check, signing). */
  sources(customer: Customer, item: MediaItem, config: SiteConfig | null): Promise<PlaybackSource[] | null>;
}

export type PlaybackSource = Pick<MediaSource, 'file' | 'type' | 'drm'>;

export interface Playback {
  mediaid: string;
  sources: PlaybackSource[];
  /** Epoch seconds after which the addresses stop working. */
  expiresAt: number;
}

/** Whether the customer holds one of the item's offers (a premier item: one of its premier offers). */
export async function entitledOffer(
  deps: Pick<PlaybackDeps, 'commerce'>,
  customer: Customer,
  item: MediaItem,
): Promise<boolean> {
  const { provider } = deps.commerce;
  const products = item.productIds.filter((product) => !provider || product.provider === provider);
  const premier = products.filter((product) => product.premier);
  const offers = (premier.length > 0 ? premier : products).map((product) => product.offerId);
  return deps.commerce.hasAccess(customer, offers);
}

export async function playbackFor(
  deps: PlaybackDeps,
  customer: Customer,
  mediaid: string,
  config: SiteConfig | null = null,
): Promise<Playback> {
  deps.paid?.assertCanSign?.(config);
  const item = await deps.media.getMedia(mediaid);
  if (!item) throw mediaItemNotFound();
  const paid = isPaidItem(item);
  const expiry = () => Math.floor(deps.clock().getTime() / 1000) + Math.ceil(item.duration) + deps.urlTtlS;
  const expiresAt = expiry();
  const signed = !deps.paid
    ? null
    : paid
      ? await deps.paid.sources(customer, item, config)
      : ((await deps.paid.freeSources?.(item, config)) ?? null);
  if (signed) return { mediaid, sources: signed, expiresAt };
  if (paid && !(await entitledOffer(deps, customer, item))) {
    throw new AppError(403, 'not_entitled', 'Buy an offer of this item to watch it');
  }
  const protectedPlayback = paid
    ? await deps.protection?.sources(customer, item, { sign: deps.signSource, expiry, config })
    : null;
  if (protectedPlayback) return { mediaid, ...protectedPlayback };
  return {
    mediaid,
    sources: item.sources.map(({ file, type }) => ({
      file: paid ? deps.signSource(file, expiresAt) : file,
      type,
    })),
    expiresAt,
  };
}
