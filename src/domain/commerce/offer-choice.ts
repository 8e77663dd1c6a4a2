/**
 * Which offers the choose-offer step shows (spec 2 §4 "Offer selection"): the site's subscriptions and the
 * media item's own offers. A premier (pay-per-view) item shows only its passes; otherwise the svod/tvod switch
 * appears when both kinds exist. Pure, for the step and its tests.
 */
export type OfferType = 'svod' | 'tvod';

export interface ChoosableOffer {
  offerId: string;
  type: OfferType;
}

export interface RequestedOffers {
  /** The media item's offer ids (empty when no item asked, e.g. from the payments page). */
  offerIds: readonly string[];
  /** One of them is a premier offer (spec 1 §3 `!`). */
  premier: boolean;
}

export interface OfferChoice<T extends ChoosableOffer> {
  byType: Record<OfferType, T[]>;
  /** The type shown first. */
  defaultType: OfferType;
  /** Whether the viewer may switch between subscriptions and passes. */
  showSwitch: boolean;
}

export function offerChoice<T extends ChoosableOffer>(
  catalog: readonly T[],
  requested: RequestedOffers,
): OfferChoice<T> {
  const asked = new Set(requested.offerIds);
  const passes = catalog.filter((offer) => offer.type === 'tvod' && asked.has(offer.offerId));
  const subscriptions = requested.premier ? [] : catalog.filter((offer) => offer.type === 'svod');
  const defaultType: OfferType = requested.premier || subscriptions.length === 0 ? 'tvod' : 'svod';
  return {
    byType: { svod: subscriptions, tvod: passes },
    defaultType,
    showSwitch: !requested.premier && subscriptions.length > 0 && passes.length > 0,
  };
}

/** The offer selected when a list appears: the last one (spec 2 §4). */
export function preselectedOffer<T extends ChoosableOffer>(offers: readonly T[]): T | undefined {
  return offers.at(-1);
}

/** After a successful payment: a subscription waits for access, then welcomes; a pass returns to the page. */
export function afterPayment(offerId: string): 'waiting-for-payment' | 'base-page' {
  return /^[CP]/.test(offerId) ? 'base-page' : 'waiting-for-payment';
}
