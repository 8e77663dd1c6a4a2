import type { Offer } from '../../domain/commerce/catalog';
import type { OfferView } from '../../lib/api/commerce-contract';

/** A catalogue offer as the API shows it (spec 2 §3 Offer): the own backend's and JWP's offers are both `Offer`s. */
export function offerView(offer: Offer): OfferView {
  return {
    offerId: offer.offerId,
    offerTitle: offer.title,
    type: offer.type,
    period: offer.type === 'svod' ? offer.period : null,
    freeDays: offer.type === 'svod' ? offer.freeDays : 0,
    accessDays: offer.type === 'tvod' ? offer.accessDays : null,
    customerPriceInclTax: offer.price,
    customerCurrency: offer.currency,
    taxRate: offer.taxRate,
  };
}
