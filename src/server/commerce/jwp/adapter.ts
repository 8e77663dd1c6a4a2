import { randomUUID } from 'node:crypto';
import type { Offer } from '../../../domain/commerce/catalog';
import type { PaymentView } from '../../../lib/api/commerce-contract';
import { JwpError, type JwpClient } from '../../accounts/jwp/client';
import { featureNotEnabled } from '../../accounts/errors';
import { AppError, fieldError, featureOff } from '../../shared/app-error';
import type { CommercePort, Customer } from '../port';
import { alreadyHasAccess } from '../already-has-access';
import { refusal, tokenOf } from './errors';
import { createMemo, failureKeyOf, priceOrder, type OrderRecord, type PaymentRecord } from './checkout';
import { createJwpRecords } from './records';
import { createJwpPaypal } from './paypal';
import { offerView } from '../offer-view';
import { offerOf, minor } from './views';
import {
  accessFeesSchema,
  discountSchema,
  itemAccessSchema,
  type ItemAccess,
  paymentMethodsSchema,
  paymentReplySchema,
  type AccessFee,
  type PaymentMethod,
} from './wire';

/**
 * Commerce on JWP / InPlayer (spec 1 §7 "Second platform"): the config's asset's access fees are the offers,
 * vouchers discount them, cards are posted to InPlayer (which charges them through its Stripe account, 3-D Secure
 * confirmed with the intent id) or paid with PayPal through InPlayer's external payments (./paypal.ts), and access
 * is InPlayer's per item. Every call carries the customer's InPlayer
 * token. Renewing a cancelled subscription and replacing the card are off on this platform (spec 1 §6).
 */
export interface JwpCommerceDeps {
  client: JwpClient;
  /** The InPlayer asset whose access fees are on sale (the config's `integrations.jwp.assetId`). */
  assetId: number;
  /** The site's address: InPlayer's `referrer` and `return_url` of a card payment. */
  siteUrl: string;
  clock: () => Date;
  /** Waits between reads after a cancel (tests pass one that does not wait). */
  reloadSleep?: (ms: number) => Promise<void>;
}

const OFFERS_TTL_MS = 60_000;

const orderNotFound = (orderId: string) => new AppError(404, 'order_not_found', `Order with id ${orderId} not found`);
const paymentNotFound = (paymentId: string) =>
  new AppError(404, 'payment_not_found', `Payment with id ${paymentId} not found`);
const offerNotFound = (offerId: string) =>
  fieldError('offerId', `Offer with id ${offerId} not found`, 'offer_not_found');
const cardOnly = () =>
  new AppError(409, 'card_checkout', 'This site takes cards in its own form: pay the order with card details');
const couponNotValid = () => fieldError('couponCode', 'coupon_not_valid', 'coupon_not_valid');

