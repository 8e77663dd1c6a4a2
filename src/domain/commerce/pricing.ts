import type { Coupon, Offer } from './catalog';

/**
 * An order's price, computed on the server only (spec 1 §3 Order, priceBreakdown). Prices include tax; the tax in
 * them is `total × rate / (1 + rate)`, rounded to the cent. A subscription's free days make the first payment 0
 * for a customer who never had it (the card is still asked for: `requiredPaymentDetails`); a coupon lowers the
 * first payment. A renewal is priced without either.
 */
export interface PriceBreakdown {
  offerPrice: number;
  discountAmount: number;
  discountedPrice: number;
  paymentMethodFee: number;
  taxValue: number;
}

/**
 * A coupon on a subscription's free trial: the trial costs nothing already, so the coupon lowers the first payment
 * after it (issue 41, decision 4105), and the checkout says so with the date.
 */
export interface CouponAfterTrial {
  code: string;
  percentOff: number | null;
  discountAmount: number;
  /** The first payment: the plan's price less the coupon. */
  firstPaymentPrice: number;
  /** ISO date-time the trial ends and that payment is taken, counted from when the order is priced. */
  firstPaymentAt: string;
}

export interface PricedOrder {
  offerId: string;
  currency: string;
  totalPrice: number;
  taxRate: number;
  requiredPaymentDetails: boolean;
  discount: { applied: boolean; type: 'coupon' | 'trial' | null; periods: number };
  priceBreakdown: PriceBreakdown;
}

export type CouponProblem = 'coupon_not_valid' | 'coupon_not_valid_for_offer';

/** Why a coupon cannot be used on this offer now, or null when it can. */
export function couponProblem(
  coupon: Coupon | undefined,
  offer: Offer,
  now: Date,
  redemptions: number,
): CouponProblem | null {
  if (!coupon) return 'coupon_not_valid';
  if (coupon.expiresAt && new Date(coupon.expiresAt) <= now) return 'coupon_not_valid';
  if (coupon.maxRedemptions !== undefined && redemptions >= coupon.maxRedemptions) return 'coupon_not_valid';
  if (coupon.offerIds && !coupon.offerIds.includes(offer.offerId)) return 'coupon_not_valid_for_offer';
  return null;
}

export function taxIncluded(total: number, rate: number): number {
  return Math.round((total * rate) / (1 + rate));
}

const DAY_MS = 86_400_000;

export function priceOrder(
  offer: Offer,
  coupon?: Coupon,
  { trialEligible = true, now }: { trialEligible?: boolean; now?: Date } = {},
): PricedOrder & { couponAfterTrial?: CouponAfterTrial } {
  const trial = trialEligible && offer.type === 'svod' && offer.freeDays > 0;
  const couponOff = !coupon
    ? 0
    : coupon.percentOff !== undefined
      ? Math.round((offer.price * coupon.percentOff) / 100)
      : Math.min(coupon.amountOff ?? 0, offer.price);
  const priced = discountedOrder(offer, trial ? offer.price : couponOff, trial ? 'trial' : couponOff > 0 ? 'coupon' : null);
  if (!trial || !coupon || couponOff === 0 || offer.type !== 'svod' || !now) return priced;
  const couponAfterTrial: CouponAfterTrial = {
    code: coupon.code,
    percentOff: coupon.percentOff ?? null,
    discountAmount: couponOff,
    firstPaymentPrice: offer.price - couponOff,
    firstPaymentAt: new Date(now.getTime() + offer.freeDays * DAY_MS).toISOString(),
  };
  return { ...priced, couponAfterTrial };
}

/** An order for `offer` with `discountAmount` off its price (never below zero), tax on what is paid. */
export function discountedOrder(
  offer: Offer,
  discountAmount: number,
  type: PricedOrder['discount']['type'],
): PricedOrder {
  const totalPrice = Math.max(0, offer.price - discountAmount);
  const discount = offer.price - totalPrice;
  return {
    offerId: offer.offerId,
    currency: offer.currency,
    totalPrice,
    taxRate: offer.taxRate,
    requiredPaymentDetails: offer.price > 0,
    discount: { applied: discount > 0, type: discount > 0 ? type : null, periods: discount > 0 ? 1 : 0 },
    priceBreakdown: {
      offerPrice: offer.price,
      discountAmount: discount,
      discountedPrice: totalPrice,
      paymentMethodFee: 0,
      taxValue: taxIncluded(totalPrice, offer.taxRate),
    },
  };
}

/** The tax rate as the checkout shows it: a rounded percent (spec 2 §9). */
export function taxPercent(rate: number): number {
  return Math.round(rate * 100);
}
