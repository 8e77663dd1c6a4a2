import type { EntitlementView, PaymentView, SubscriptionView } from '../../../lib/api/commerce-contract';
import type { CleengClient } from '../../accounts/cleeng/client';
import { featureNotEnabled } from '../../accounts/errors';
import { sessionExpired } from '../../features/account/errors';
import { AppError } from '../../shared/app-error';
import type { CommercePort, Customer, PaypalCheckout, PlanSwitch } from '../port';
import { alreadyHasAccess } from '../already-has-access';
import { reloadUntil } from '../../../domain/commerce/subscription-status';
import { adyenFormOnly, cleengCommerceErrors as errors, paymentDetailsRequired } from './errors';
import { createOpenOrders } from './open-orders';
import { cleengPaymentDetails } from './payment-details';
import { billingEntryViews, offerView, orderView, passView, paymentView, subscriptionView } from './views';
import {
  adyenPaymentReplySchema,
  adyenSessionSchema,
  entitlementSchema,
  offerSchema,
  orderReplySchema,
  orderSchema,
  paymentMethodsSchema,
  paymentSchema,
  paypalTokenSchema,
  subscriptionsSchema,
  switchAvailabilitySchema,
  switchSchema,
  transactionsSchema,
} from './wire';
import { noActiveSubscription, noOrderCreated } from '../spec-errors';

export interface CleengCommerce extends CommercePort {
  readonly paypal: PaypalCheckout;
  removePaymentMethod(customer: Customer): Promise<void>;
}

export interface CleengCommerceDeps {
  client: CleengClient;
  /** The site config's offers (`monthlyOffer`, `yearlyOffer`): what `offers()` lists when asked for none. */
  offerIds: string[];
  /** Waits between reads after a cancel or renew (tests pass one that does not wait). */
  reloadSleep?: (ms: number) => Promise<void>;
}

const TRANSACTIONS_PAGE = 50;
/** Cleeng's order ids are numbers in its request bodies. */
const cleengId = (id: string) => (/^\d+$/.test(id) ? Number(id) : id);

/**
 * Cleeng (spec 1 §7 "First platform") as the commerce adapter: offers, orders with coupons, the Adyen card
 * connector behind the site's Drop-in, PayPal, entitlements per offer, subscriptions and switches, the saved card
 * and transactions, all called as the signed-in customer (their Cleeng JWT). Cleeng charges renewals and hears
 * Adyen's webhooks itself; receipts are off for this platform (spec 1 §6).
 */

