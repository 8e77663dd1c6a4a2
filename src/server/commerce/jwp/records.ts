import type { Offer } from '../../../domain/commerce/catalog';
import type { ReceiptView } from '../../../lib/api/commerce-contract';
import type { JwpClient } from '../../accounts/jwp/client';
import { AppError, fieldError } from '../../shared/app-error';
import type { CommercePort, Customer } from '../port';
import { refusal, tokenOf } from './errors';
import { billingEntryView, subscriptionView, transactionId } from './views';
import {
  defaultCardsSchema,
  paymentHistorySchema,
  subscriptionsPageSchema,
  transactionSchema,
  type AccessFee,
  type JwpSubscription,
} from './wire';

/**
 * The customer's records on InPlayer: subscriptions (cancel, `stripe:switch`), payment history and receipts, and
 * the default card.
 */
export interface RecordsDeps {
  client: JwpClient;
  clock: () => Date;
  catalogue: () => Promise<Map<string, { fee: AccessFee; offer: Offer }>>;
}

const subscriptionNotFound = (offerId: string) =>
  new AppError(404, 'subscription_not_found', `No subscription to ${offerId}`);

type Records = Pick<
  CommercePort,
  'subscriptions' | 'cancelSubscription' | 'switchSubscription' | 'billingHistory' | 'receipt' | 'paymentMethod'
>;

export function createJwpRecords({ client, clock, catalogue }: RecordsDeps): Records {
  const nowS = () => Math.floor(clock().getTime() / 1000);

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
        `S${subscription.access_fee_id}` === offerId &&
        subscription.action_type !== 'canceled' &&
        subscription.next_rebill_date > nowS(),
    );
    if (!found) throw subscriptionNotFound(offerId);
    return found;
  }

  async function viewOf(customer: Customer, offerId: string) {
    const found = (await subscriptionsOf(customer)).find(
      (subscription) => `S${subscription.access_fee_id}` === offerId,
    );
    if (!found) throw subscriptionNotFound(offerId);
    return subscriptionView(found, nowS());
  }

  async function history(customer: Customer) {
    const data = await client
      .call('GET', '/v2/accounting/payment-history', { token: tokenOf(customer) })
      .catch(refusal());
    return paymentHistorySchema.parse(data).collection ?? [];
  }

  return {
    async subscriptions(customer) {
      return (await subscriptionsOf(customer)).map((subscription) => subscriptionView(subscription, nowS()));
    },

    async cancelSubscription(customer, offerId) {
      const subscription = await running(customer, offerId);
      if (!subscription.unsubscribe_url) throw new AppError(409, 'unsubscribe_url_missing', 'Missing unsubscribe url');
      // Only the address's path is used: the call goes to the InPlayer host this adapter talks to, never elsewhere.
      const url = new URL(subscription.unsubscribe_url, 'https://inplayer.invalid');
      await client.call('GET', url.pathname, { token: tokenOf(customer) }).catch(refusal());
      return viewOf(customer, offerId);
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
