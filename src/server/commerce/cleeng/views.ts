import type {
  BillingEntryView,
  OfferView,
  OrderView,
  PaymentMethodView,
  PaymentView,
  SubscriptionView,
} from '../../../lib/api/commerce-contract';
import type { z } from 'zod';
import type {
  CleengOffer,
  CleengOrder,
  CleengSubscription,
  paymentDetailsSchema,
  paymentSchema,
  transactionsSchema,
} from './wire';

/** Cleeng's decimal prices as the views' minor units. */
export const cents = (amount: number | null | undefined) => Math.round((amount ?? 0) * 100);

const kindOf = (offerId: string) => (offerId.startsWith('S') ? 'svod' : 'tvod');
const periodOf = (period: string | null | undefined) => (period === 'month' || period === 'year' ? period : null);
const DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

export function offerView(offer: CleengOffer): OfferView {
  const type = kindOf(offer.offerId);
  const unit = DAYS[offer.durationPeriod ?? ''];
  return {
    offerId: offer.offerId,
    offerTitle: offer.offerTitle,
    type,
    period: type === 'svod' ? periodOf(offer.period) : null,
    freeDays: offer.freeDays ?? 0,
    accessDays: type === 'tvod' && unit ? unit * (offer.durationAmount ?? 1) : null,
    customerPriceInclTax: cents(offer.customerPriceInclTax),
    customerCurrency: offer.customerCurrency,
    taxRate: offer.applicableTaxRate ?? 0,
  };
}

export function orderView(order: CleengOrder, paid = false): OrderView {
  const { discount, priceBreakdown: p } = order;
  const type = discount?.type === 'coupon' || discount?.type === 'trial' ? discount.type : null;
  return {
    id: order.id,
    offerId: order.offerId,
    currency: order.currency,
    totalPrice: cents(order.totalPrice),
    taxRate: order.taxRate ?? 0,
    requiredPaymentDetails: order.requiredPaymentDetails ?? true,
    status: paid ? 'paid' : 'open',
    discount: { applied: discount?.applied ?? false, type, periods: discount?.periods ?? 0 },
    priceBreakdown: {
      offerPrice: cents(p.offerPrice),
      discountAmount: cents(p.discountAmount),
      discountedPrice: cents(p.discountedPrice),
      paymentMethodFee: cents(p.paymentMethodFee),
      taxValue: cents(p.taxValue),
    },
  };
}

const SUCCEEDED = new Set(['succeeded', 'captured', 'authorised', 'authorized', 'paid']);
const FAILED = new Set(['failed', 'refused', 'rejected', 'error', 'cancelled']);

/** The site's payment id for a Cleeng checkout is the order id: Cleeng's payment exists only once Adyen answers. */
export function paymentView(payment: z.infer<typeof paymentSchema>): PaymentView {
  const status = SUCCEEDED.has(payment.status) ? 'succeeded' : FAILED.has(payment.status) ? 'failed' : 'processing';
  return {
    id: payment.orderId,
    orderId: payment.orderId,
    status,
    failureKey: status === 'failed' ? 'card_declined' : null,
    amount: cents(payment.totalAmount),
    currency: payment.currency,
  };
}

export function subscriptionView(sub: CleengSubscription): SubscriptionView {
  return {
    offerId: sub.offerId,
    offerTitle: sub.offerTitle ?? sub.offerId,
    kind: kindOf(sub.offerId),
    status: sub.status,
    period: periodOf(sub.period),
    expiresAt: sub.expiresAt,
    nextPaymentPrice: sub.status === 'active' && sub.nextPaymentPrice != null ? cents(sub.nextPaymentPrice) : null,
    nextPaymentCurrency: sub.status === 'active' ? (sub.nextPaymentCurrency ?? null) : null,
    pendingSwitchId: sub.pendingSwitchId ?? null,
  };
}

/** A pass the customer can watch until `expiresAt` (Cleeng's entitlement), as the subscriptions list shows it. */
export function passView(offerId: string, offerTitle: string, expiresAt: number): SubscriptionView {
  return {
    offerId,
    offerTitle,
    kind: 'tvod',
    status: 'active',
    period: null,
    expiresAt,
    nextPaymentPrice: null,
    nextPaymentCurrency: null,
    pendingSwitchId: null,
  };
}

type PaymentDetail = z.infer<typeof paymentDetailsSchema>['paymentDetails'][number];

/** A card detail (`cardExpirationDate` is MM/YYYY), or null when Cleeng left out what the view needs. */
function cardView(card: PaymentDetail): PaymentMethodView | null {
  const params = card.paymentMethodSpecificParams;
  const expiry = /^(\d{1,2})\/(\d{4})$/.exec(params?.cardExpirationDate ?? '');
  if (!params?.lastCardFourDigits || !expiry) return null;
  return {
    methodName: 'card',
    paymentGateway: card.paymentGateway,
    last4: params.lastCardFourDigits,
    expMonth: Number(expiry[1]),
    expYear: Number(expiry[2]),
  };
}

/**
 * The detail renewals use: the active card or PayPal account (the last listed when more than one is active: Cleeng
 * adds new details after the old ones). Other methods (Apple, Roku, …) are bound to their stores and not shown.
 */
export function currentDetail(details: PaymentDetail[]): PaymentDetail | undefined {
  return details
    .filter((detail) => detail.active && (detail.paymentMethod === 'card' || detail.paymentMethod === 'paypal'))
    .at(-1);
}

/** The method of GET /customers/{id}/payment_details as the site shows it (null: none, or one it cannot show). */
export function paymentMethodView(details: z.infer<typeof paymentDetailsSchema>): PaymentMethodView | null {
  const current = currentDetail(details.paymentDetails);
  if (!current) return null;
  if (current.paymentMethod === 'card') return cardView(current);
  return {
    methodName: 'paypal',
    paymentGateway: current.paymentGateway,
    payer: current.paymentMethodSpecificParams?.holderName?.trim() || null,
  };
}

export function billingEntryViews(transactions: z.infer<typeof transactionsSchema>): BillingEntryView[] {
  return transactions.items
    .map((item) => ({
      id: item.transactionId,
      orderId: String(item.transactionExternalData?.orderId ?? item.transactionId),
      status: 'succeeded' as const,
      failureKey: null,
      amount: cents(item.transactionPriceInclTax ?? item.customerPriceInclTax),
      currency: item.customerCurrency,
      offerId: item.offerId,
      offerTitle: item.offerTitle ?? item.offerId,
      cardLast4: null,
      paidAt: item.transactionDate,
    }))
    .sort((a, b) => b.paidAt - a.paidAt);
}