/** An upgrade still `inprogress` after this many looks is answered as pending. */
const SWITCH_CHECKS = 3;
const SWITCH_CHECK_INTERVAL_MS = 300;
export function createCleengCommerce({ client, offerIds, reloadSleep }: CleengCommerceDeps): CleengCommerce {
  const tokenOf = (customer: Customer) => {
    if (!customer.platformToken) throw sessionExpired();
    return customer.platformToken;
  };
  const openOrders = createOpenOrders();
  const asCustomer = (customer: Customer, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
    client.call(method, path, { token: tokenOf(customer), body });
  const customerPath = (customer: Customer, rest: string) => `/customers/${encodeURIComponent(customer.userId)}${rest}`;

  async function offer(offerId: string) {
    const data = await client.call('GET', `/offers/${encodeURIComponent(offerId)}`).catch(errors.offer(offerId));
    return offerView(offerSchema.parse(data));
  }

  async function order(customer: Customer, orderId: string) {
    const data = await asCustomer(customer, 'GET', `/orders/${encodeURIComponent(orderId)}`).catch(
      errors.order(orderId),
    );
    return orderSchema.parse(data);
  }

  async function paymentMethods(customer: Customer) {
    const data = await asCustomer(customer, 'GET', '/payment-methods').catch(errors.signedIn);
    return paymentMethodsSchema.parse(data).paymentMethods;
  }

  async function paymentMethodId(customer: Customer, gateway: 'adyen' | 'paypal') {
    const method = (await paymentMethods(customer)).find((m) => m.paymentGateway === gateway);
    if (!method) throw new AppError(400, 'payment_method_not_available', `Cleeng offers no ${gateway} payments`);
    return method.id;
  }

  async function setPaymentMethod(customer: Customer, orderId: string, gateway: 'adyen' | 'paypal') {
    const id = await paymentMethodId(customer, gateway);
    await asCustomer(customer, 'PATCH', `/orders/${encodeURIComponent(orderId)}`, { paymentMethodId: id }).catch(
      errors.orderUpdate(orderId),
    );
  }

  async function entitlement(customer: Customer, offerId: string): Promise<EntitlementView> {
    const data = await asCustomer(customer, 'GET', `/entitlements/${encodeURIComponent(offerId)}`).catch(
      errors.signedIn,
    );
    const { accessGranted, expiresAt } = entitlementSchema.parse(data);
    return {
      offerId,
      accessGranted,
      kind: offerId.startsWith('S') ? 'svod' : 'tvod',
      status: accessGranted ? 'active' : null,
      expiresAt: accessGranted ? (expiresAt ?? null) : null,
    };
  }

  async function transactions(customer: Customer) {
    const path = customerPath(customer, `/transactions?limit=${TRANSACTIONS_PAGE}&offset=0`);
    return transactionsSchema.parse(await asCustomer(customer, 'GET', path).catch(errors.signedIn));
  }

  /**
   * The passes (C… offers) the customer can watch now: Cleeng's subscriptions list leaves passes out, so the
   * passes bought (their transactions) are each asked about with GET /entitlements/{offerId}. Ended ones are not
   * listed: Cleeng no longer says until when they ran.
   */
  async function runningPasses(customer: Customer): Promise<SubscriptionView[]> {
    const bought = new Map<string, string>();
    for (const item of (await transactions(customer)).items) {
      if (item.offerId.startsWith('C')) bought.set(item.offerId, item.offerTitle ?? item.offerId);
    }
    const passes = await Promise.all(
      [...bought].map(async ([offerId, offerTitle]) => {
        const { accessGranted, expiresAt } = await entitlement(customer, offerId);
        return accessGranted && expiresAt !== null ? passView(offerId, offerTitle, expiresAt) : null;
      }),
    );
    return passes.filter((pass) => pass !== null);
  }

  async function subscriptions(customer: Customer) {
    const [data, passes] = await Promise.all([
      asCustomer(customer, 'GET', customerPath(customer, '/subscriptions')).catch(errors.signedIn),
      runningPasses(customer),
    ]);
    return [...subscriptionsSchema.parse(data).items.map(subscriptionView), ...passes].sort(
      (a, b) => b.expiresAt - a.expiresAt,
    );
  }

  async function subscriptionTo(customer: Customer, offerId: string) {
    const found = (await subscriptions(customer)).find((sub) => sub.offerId === offerId);
    if (!found) throw noActiveSubscription();
    return found;
  }

  async function setSubscriptionStatus(customer: Customer, offerId: string, status: 'cancelled' | 'active') {
    await subscriptionTo(customer, offerId);
    await asCustomer(customer, 'PATCH', customerPath(customer, '/subscriptions'), { offerId, status }).catch(
      errors.signedIn,
    );
    // Cleeng may show the change a moment later: read again until it does (spec 1 §4 "Cancelling").
    return reloadUntil(
      () => subscriptionTo(customer, offerId),
      (view) => view.status === status,
      reloadSleep ? { sleep: reloadSleep } : {},
    );
  }

  /** The payment as Cleeng's entitlement says once Adyen's form reported its result to Cleeng. */
  async function paymentByEntitlement(customer: Customer, orderId: string): Promise<PaymentView> {
    const current = await order(customer, orderId);
    const { accessGranted } = await entitlement(customer, current.offerId);
    const view = orderView(current);
    if (accessGranted) openOrders.forget(customer.userId, current.offerId);
    const status = accessGranted ? 'succeeded' : 'processing';
    return { id: orderId, orderId, status, failureKey: null, amount: view.totalPrice, currency: view.currency };
  }

  const savedDetails = cleengPaymentDetails((customer, method, path) =>
    asCustomer(customer, method, path).catch(errors.signedIn),
  );
  const paymentMethod = savedDetails.current;

  /** The customer's remembered open order for this offer, if Cleeng still has it unpaid (see open-orders.ts). */
  async function reusableOrder(customer: Customer, offerId: string, couponCode: string | undefined) {
    const open = openOrders.find(customer.userId, offerId, couponCode);
    if (!open) return null;
    const found = await order(customer, open.orderId).catch(() => null);
    const paid = found ? (await entitlement(customer, offerId)).accessGranted : true;
    if (!found || found.offerId !== offerId || paid) {
      openOrders.forget(customer.userId, offerId);
      return null;
    }
    return { order: found, couponApplied: open.couponCode !== undefined };
  }

  async function newOrder(customer: Customer, offerId: string) {
    const methodId = await paymentMethodId(customer, 'adyen');
    const created = await asCustomer(customer, 'POST', '/orders', {
      offerId,
      customerId: customer.userId,
      paymentMethodId: methodId,
    }).catch(errors.offer(offerId));
    const reply = orderReplySchema.safeParse(created);
    if (!reply.success) throw noOrderCreated();
    const current = reply.data.order;
    openOrders.remember(customer.userId, offerId, { orderId: current.id, couponCode: undefined });
    return current;
  }

  /**
   * Where a switch stands (`GET /subscription_switches/{id}`): Cleeng carries an upgrade out on its own and keeps
   * a downgrade `inprogress` until the period ends, so only an upgrade is asked about again for a moment.
   */
  async function switchOutcome(customer: Customer, switchId: string, waitForIt: boolean) {
    for (let attempt = 1; ; attempt++) {
      const path = `/subscription_switches/${encodeURIComponent(switchId)}`;
      const { status } = switchSchema.parse(await asCustomer(customer, 'GET', path).catch(errors.signedIn));
      if (status !== 'inprogress' || !waitForIt || attempt === SWITCH_CHECKS) return status;
      await new Promise((resolve) => setTimeout(resolve, SWITCH_CHECK_INTERVAL_MS));
    }
  }

  const paypal: PaypalCheckout = {
    async offered(customer) {
      return (await paymentMethods(customer)).some((m) => m.paymentGateway === 'paypal');
    },
    async start(customer, orderId, returnUrlsFor) {
      // Cleeng would send the customer through PayPal only to land on the error URL ("Already have an active
      // access"); saying so before PayPal spares them the detour.
      const current = await order(customer, orderId);
      const urls = returnUrlsFor(current.offerId);
      if ((await entitlement(customer, current.offerId)).accessGranted) throw alreadyHasAccess();
      await setPaymentMethod(customer, orderId, 'paypal');
      const data = await asCustomer(customer, 'POST', '/connectors/paypal/v1/tokens', {
        orderId: cleengId(orderId),
        ...urls,
      }).catch(errors.order(orderId));
      return { redirectUrl: paypalTokenSchema.parse(data).redirectUrl };
    },
    async startMethodChange(customer, returnUrls) {
      const data = await asCustomer(customer, 'POST', '/connectors/paypal/v1/payment_details/tokens', {
        paymentMethodId: await paymentMethodId(customer, 'paypal'),
        ...returnUrls,
      }).catch(errors.signedIn);
      return { redirectUrl: paypalTokenSchema.parse(data).redirectUrl };
    },
    async finishMethodChange(customer) {
      const method = await savedDetails.keepNewest(customer, 'paypal');
      if (!method) throw new AppError(400, 'paypal_not_saved', 'PayPal did not save the account');
      return method;
    },
  };

  return {
    provider: 'cleeng',
    capabilities: { coupons: true, freeTrials: true, payPerView: true },

    async offers(ids) {
      // An id Cleeng does not know is left out, as the own catalog leaves out what it does not sell.
      const found = await Promise.all(
        (ids ?? offerIds).map((id) =>
          offer(id).catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'offer_not_found') return null;
            throw error;
          }),
        ),
      );
      return found.filter((view) => view !== null);
    },

    async createOrder(customer, { offerId, couponCode }) {
      // Cleeng would take a second payment for an offer the customer holds (issue 41): refuse before any order.
      if ((await entitlement(customer, offerId)).accessGranted) throw alreadyHasAccess();
      // Cleeng has no idempotency keys: a retried checkout of the same offer reuses the open order.
      const reused = await reusableOrder(customer, offerId, couponCode);
      let current = reused?.order ?? (await newOrder(customer, offerId));
      if (couponCode && !reused?.couponApplied) {
        const patched = await asCustomer(customer, 'PATCH', `/orders/${encodeURIComponent(current.id)}`, {
          couponCode,
        }).catch(errors.orderUpdate(current.id));
        current = orderReplySchema.parse(patched).order;
        openOrders.remember(customer.userId, offerId, { orderId: current.id, couponCode });
      }
      return orderView(current);
    },

    async getOrder(customer, orderId) {
      return orderView(await order(customer, orderId));
    },

    payOrder: async () => {
      throw adyenFormOnly();
    },

    async payWithoutDetails(customer, orderId) {
      const current = await order(customer, orderId);
      if (current.totalPrice > 0 || current.requiredPaymentDetails !== false) throw paymentDetailsRequired();
      const data = await asCustomer(customer, 'POST', '/payments', { orderId: cleengId(orderId) }).catch(
        errors.order(orderId),
      );
      return paymentView(paymentSchema.parse(data));
    },

    async startHostedPayment(customer, orderId, returnUrl) {
      // An order made before the customer got the offer elsewhere (another tab, another order) is not paid again.
      const current = await order(customer, orderId);
      if ((await entitlement(customer, current.offerId)).accessGranted) throw alreadyHasAccess();
      await setPaymentMethod(customer, orderId, 'adyen');
      // The return address names the payment (the order here), as the finalize step reads it.
      const back = new URL(returnUrl);
      back.searchParams.set('paymentId', orderId);
      const data = await asCustomer(customer, 'POST', '/connectors/adyen/sessions', {
        orderId: cleengId(orderId),
        returnUrl: back.href,
        enable3DSRedirectFlow: true,
      }).catch(errors.order(orderId));
      const session = adyenSessionSchema.parse(data);
      const payment = await paymentByEntitlement(customer, orderId);
      return { payment, session: { id: session.id, sessionData: session.sessionData } };
    },

    async finalizePayment(customer, orderId, details) {
      // Back from a bank page: Cleeng's connector finishes the payment with Adyen.
      if (details.redirectResult) {
        const data = await asCustomer(customer, 'POST', '/connectors/adyen/initial-payment/finalize', {
          orderId: cleengId(orderId),
          details: { redirectResult: details.redirectResult },
        }).catch(errors.order(orderId));
        const { payment } = adyenPaymentReplySchema.parse(data);
        if (payment) return paymentView(payment);
      }
      // The Drop-in paid on Cleeng's Adyen session; Cleeng grants the offer when Adyen confirms it.
      return paymentByEntitlement(customer, orderId);
    },

    completeChallenge: async () => {
      throw adyenFormOnly();
    },

    billingHistory: async (customer) => billingEntryViews(await transactions(customer)),

    receipt: async () => {
      throw featureNotEnabled('receipts');
    },

    entitlement,

    async hasAccess(customer, ids) {
      if (!customer.platformToken || ids.length === 0) return false;
      const answers = await Promise.all(ids.map((id) => entitlement(customer, id)));
      return answers.some((answer) => answer.accessGranted);
    },

    subscriptions,
    cancelSubscription: (customer, offerId) => setSubscriptionStatus(customer, offerId, 'cancelled'),
    renewSubscription: (customer, offerId) => setSubscriptionStatus(customer, offerId, 'active'),

    async switchSubscription(customer, fromOfferId, toOfferId): Promise<PlanSwitch> {
      const base = customerPath(customer, `/subscription_switches/${encodeURIComponent(fromOfferId)}`);
      const availability = switchAvailabilitySchema.parse(
        await asCustomer(customer, 'GET', `${base}/availability`).catch(errors.signedIn),
      );
      const target = availability.available.find((option) => option.toOfferId === toOfferId);
      if (!target) {
        const reason = availability.unavailable.find((option) => option.toOfferId === toOfferId)?.reason?.message;
        throw new AppError(400, 'switch_not_available', reason ?? `Cannot switch from ${fromOfferId} to ${toOfferId}`);
      }
      const started = switchSchema.parse(
        await asCustomer(customer, 'POST', base, { toOfferId, switchDirection: target.switchDirection }).catch(
          errors.signedIn,
        ),
      );
      const status = await switchOutcome(customer, started.id, target.switchDirection === 'upgrade');
      if (status === 'failed') throw new AppError(400, 'switch_failed', 'The plan could not be switched');
      if (status !== 'successful') {
        return { result: 'pending', subscription: await subscriptionTo(customer, fromOfferId) };
      }
      return { result: 'switched', subscription: await subscriptionTo(customer, toOfferId) };
    },

    paymentMethod,

    updatePaymentMethod: async () => {
      throw adyenFormOnly();
    },

    async startCardChange(customer, returnUrl) {
      const data = await asCustomer(customer, 'POST', '/connectors/adyen/sessions', {
        returnUrl,
        enable3DSRedirectFlow: true,
      }).catch(errors.signedIn);
      const session = adyenSessionSchema.parse(data);
      return { reference: session.id, session: { id: session.id, sessionData: session.sessionData } };
    },

    async finishCardChange(customer, _reference, details) {
      if (details.redirectResult) {
        await asCustomer(customer, 'POST', '/connectors/adyen/payment-details/finalize', {
          details: { redirectResult: details.redirectResult },
        }).catch(errors.signedIn);
      }
      const card = await savedDetails.keepNewest(customer, 'card');
      if (card?.methodName !== 'card') throw new AppError(400, 'card_declined', 'The card was not saved');
      return card;
    },

    paypal,

    removePaymentMethod: savedDetails.removeActive,

    // Cleeng hears Adyen's webhooks and charges renewals itself.
    applyGatewayEvent: async () => 'ignored',
    runRenewals: async () => ({ renewed: 0, failed: 0, expired: 0 }),
  };
}
