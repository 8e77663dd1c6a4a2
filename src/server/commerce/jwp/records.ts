import type { Offer } from '../../../domain/commerce/catalog';
import type { ReceiptView } from '../../../lib/api/commerce-contract';
import type { JwpClient } from '../../accounts/jwp/client';
import { AppError, fieldError } from '../../shared/app-error';
import type { CommercePort, Customer } from '../port';
import { refusal, tokenOf } from './errors';
import { billingEntryView, grantedView, subscriptionView, transactionId } from './views';
import { jwpSubscriptionStatus, reloadUntil, renewsItself } from '../../../domain/commerce/subscription-status';
import {
  defaultCardsSchema,
  paymentHistorySchema,
  subscriptionsPageSchema,
  transactionSchema,
  type AccessFee,
  type ItemAccess,
  type JwpSubscription,
} from './wire';
import { noActiveSubscription } from '../spec-errors';

/**
 * The customer's records on InPlayer: subscriptions (cancel, `stripe:switch`), payment history and receipts, and
 * the default card.
 */
export interface RecordsDeps {
  client: JwpClient;
  catalogue: () => Promise<Map<string, { fee: AccessFee; offer: Offer }>>;
  /** The site's asset, and the customer's access to it now (null: none). */
  assetId: number;
  assetAccess: (customer: Customer) => Promise<ItemAccess | null>;
  /** Waits between reads after a cancel (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
}


type Records = Pick<
  CommercePort,
  'subscriptions' | 'cancelSubscription' | 'switchSubscription' | 'billingHistory' | 'receipt' | 'paymentMethod'
>;

export function createJwpRecords(deps: RecordsDeps): Records {
  const { client, catalogue, assetId } = deps;

  /** GET /subscriptions, the first page of 15 as JW's web app asks, newest first. */
  async function subscriptionsOf(customer: Customer): Promise<JwpSubscription[]> {
    const data = await client
      .call('GET', '/subscriptions', { token: tokenOf(customer), query: { limit: '15', page: '0' } })
      .catch(refusal());
    return subscriptionsPageSchema.parse(data).collection ?? [];
  }

  async function running(customer: Customer, offerId: string): Promise<JwpSubscription> {
    const found = (await subscriptionsOf(customer)).find(
      (subscription) =>
        `S${subscription.access_fee_id}` === offerId && renewsItself(jwpSubscriptionStatus(subscription.action_type)),
    );
    if (!found) throw noActiveSubscription();
    return found;
  }

  async function viewOf(customer: Customer, offerId: string) {
    const found = (await subscriptionsOf(customer)).find(
      (subscription) => `S${subscription.access_fee_id}` === offerId,
    );
    if (!found) throw noActiveSubscription();
    return subscriptionView(found);
  }

  async function history(customer: Customer) {
    const data = await client
      .call('GET', '/v2/accounting/payment-history', { token: tokenOf(customer) })
      .catch(refusal());
    return paymentHistorySchema.parse(data).collection ?? [];
  }

  return {
    async subscriptions(customer) {
      const [listed, access] = await Promise.all([subscriptionsOf(customer), deps.assetAccess(customer)]);
      const views = listed.map(subscriptionView);
      if (!access || listed.some((subscription) => subscription.item_id === assetId)) return views;
      // Access to the asset that no subscription and no purchase explain was granted (spec 1 §4), not bought.
      const purchased = (await history(customer)).some((transaction) => transaction.item_id === assetId);
      return purchased ? views : [grantedView(assetId, access), ...views];
    },

    async cancelSubscription(customer, offerId) {
      const subscription = await running(customer, offerId);
      if (!subscription.unsubscribe_url) throw new AppError(409, 'unsubscribe_url_missing', 'Missing unsubscribe url');
      // Only the address's path is used: the call goes to the InPlayer host this adapter talks to, never elsewhere.
      const url = new URL(subscription.unsubscribe_url, 'https://inplayer.invalid');
      await client.call('GET', url.pathname, { token: tokenOf(customer) }).catch(refusal());
      // InPlayer may show the cancel a moment later: read again until it does (spec 1 §4 "Cancelling").
      return reloadUntil(
        () => viewOf(customer, offerId),
        (view) => view.status === 'cancelled',
        deps.sleep ? { sleep: deps.sleep } : {},
      );
    },

    async switchSubscription(customer, fromOfferId, toOfferId) {
      const subscription = await running(customer, fromOfferId);
      const target = (await catalogue()).get(toOfferId);
      if (!target || target.offer.type !== 'svod') {
        throw fieldError('toOfferId', 'This is not a subscription on sale', 'offer_not_found');
      }
      const form = { access_fee_id: target.fee.id, inplayer_token: subscription.subscription_id };
      await client.call('POST', '/v2/subscriptions/stripe:switch', { token: tokenOf(customer), form }).catch(refusal());
      return { result: 'switched', subscription: await viewOf(customer, toOfferId) };
    },

    async billingHistory(customer) {
      const offers = new Map([...(await catalogue())].map(([id, { offer }]) => [id, offer]));
      return (await history(customer)).map((transaction) => billingEntryView(transaction, offers));
    },

    async receipt(customer, paymentId): Promise<ReceiptView> {
      const listed = (await history(customer)).find((entry) => transactionId(entry.transaction_token) === paymentId);
      if (!listed) throw new AppError(404, 'payment_not_found', `Payment with id ${paymentId} not found`);
      const path = `/v2/accounting/transactions/${encodeURIComponent(listed.transaction_token)}/receipt`;
      const transaction = transactionSchema.parse(
        await client.call('GET', path, { token: tokenOf(customer) }).catch(refusal()),
      );
      const offers = new Map([...(await catalogue())].map(([id, { offer }]) => [id, offer]));
      const entry = billingEntryView(transaction, offers);
      const offerPrice = Math.max(offers.get(entry.offerId)?.price ?? entry.amount, entry.amount);
      return {
        ...entry,
        taxRate: 0,
        priceBreakdown: {
          offerPrice,
          discountAmount: offerPrice - entry.amount,
          discountedPrice: entry.amount,
          paymentMethodFee: 0,
          taxValue: 0,
        },
      };
    },

    async paymentMethod(customer) {
      const data = await client
        .call('GET', '/v2/payments/cards/default', { token: tokenOf(customer) })
        .catch(refusal());
      const card = defaultCardsSchema.parse(data).cards?.[0];
      if (!card) return null;
      return {
        methodName: 'card',
        paymentGateway: 'stripe',
        last4: card.number.slice(-4),
        expMonth: card.exp_month,
        expYear: card.exp_year,
      };
    },
  };
}
