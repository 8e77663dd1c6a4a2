import { renewsItself } from '../../../domain/commerce/subscription-status';
import type { Offer } from '../../../domain/commerce/catalog';
import type { CouponAfterTrial, PricedOrder } from '../../../domain/commerce/pricing';
import type {
  BillingEntryView,
  OrderView,
  PaymentView,
  ReceiptView,
  SubscriptionView,
} from '../../../lib/api/commerce-contract';
import type { entitlements, orders, payments } from '../../db/schema';

/** The own backend's rows as the API shows them (spec 2 §3 Offer, Order, Subscription). */
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type EntitlementRow = typeof entitlements.$inferSelect;

/** What a first purchase's quote adds to its order's view (order-quote.ts). */
export interface OrderQuoteTerms {
  validUntil: Date;
  /** A subscription's next charge after this payment (the trial's end or the period's), null for a pass. */
  nextChargeAt: Date | null;
  nextChargeAmount: number | null;
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function orderView(row: OrderRow, terms?: OrderQuoteTerms): OrderView {
  const priced = row.priced as PricedOrder & { couponAfterTrial?: CouponAfterTrial };
  return {
    id: row.id,
    offerId: row.offerId,
    currency: row.currency,
    totalPrice: row.totalPrice,
    taxRate: row.taxRate,
    requiredPaymentDetails: priced.requiredPaymentDetails,
    status: row.status === 'paid' ? 'paid' : 'open',
    discount: priced.discount,
    priceBreakdown: priced.priceBreakdown,
    ...(priced.couponAfterTrial && {
      couponAfterTrial: {
        ...priced.couponAfterTrial,
        firstPaymentAt: epochSeconds(new Date(priced.couponAfterTrial.firstPaymentAt)),
      },
    }),
    ...(terms && {
      validUntil: epochSeconds(terms.validUntil),
      nextChargeAt: terms.nextChargeAt && epochSeconds(terms.nextChargeAt),
      nextChargeAmount: terms.nextChargeAmount,
    }),
  };
}

export function paymentView(row: PaymentRow): PaymentView {
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status as PaymentView['status'],
    failureKey: row.failureKey,
    amount: row.amount,
    currency: row.currency,
  };
}

export function billingEntryView(row: PaymentRow, offerId: string, offer: Offer | undefined): BillingEntryView {
  return {
    ...paymentView(row),
    offerId,
    offerTitle: offer?.title ?? offerId,
    cardLast4: row.cardLast4,
    paidAt: epochSeconds(row.createdAt),
  };
}

export function receiptView(payment: PaymentRow, order: OrderRow, offer: Offer | undefined): ReceiptView {
  const priced = order.priced as PricedOrder;
  return {
    ...billingEntryView(payment, order.offerId, offer),
    taxRate: order.taxRate,
    priceBreakdown: priced.priceBreakdown,
  };
}

/** Whether the order that paid the running period was a free trial. */
export const pricedAsTrial = (order: OrderRow | null | undefined) =>
  (order?.priced as PricedOrder | undefined)?.discount.type === 'trial';

/**
 * A subscription or pass as the payments page shows it. `inTrial`: the period running now is the free days of a
 * first subscription (its order was priced as a trial), so an active one is the spec's `active_trial`.
 */
export function subscriptionView(
  row: EntitlementRow,
  offer: Offer | undefined,
  now: Date,
  inTrial = false,
  nextPrice?: { amount: number; currency: string },
): SubscriptionView {
  const running = row.expiresAt > now;
  const stored = row.status as 'active' | 'cancelled' | 'expired';
  const status = !running ? 'expired' : stored === 'active' && inTrial ? 'active_trial' : stored;
  const renews = renewsItself(status) && offer?.type === 'svod';
  return {
    offerId: row.offerId,
    offerTitle: offer?.title ?? row.offerId,
    kind: row.kind as SubscriptionView['kind'],
    status,
    period: offer?.type === 'svod' ? offer.period : null,
    expiresAt: epochSeconds(row.expiresAt),
    // The recorded price the renewal charges (decision 4131), when the caller knows it.
    nextPaymentPrice: renews ? (nextPrice?.amount ?? offer.price) : null,
    nextPaymentCurrency: renews ? (nextPrice?.currency ?? offer.currency) : null,
    pendingSwitchId: renews ? row.pendingOfferId : null,
  };
}
