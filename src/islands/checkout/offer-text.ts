import type { TFunction } from 'i18next';
import type { OfferView } from '../../lib/api/commerce-contract';
import { formatPrice } from '../../lib/format';
import type { Language } from '../../lib/i18n';

/** An offer's price as the steps say it: "€7.99 / month" for a subscription, "€4.99" for a pass. */
export function offerPrice(t: TFunction, offer: OfferView, language: Language): string {
  const price = formatPrice(offer.customerPriceInclTax, offer.customerCurrency, language);
  if (offer.period === 'month') return t('choose_offer.per_month', { price });
  if (offer.period === 'year') return t('choose_offer.per_year', { price });
  return price;
}

/** The line under an offer: its free days, or how long a pass lasts. */
export function offerTerms(t: TFunction, offer: OfferView): string | null {
  if (offer.freeDays > 0) return t('choose_offer.free_days', { count: offer.freeDays });
  if (offer.accessDays) return t('choose_offer.access_days', { count: offer.accessDays });
  return null;
}
