import type { AccessModel } from './access-model';
import type { MediaItem } from './media';

/**
 * Who may play a media item (spec 1 §6, spec 3 §4 "Entitlement"). Pure: the viewer's state comes in as
 * arguments. An item is entitled when the access rules grant it ("pre-entitled") or when one of its offers
 * grants access to this viewer (`offerGranted`, from the payment platform once it exists).
 */

/** The access fields of an item; serialisable, so islands get them as props. */
export interface ItemAccess {
  free: boolean;
  requiresSubscription: boolean;
  isHub: boolean;
  /** Offer ids from `productIds`. */
  offers: string[];
  /** One of the offers is a premier (pay-per-view, `!`) offer. */
  premier: boolean;
}

export function itemAccess(
  item: Pick<MediaItem, 'free' | 'requiresSubscription' | 'contentType' | 'productIds'>,
): ItemAccess {
  return {
    free: item.free,
    requiresSubscription: item.requiresSubscription,
    isHub: item.contentType === 'hub',
    offers: item.productIds.map((product) => product.offerId),
    premier: item.productIds.some((product) => product.premier),
  };
}

/** Free for everyone: no subscription required, flagged free, or a hub (spec 1 §6). */
export function isFreeItem(access: ItemAccess): boolean {
  return !access.requiresSubscription || access.free || access.isHub;
}

export interface ViewerAccess {
  accessModel: AccessModel;
  signedIn: boolean;
  /** The viewer holds an active subscription (never, until payments exist). */
  hasSubscription: boolean;
}

/**
 * The access rules alone, without asking the payment platform:
 * - a free item is open to everyone;
 * - AVOD opens items that carry no offers;
 * - AUTHVOD opens items without offers to signed-in viewers;
 * - SVOD opens items to subscribers, except premier (pay-per-view) ones.
 */
export function isPreEntitled(access: ItemAccess, viewer: ViewerAccess): boolean {
  if (isFreeItem(access)) return true;
  const hasOffers = access.offers.length > 0;
  switch (viewer.accessModel) {
    case 'AVOD':
      return !hasOffers;
    case 'AUTHVOD':
      return viewer.signedIn && !hasOffers;
    case 'SVOD':
      return viewer.hasSubscription && !access.premier;
  }
}

/** Entitled by the access rules, or by an offer the payment platform says this viewer has (signed in only). */
export function isEntitled(access: ItemAccess, viewer: ViewerAccess, offerGranted = false): boolean {
  return isPreEntitled(access, viewer) || (viewer.signedIn && offerGranted);
}

/**
 * A paid item: not free and sold through offers. Its sources are withheld from the public page and handed out
 * by the server's playback check to entitled viewers only (signed, short-lived addresses).
 */
export function isPaidItem(
  item: Pick<MediaItem, 'free' | 'requiresSubscription' | 'contentType' | 'productIds'>,
): boolean {
  const access = itemAccess(item);
  return !isFreeItem(access) && access.offers.length > 0;
}
