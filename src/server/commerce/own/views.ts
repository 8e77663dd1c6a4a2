import type { Offer } from '../../../domain/commerce/catalog';
import type { PricedOrder } from '../../../domain/commerce/pricing';
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

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function orderView(row: OrderRow): OrderView {
  const priced = row.priced as PricedOrder;
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

export function subscriptionView(row: EntitlementRow, offer: Offer | undefined, now: Date): SubscriptionView {
  const running = row.expiresAt > now;
  const status = running ? (row.status as SubscriptionView['status']) : 'expired';
  const renews = status === 'active' && offer?.type === 'svod';
  return {
    offerId: row.offerId,
    offerTitle: offer?.title ?? row.offerId,
    kind: row.kind as SubscriptionView['kind'],
    status,
    period: offer?.type === 'svod' ? offer.period : null,
    expiresAt: epochSeconds(row.expiresAt),
    nextPaymentPrice: renews ? offer.price : null,
    nextPaymentCurrency: renews ? offer.currency : null,
    pendingSwitchId: status === 'active' ? row.pendingOfferId : null,
  };
}