export function createJwpCommerce(deps: JwpCommerceDeps): CommercePort {
  const { client } = deps;
  const nowMs = () => deps.clock().getTime();
  const nowS = () => Math.floor(nowMs() / 1000);
  const orders = createMemo<OrderRecord>();
  const payments = createMemo<PaymentRecord>();
  const repeats = createMemo<{ paymentId: string; createdAt: number }>();
  let catalog: { at: number; offers: Promise<Map<string, { fee: AccessFee; offer: Offer }>> } | undefined;

  /** The asset's access fees by offer id, asked again after a minute (a failed answer is not kept). */
  function catalogue() {
    if (!catalog || nowMs() - catalog.at > OFFERS_TTL_MS) {
      const offers = client
        .call('GET', `/v2/items/${deps.assetId}/access-fees`)
        .then(
          (data) =>
            new Map(accessFeesSchema.parse(data).map((fee) => [offerOf(fee).offerId, { fee, offer: offerOf(fee) }])),
        );
      offers.catch(() => (catalog = undefined));
      catalog = { at: nowMs(), offers };
    }
    return catalog.offers.catch(refusal());
  }
  async function find(offerId: string) {
    const found = (await catalogue()).get(offerId);
    if (!found) throw offerNotFound(offerId);
    return found;
  }

  /** InPlayer's access to an item now: 402 (no purchase) and 404 are "no access" (spec 1 §8). */
  async function itemAccess(
    customer: Customer,
    itemId: number,
  ): Promise<{ expiresAt: number | null; access: ItemAccess } | null> {
    try {
      const data = itemAccessSchema.parse(
        await client.call('GET', `/items/${itemId}/access`, { token: tokenOf(customer) }),
      );
      const expiresAt = data.expires_at ?? null;
      return expiresAt === null || expiresAt > nowS() ? { expiresAt, access: data } : null;
    } catch (error) {
      if (error instanceof JwpError && [402, 403, 404].includes(error.status)) return null;
      return refusal()(error);
    }
  }

  function ownPayment(customer: Customer, paymentId: string) {
    const payment = payments.get(paymentId, nowMs());
    if (!payment || payment.userId !== customer.userId) throw paymentNotFound(paymentId);
    return payment;
  }

  /** After InPlayer took the payment: paid once it grants access (it may answer later: `processing`). */
  async function settle(customer: Customer, payment: PaymentRecord): Promise<PaymentView> {
    const access = await itemAccess(customer, payment.order.fee.item.id);
    payment.view = { ...payment.view, status: access ? 'succeeded' : 'processing', failureKey: null };
    if (access) payment.order.view = { ...payment.order.view, status: 'paid' };
    return payment.view;
  }

  const fail = (payment: PaymentRecord, failureKey: PaymentView['failureKey']) => {
    payment.view = { ...payment.view, status: 'failed', failureKey };
    return payment.view;
  };

  /** POST /payments (pay-per-view) or /subscriptions: the card, or the confirmation of a 3-D Secure intent. */
  async function submit(customer: Customer, payment: PaymentRecord, form: Record<string, string | number | undefined>) {
    const path = payment.order.offer.type === 'svod' ? '/subscriptions' : '/payments';
    try {
      const reply = paymentReplySchema.parse(await client.call('POST', path, { token: tokenOf(customer), form }));
      if (reply.pi_id) {
        payment.intentId = reply.pi_id;
        payment.view = { ...payment.view, status: 'requires_action' };
        return payment.view;
      }
      return await settle(customer, payment);
    } catch (error) {
      if (!(error instanceof JwpError) || error.status === 401) return refusal()(error);
      const failureKey = failureKeyOf(error.message) ?? (error.status === 402 ? 'card_declined' : null);
      if (failureKey && error.status !== 409) return fail(payment, failureKey);
      return refusal([
        [/voucher not found/i, couponNotValid],
        [/already have an active access/i, alreadyHasAccess],
      ])(error);
    }
  }

  function ownOrder(customer: Customer, orderId: string) {
    const order = orders.get(orderId, nowMs());
    if (!order || order.userId !== customer.userId) throw orderNotFound(orderId);
    return order;
  }

  async function paymentMethods(customer: Customer): Promise<PaymentMethod[]> {
    return paymentMethodsSchema.parse(
      await client.call('GET', '/payments/methods', { token: tokenOf(customer) }).catch(refusal()),
    );
  }

  async function cardMethodId(customer: Customer): Promise<number> {
    const card = (await paymentMethods(customer)).find((method) => /card/i.test(method.method_name));
    if (!card) throw featureOff('Card payments');
    return card.id;
  }

  return {
    provider: 'jwp',
    capabilities: { coupons: true, freeTrials: true, payPerView: true },
    paypal: createJwpPaypal({ client, order: ownOrder, paymentMethods }),

    async offers(offerIds) {
      const all = await catalogue();
      if (!offerIds) return [...all.values()].map(({ offer }) => offerView(offer));
      return offerIds.flatMap((id) => {
        const found = all.get(id);
        return found ? [offerView(found.offer)] : [];
      });
    },

    async createOrder(customer, input) {
      const { fee, offer } = await find(input.offerId);
      let discounted: number | null = null;
      if (input.couponCode) {
        const form = { access_fee_id: fee.id, voucher_code: input.couponCode };
        const reply = await client
          .call('POST', '/vouchers/discount', { token: tokenOf(customer), form })
          .catch(refusal([[/voucher not found/i, couponNotValid]]));
        discounted = minor(discountSchema.parse(reply).amount);
      }
      const id = randomUUID();
      const view = priceOrder(id, offer, discounted);
      orders.set(id, { userId: customer.userId, fee, offer, couponCode: input.couponCode, view, createdAt: nowMs() });
      return view;
    },

    async getOrder(customer, orderId) {
      return ownOrder(customer, orderId).view;
    },

    async payOrder(customer, orderId, card, idempotencyKey) {
      const repeatKey = idempotencyKey ? `${customer.userId}:${idempotencyKey}` : null;
      const repeated = repeatKey ? repeats.get(repeatKey, nowMs()) : undefined;
      if (repeated) return ownPayment(customer, repeated.paymentId).view;
      const order = ownOrder(customer, orderId);
      if (order.view.status === 'paid') throw new AppError(409, 'order_already_paid', 'This order is already paid');
      const paymentMethod = await cardMethodId(customer);
      const id = randomUUID();
      const payment: PaymentRecord = {
        userId: customer.userId,
        order,
        createdAt: nowMs(),
        view: {
          id,
          orderId,
          status: 'processing',
          failureKey: null,
          amount: order.view.totalPrice,
          currency: order.view.currency,
        },
      };
      payments.set(id, payment);
      if (repeatKey) repeats.set(repeatKey, { paymentId: id, createdAt: nowMs() });
      return submit(customer, payment, {
        number: card.number,
        card_name: card.holderName,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        cvv: card.cvc,
        access_fee: order.fee.id,
        payment_method: paymentMethod,
        referrer: deps.siteUrl,
        voucher_code: order.couponCode,
        return_url: deps.siteUrl,
      });
    },

    startHostedPayment: async () => {
      throw cardOnly();
    },

    async finalizePayment(customer, paymentId) {
      const payment = ownPayment(customer, paymentId);
      return payment.view.status === 'processing' ? settle(customer, payment) : payment.view;
    },

    async completeChallenge(customer, paymentId, approved) {
      const payment = ownPayment(customer, paymentId);
      if (payment.view.status !== 'requires_action' || !payment.intentId) return payment.view;
      if (!approved) return fail(payment, 'authentication_failed');
      return submit(customer, payment, { pi_id: payment.intentId });
    },

    async entitlement(customer, offerId) {
      const { fee, offer } = await find(offerId);
      for (const payment of payments.values()) {
        const mine = payment.userId === customer.userId && payment.order.offer.offerId === offerId;
        if (mine && payment.view.status === 'processing') await settle(customer, payment);
      }
      const access = await itemAccess(customer, fee.item.id);
      return {
        offerId,
        accessGranted: access !== null,
        kind: offer.type,
        status: access ? 'active' : null,
        expiresAt: access?.expiresAt ?? null,
      };
    },

    async hasAccess(customer, offerIds) {
      const all = await catalogue();
      const items = new Set(offerIds.flatMap((id) => (all.has(id) ? [all.get(id)!.fee.item.id] : [])));
      for (const item of items) if (await itemAccess(customer, item)) return true;
      return false;
    },

    ...createJwpRecords({
      client,
      catalogue,
      assetId: deps.assetId,
      assetAccess: async (customer) => (await itemAccess(customer, deps.assetId))?.access ?? null,
      sleep: deps.reloadSleep,
    }),

    renewSubscription: async () => {
      throw featureNotEnabled('renewSubscription');
    },
    updatePaymentMethod: async () => {
      throw featureNotEnabled('updatePaymentMethod');
    },
    startCardChange: async () => {
      throw featureNotEnabled('updatePaymentMethod');
    },
    finishCardChange: async () => {
      throw featureNotEnabled('updatePaymentMethod');
    },
    // InPlayer renews its subscriptions and tells its own apps; nothing of it reaches this site's gateway.
    applyGatewayEvent: async () => 'ignored',
    runRenewals: async () => ({ renewed: 0, failed: 0, expired: 0 }),
  };
}
