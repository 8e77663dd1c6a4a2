import { addPeriod } from '../../../domain/commerce/access-period';
import type { Offer } from '../../../domain/commerce/catalog';
import type { CouponAfterTrial, PricedOrder } from '../../../domain/commerce/pricing';
import type { OrderQuoteEcho } from '../../../lib/api/commerce-contract';
import { AppError, fieldError } from '../../shared/app-error';
import type { OrderQuoteTerms, OrderRow } from './views';

/**
 * A first purchase's quote is its order (decision 4130): the server priced it, the checkout shows it, and paying
 * it needs the amount and currency echoed back, within QUOTE_VALID_MS of pricing and with the catalog price
 * unchanged since. Anything else is refused before the gateway is asked for money.
 */
const DAY_MS = 86_400_000;

/** How long a quote holds: time to read it and confirm, short enough that the credit it names stays right. */
export const QUOTE_VALID_MS = 10 * 60_000;

export function orderQuoteTerms(row: OrderRow, offer: Offer | undefined): OrderQuoteTerms {
  const priced = row.priced as PricedOrder & { couponAfterTrial?: CouponAfterTrial };
  const validUntil = new Date(row.createdAt.getTime() + QUOTE_VALID_MS);
  if (offer?.type !== 'svod') return { validUntil, nextChargeAt: null, nextChargeAmount: null };
  const price = priced.priceBreakdown.offerPrice;
  if (priced.discount.type === 'trial') {
    const afterTrial = priced.couponAfterTrial;
    return {
      validUntil,
      nextChargeAt: new Date(row.createdAt.getTime() + offer.freeDays * DAY_MS),
      nextChargeAmount: afterTrial ? afterTrial.firstPaymentPrice : price,
    };
  }
  return { validUntil, nextChargeAt: addPeriod(row.createdAt, offer.period), nextChargeAmount: price };
}

/** Refuses paying an order unless the request echoes its quote, still valid and still the catalog's price. */
export function checkOrderQuote(row: OrderRow, offer: Offer, echo: OrderQuoteEcho | undefined, now: Date): void {
  if (!echo) {
    const why = 'Echo the order’s amount and currency: the amount is shown before it is charged';
    throw fieldError('quote', why, 'quote_required');
  }
  if (echo.orderId !== undefined && echo.orderId !== row.id) {
    throw fieldError('quote.orderId', 'This quote is for another order', 'quote_not_found');
  }
  if (echo.currency !== row.currency) {
    throw fieldError('quote.currency', `The quote is in ${row.currency}`, 'quote_mismatch');
  }
  if (echo.amount !== row.totalPrice) {
    throw fieldError('quote.amount', `The quote is ${row.totalPrice}`, 'quote_mismatch');
  }
  if (orderQuoteTerms(row, offer).validUntil <= now) {
    throw new AppError(409, 'quote_expired', 'This price has expired: make a new order');
  }
  const priced = row.priced as PricedOrder;
  if (priced.priceBreakdown.offerPrice !== offer.price || priced.currency !== offer.currency) {
    throw new AppError(409, 'quote_changed', 'The price changed since this order: make a new order');
  }
}
