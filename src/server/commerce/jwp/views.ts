import { createHash } from 'node:crypto';
import type { Offer } from '../../../domain/commerce/catalog';
import type { BillingEntryView, SubscriptionView } from '../../../lib/api/commerce-contract';
import { jwpSubscriptionStatus, renewsItself } from '../../../domain/commerce/subscription-status';
import type { AccessFee, ItemAccess, JwpSubscription, JwpTransaction } from './wire';

/** InPlayer's access fees and records as the API shows them; amounts become minor units. */
export const minor = (amount: number) => Math.round(amount * 100);

const PERIOD_DAYS: Record<string, number> = { hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 };
const days = (quantity: number, period: string) => Math.max(1, Math.ceil(quantity * (PERIOD_DAYS[period] ?? 1)));

/** Pay-per-view fees are `C` offers, the others (subscriptions) `S`, as JW's own web app names them. */
export const isPayPerView = (fee: AccessFee) => fee.access_type.name === 'ppv' || fee.access_type.name === 'ppv_custom';
export const offerIdOf = (fee: AccessFee) => `${isPayPerView(fee) ? 'C' : 'S'}${fee.id}`;

export function offerOf(fee: AccessFee): Offer {
  const common = {
    title: fee.description || fee.item.title || `Offer ${fee.id}`,
    price: minor(fee.amount),
    currency: fee.currency,
    // InPlayer's prices include any tax: the adapter shows no separate rate.
    taxRate: 0,
  };
  if (isPayPerView(fee)) {
    return {
      ...common,
      type: 'tvod',
      offerId: offerIdOf(fee),
      accessDays: days(fee.access_type.quantity, fee.access_type.period),
    };
  }
  const { quantity, period } = fee.access_type;
  const trial = fee.trial_period;
  return {
    ...common,
    type: 'svod',
    offerId: offerIdOf(fee),
    period: period === 'year' || (period === 'month' && quantity === 12) ? 'year' : 'month',
    freeDays: trial ? days(trial.quantity, trial.period) : 0,
  };
}

export function subscriptionView(subscription: JwpSubscription): SubscriptionView {
  const status = jwpSubscriptionStatus(subscription.action_type);
  const period = subscription.access_type?.period;
  const renews = renewsItself(status);
  return {
    offerId: `S${subscription.access_fee_id}`,
    offerTitle: subscription.title ?? '',
    kind: 'svod',
    status,
    period: period === 'year' ? 'year' : period === 'month' ? 'month' : null,
    expiresAt: subscription.next_rebill_date,
    nextPaymentPrice: renews && subscription.charged_amount != null ? minor(subscription.charged_amount) : null,
    nextPaymentCurrency: renews ? (subscription.currency ?? null) : null,
    pendingSwitchId: null,
  };
}

/**
 * Access to the site's asset that InPlayer granted without a subscription (spec 1 §4 "A granted access gives
 * active with period granted"): shown as a subscription that neither renews nor can be cancelled.
 */
export function grantedView(assetId: number, access: ItemAccess): SubscriptionView {
  return {
    offerId: `granted-${access.item?.id ?? assetId}`,
    offerTitle: access.item?.title ?? '',
    kind: 'svod',
    status: 'active',
    period: 'granted',
    expiresAt: access.expires_at ?? 0,
    nextPaymentPrice: null,
    nextPaymentCurrency: null,
    pendingSwitchId: null,
  };
}

/**
 * The API names payments by UUID; InPlayer's transaction tokens are not, so each gets a stable UUID-shaped digest
 * of its token (the receipt finds the transaction again by it).
 */
export function transactionId(token: string): string {
  const hex = createHash('sha256').update(`inplayer-transaction:${token}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function billingEntryView(transaction: JwpTransaction, offers: Map<string, Offer>): BillingEntryView {
  const offer = [...offers.values()].find(
    (candidate) => candidate.offerId.slice(1) === String(transaction.access_fee_id),
  );
  return {
    id: transactionId(transaction.transaction_token),
    orderId: transaction.transaction_token,
    status: 'succeeded',
    failureKey: null,
    amount: minor(transaction.charged_amount ?? 0),
    currency: transaction.currency_iso ?? offer?.currency ?? 'EUR',
    offerId: offer?.offerId ?? String(transaction.item_id ?? ''),
    offerTitle: transaction.item_title ?? offer?.title ?? '',
    cardLast4: transaction.card_last4 ?? null,
    paidAt: transaction.created_at,
  };
}
