import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createCleengPaypalConnector, PAYPAL_PAYER } from './cleeng-paypal-fixture';
import { sendJson } from './fixture-server';

/**
 * The commerce half of the Cleeng MediaStore fixture (spec 1 §7 "First platform"): GET /offers/{id}; POST /orders,
 * GET and PATCH /orders/{id} (paymentMethodId, couponCode); GET /payment-methods; the Adyen connector
 * POST /payments (an order with nothing to pay, `FREEPASS`); (/connectors/adyen/sessions, initial-payment, initial-payment/finalize, payment-details/finalize); PayPal
 * (/connectors/paypal/v1/tokens and /connectors/paypal/v1/payment_details/tokens, see cleeng-paypal-fixture.ts);
 * DELETE /payment_details/{id}; GET /entitlements/{offerId};
 * GET and PATCH /customers/{id}/subscriptions; subscription switches (availability, POST, GET by id); GET
 * /customers/{id}/payment_details; GET /customers/{id}/transactions; GET /receipt/{id}.
 *
 * Shapes follow Cleeng's public MediaStore API reference (developers.cleeng.com, "MediaStore API": Offers, Orders,
 * Payments, Adyen connector, PayPal connector, Subscriptions, Subscription switches, Entitlements, Transactions,
 * Payment details) as JW Player's open-source OTT web app reads them (github.com/jwplayer/ott-web-app,
 * services/integrations/cleeng and types/checkout.ts, subscription.ts): prices are decimals, orders
 * `{ id, offerId, totalPrice, priceBreakdown: { offerPrice, discountAmount, discountedPrice, paymentMethodFee,
 * customerServiceFee }, taxRate, currency, discount: { applied, type, periods }, requiredPaymentDetails }`, POST and
 * PATCH /orders answer `{ message, order, success }`, entitlements `{ accessGranted, expiresAt }`. Error texts are
 * the ones spec 1 §8 matches on ("Order not found", "Invalid coupon code", "Invalid coupon code for this offer").
 *
 * Adyen's part is a test double: the Drop-in's payment on a session is `payOnSession` (what Adyen and its webhook
 * to Cleeng do), and initial-payment takes Adyen's unencrypted test fields (`encryptedCardNumber: 'test_4111…'`).
 * Authorised: 4111 1111 1111 1111, 5555 3412 4444 1115; refused: 4000 3000 1111 2220; bank page (3-D Secure):
 * 4917 6100 0000 0000, finished by `initial-payment/finalize` with the redirect result.
 */
const COUPONS = [
  { code: 'WELCOME20', percentOff: 20, offerIds: null },
  { code: 'YEAR10', amountOff: 10, offerIds: ['S234567890_NL'] },
  // A pass for nothing: the order needs no payment details and is paid with POST /payments.
  { code: 'FREEPASS', percentOff: 100, offerIds: ['C987654321_NL'] },
];
const PAYMENT_METHODS = [
  { id: 142029029, methodName: 'card', paymentGateway: 'adyen' },
  { id: 681000121, methodName: 'paypal', paymentGateway: 'paypal' },
];
const PAYPAL_METHOD_ID = PAYMENT_METHODS[1]!.id;
const AUTHORISED = new Set(['4111111111111111', '5555341244441115']);
const THREE_DS = '4917610000000000';
const TAX_RATE = 0.21;
const round = (value: number) => Math.round(value * 100) / 100;

const OFFERS = [
  offer('S123456789_NL', 'Aurora Games Pass — Monthly', 7.99, { period: 'month', freeDays: 7 }),
  offer('S234567890_NL', 'Aurora Games Pass — Yearly', 79.99, { period: 'year', freeDays: 0 }),
  offer('C987654321_NL', 'Lacrosse Sixes Final — Premier pass', 4.99, { durationPeriod: 'day', durationAmount: 30 }),
];

function offer(offerId: string, offerTitle: string, price: number, rest: Record<string, unknown>) {
  return {
    offerId,
    offerTitle,
    offerDescription: null,
    customerPriceInclTax: price,
    customerPriceExclTax: round(price / (1 + TAX_RATE)),
    customerCurrency: 'EUR',
    customerCurrencySymbol: '€',
    customerCountry: 'NL',
    applicableTaxRate: TAX_RATE,
    active: true,
    period: null as string | null,
    freeDays: 0,
    durationPeriod: null as string | null,
    durationAmount: null as number | null,
    ...rest,
  };
}

const DAY_S = 86_400;
/** How long a PayPal payment answered with `wait` stays unconfirmed. */
export const PAYPAL_CONFIRM_DELAY_MS = 1_500;

interface Order {
  id: number;
  customerId: string;
  offerId: string;
  couponCode: string | null;
  paymentMethodId: number;
  paid: boolean;
}

interface Session {
  id: string;
  customerId: string;
  orderId: number | null;
  returnUrl: string;
}

interface CustomerCommerce {
  entitlements: Map<string, number>;
  subscriptions: Array<{
    subscriptionId: number;
    offerId: string;
    status: 'active' | 'cancelled' | 'expired';
    expiresAt: number;
    pendingSwitchId: string | null;
  }>;
  transactions: Array<{
    transactionId: string;
    transactionDate: number;
    offerId: string;
    price: number;
    orderId: number;
  }>;
  /**
   * Saved payment details, oldest first. Saving one makes it the active one (used for renewals) and the others
   * inactive: the fixture's reading of Cleeng's "active: recurring is triggered by Cleeng".
   */
  details: Array<{ id: number; method: 'card' | 'paypal'; params: Record<string, string>; active: boolean }>;
}

type Send = { ok(data: unknown): void; fail(status: number, message: string): void };

export interface CleengCommerceFixture {
  /** Handles the commerce calls; false for a path that is not one of them. */
  handle(req: IncomingMessage, res: ServerResponse, customerId: string | null, body: Record<string, unknown>): boolean;
  /**
   * What Adyen's Drop-in does on a Cleeng session with this card (Adyen then tells Cleeng): its session result,
   * and for a customer sent to the bank's page, the session's return address and the redirect result to add to it.
   */
  payOnSession(
    sessionId: string,
    cardNumber: string,
  ): { resultCode: 'Authorised' | 'Refused'; sessionResult: string; returnUrl: string; redirectResult: string };
  /** Expires the customer's access to an offer now (a lapsed subscription). */
  expire(customerId: string, offerId: string): void;
  /** POST /orders answers success without an order while this is on (a platform hiccup). */
  createNoOrders(on: boolean): void;
}

export function createCleengCommerceFixture(baseUrl: () => string): CleengCommerceFixture {
  const orders = new Map<number, Order>();
  let noOrders = false;
  const sessions = new Map<string, Session>();
  /** Redirect results: a bank page still to finish with this card, or a payment that already has its result. */
  const redirects = new Map<string, { orderId: number | null; customerId: string; card?: string; payment?: unknown }>();
  const state = new Map<string, CustomerCommerce>();
  let nextOrder = 840_000_000;
  let nextId = 1;
  /** Subscription switches by id: an upgrade is carried out at once, a downgrade waits for the period's end. */
  const switches = new Map<string, { customerId: string; fromOfferId: string; toOfferId: string; status: string }>();
  const now = () => Math.floor(Date.now() / 1000);

  const of = (customerId: string) => {
    let found = state.get(customerId);
    if (!found) {
      found = { entitlements: new Map(), subscriptions: [], transactions: [], details: [] };
      state.set(customerId, found);
    }
    return found;
  };
  const offerOf = (offerId: string) => OFFERS.find((o) => o.offerId === offerId);
  function saveDetail(customer: CustomerCommerce, method: 'card' | 'paypal', params: Record<string, string>) {
    for (const detail of customer.details) detail.active = false;
    customer.details.push({ id: nextId++, method, params, active: true });
  }
  const saveCard = (customer: CustomerCommerce, cardNumber: string) =>
    saveDetail(customer, 'card', {
      variant: 'visa',
      lastCardFourDigits: cardNumber.slice(-4),
      cardExpirationDate: '03/2030',
    });
  const paypal = createCleengPaypalConnector({
    baseUrl,
    alreadyEntitled: (orderId) => {
      const order = orders.get(orderId)!;
      return (of(order.customerId).entitlements.get(order.offerId) ?? 0) > now();
    },
    settle: (orderId, when) => {
      const order = orders.get(orderId)!;
      if (when === 'now') settle(order, 'paypal');
      else setTimeout(() => settle(order, 'paypal'), PAYPAL_CONFIRM_DELAY_MS).unref();
    },
    savePaypal: (customerId) => saveDetail(of(customerId), 'paypal', { ...PAYPAL_PAYER }),
  });

  function orderView(order: Order) {
    const o = offerOf(order.offerId)!;
    const coupon = COUPONS.find((c) => c.code === order.couponCode);
    const price = o.customerPriceInclTax;
    const discountAmount = coupon
      ? round('percentOff' in coupon ? (price * coupon.percentOff!) / 100 : coupon.amountOff!)
      : 0;
    const trial = !coupon && (o.freeDays ?? 0) > 0;
    const discounted = trial ? 0 : round(Math.max(price - discountAmount, 0));
    return {
      id: order.id,
      customerId: order.customerId,
      publisherId: 'aurora-games-tv-demo',
      offerId: order.offerId,
      offer: { title: o.offerTitle, description: null, price, currency: 'EUR' },
      totalPrice: discounted,
      priceBreakdown: {
        offerPrice: price,
        discountAmount: trial ? price : discountAmount,
        discountedPrice: discounted,
        paymentMethodFee: 0,
        customerServiceFee: 0,
        taxValue: round(discounted - discounted / (1 + TAX_RATE)),
      },
      taxRate: TAX_RATE,
      currency: 'EUR',
      country: 'NL',
      paymentMethodId: order.paymentMethodId,
      couponId: coupon ? coupon.code : null,
      discount: { applied: Boolean(coupon) || trial, type: coupon ? 'coupon' : trial ? 'trial' : null, periods: 1 },
      // Only a free order of a pass (nothing renews) goes without payment details; a trial still asks for the card.
      requiredPaymentDetails: !(discounted === 0 && !trial && !o.offerId.startsWith('S')),
    };
  }

  /** Adyen (or PayPal) authorised the order's payment and told Cleeng: access, a subscription or pass, a transaction. */
  function settle(order: Order, cardNumber: string | 'paypal' | 'free') {
    const customer = of(order.customerId);
    const o = offerOf(order.offerId)!;
    const days = o.period === 'year' ? 365 : o.period === 'month' ? 30 : (o.durationAmount ?? 1);
    const expiresAt = now() + days * DAY_S;
    order.paid = true;
    customer.entitlements.set(o.offerId, expiresAt);
    if (o.offerId.startsWith('S')) {
      customer.subscriptions.push({
        subscriptionId: nextId++,
        offerId: o.offerId,
        status: 'active',
        expiresAt,
        pendingSwitchId: null,
      });
    }
    customer.transactions.push({
      transactionId: `T${nextId++}`,
      transactionDate: now(),
      offerId: o.offerId,
      price: orderView(order).totalPrice,
      orderId: order.id,
    });
    if (cardNumber === 'paypal') saveDetail(customer, 'paypal', { ...PAYPAL_PAYER });
    else if (cardNumber !== 'free') saveCard(customer, cardNumber);
  }

  function payment(order: Order, status: 'succeeded' | 'failed', reason: string | null = null) {
    return {
      id: nextId++,
      orderId: order.id,
      status,
      totalAmount: orderView(order).totalPrice,
      currency: 'EUR',
      customerId: order.customerId,
      paymentGateway: 'adyen',
      paymentMethod: 'card',
      rejectedReason: reason,
    };
  }

  function pay(order: Order, cardNumber: string) {
    if (!AUTHORISED.has(cardNumber)) return payment(order, 'failed', 'Refused');
    settle(order, cardNumber);
    return payment(order, 'succeeded');
  }

  function subscriptionView(customer: CustomerCommerce, sub: CustomerCommerce['subscriptions'][number]) {
    const o = offerOf(sub.offerId)!;
    return {
      subscriptionId: sub.subscriptionId,
      offerId: sub.offerId,
      offerTitle: o.offerTitle,
      status: sub.status,
      expiresAt: sub.expiresAt,
      nextPaymentPrice: o.customerPriceInclTax,
      nextPaymentCurrency: 'EUR',
      paymentGateway: 'adyen',
      paymentMethod: customer.details.find((detail) => detail.active)?.method ?? null,
      period: o.period,
      totalPrice: o.customerPriceInclTax,
      inTrial: false,
      pendingSwitchId: sub.pendingSwitchId,
    };
  }

  function route(method: string, url: URL, customerId: string | null, body: Record<string, unknown>, send: Send) {
    const path = url.pathname;
    let m: RegExpExecArray | null;
    if (method === 'GET' && (m = /^\/offers\/([^/]+)$/.exec(path))) {
      const found = offerOf(decodeURIComponent(m[1]!));
      return found ? send.ok(found) : send.fail(404, 'Offer not found');
    }
    if (!customerId) return send.fail(401, 'Invalid JWT token');
    const customer = of(customerId);
    const orderOf = (id: unknown) => {
      const order = orders.get(Number(id));
      return order && order.customerId === customerId ? order : undefined;
    };

    if (method === 'GET' && path === '/payment-methods') {
      return send.ok({ message: 'Payment methods retrieved', paymentMethods: PAYMENT_METHODS, status: 200 });
    }
    if (method === 'POST' && path === '/payments') {
      // "Create payment" for an order with nothing to pay and no payment details required.
      const order = orderOf(body.orderId);
      if (!order) return send.fail(404, 'Order not found');
      const view = orderView(order);
      if (view.totalPrice > 0 || view.requiredPaymentDetails) return send.fail(422, 'Payment details are required');
      if (order.paid) return send.fail(422, 'Order already paid');
      settle(order, 'free');
      return send.ok({ ...payment(order, 'succeeded'), paymentGateway: null, paymentMethod: null });
    }
    if (method === 'POST' && path === '/orders') {
      if (!offerOf(String(body.offerId))) return send.fail(422, 'Offer not found');
      if (noOrders) return send.ok({ message: '', success: true });
      const order: Order = {
        id: nextOrder++,
        customerId,
        offerId: String(body.offerId),
        couponCode: null,
        paymentMethodId: Number(body.paymentMethodId ?? PAYMENT_METHODS[0]!.id),
        paid: false,
      };
      orders.set(order.id, order);
      return send.ok({ message: 'Order created', order: orderView(order), success: true });
    }
    if ((m = /^\/orders\/(\d+)$/.exec(path))) {
      const order = orderOf(m[1]);
      if (!order) return send.fail(404, 'Order not found');
      if (method === 'GET') return send.ok(orderView(order));
      if (method === 'PATCH') {
        if (typeof body.couponCode === 'string') {
          const coupon = COUPONS.find((c) => c.code === String(body.couponCode).toUpperCase());
          if (!coupon) return send.fail(422, 'Invalid coupon code');
          if (coupon.offerIds && !coupon.offerIds.includes(order.offerId)) {
            return send.fail(422, 'Invalid coupon code for this offer');
          }
          order.couponCode = coupon.code;
        }
        if (body.paymentMethodId !== undefined) order.paymentMethodId = Number(body.paymentMethodId);
        return send.ok({ message: 'Order updated', order: orderView(order), success: true });
      }
    }
    if (method === 'POST' && path === '/connectors/adyen/sessions') {
      const order = body.orderId === undefined ? null : orderOf(body.orderId);
      if (body.orderId !== undefined && !order) return send.fail(404, 'Order not found');
      const session: Session = {
        id: `CS${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
        customerId,
        orderId: order?.id ?? null,
        returnUrl: String(body.returnUrl ?? ''),
      };
      sessions.set(session.id, session);
      const value = order ? Math.round(orderView(order).totalPrice * 100) : 0;
      return send.ok({
        id: session.id,
        sessionData: Buffer.from(JSON.stringify({ session: session.id })).toString('base64'),
        amount: { currency: 'EUR', value },
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        merchantAccount: 'CleengTestMerchant',
        reference: String(order?.id ?? session.id),
        returnUrl: session.returnUrl,
        shopperLocale: 'en-US',
      });
    }
    if (method === 'POST' && path === '/connectors/adyen/initial-payment') {
      const order = orderOf(body.orderId);
      if (!order) return send.fail(404, 'Order not found');
      const method = (body.paymentMethod ?? {}) as Record<string, unknown>;
      const number = String(method.encryptedCardNumber ?? '').replace(/^test_/, '');
      if (number === THREE_DS) {
        const redirectResult = randomUUID();
        redirects.set(redirectResult, { orderId: order.id, customerId, card: '4111111111111111' });
        const returnUrl = new URL(String(body.returnUrl ?? 'http://localhost/'));
        returnUrl.searchParams.set('redirectResult', redirectResult);
        return send.ok({ action: { type: 'redirect', method: 'GET', url: returnUrl.href }, payment: null });
      }
      return send.ok({ payment: pay(order, number), action: null });
    }
    if (method === 'POST' && path === '/connectors/adyen/initial-payment/finalize') {
      const order = orderOf(body.orderId);
      if (!order) return send.fail(404, 'Order not found');
      const details = (body.details ?? {}) as Record<string, unknown>;
      const pending = redirects.get(String(details.redirectResult));
      if (!pending || pending.orderId !== order.id) return send.fail(422, 'Invalid redirectResult');
      redirects.delete(String(details.redirectResult));
      return send.ok({ payment: pending.payment ?? pay(order, pending.card ?? '') });
    }
    if (method === 'POST' && path === '/connectors/adyen/payment-details/finalize') {
      const details = (body.details ?? {}) as Record<string, unknown>;
      const pending = redirects.get(String(details.redirectResult));
      if (!pending || pending.customerId !== customerId) return send.fail(422, 'Invalid redirectResult');
      redirects.delete(String(details.redirectResult));
      // The Drop-in's payment on the session saved an authorised card (payOnSession); a refused one is refused here.
      if (!pending.card || !AUTHORISED.has(pending.card)) return send.fail(422, 'Refused');
      return send.ok({ paymentDetails: { id: nextId++, active: true } });
    }
    if (method === 'POST' && path === '/connectors/paypal/v1/tokens') {
      return paypal.startPayment(orderOf(body.orderId)?.id ?? null, body, send);
    }
    if (method === 'POST' && path === '/connectors/paypal/v1/payment_details/tokens') {
      return paypal.startMethodChange(customerId, PAYPAL_METHOD_ID, body, send);
    }
    if (method === 'GET' && (m = /^\/entitlements\/([^/]+)$/.exec(path))) {
      const expiresAt = customer.entitlements.get(decodeURIComponent(m[1]!));
      const granted = expiresAt !== undefined && expiresAt > now();
      return send.ok({ accessGranted: granted, expiresAt: granted ? expiresAt : null });
    }
    if (method === 'GET' && /^\/receipt\/[^/]+$/.test(path)) return send.fail(403, 'Receipts are not available');
    if (method === 'DELETE' && (m = /^\/payment_details\/(\d+)$/.exec(path))) {
      const at = customer.details.findIndex((detail) => detail.id === Number(m![1]));
      if (at < 0) return send.fail(404, 'Payment details not found');
      customer.details.splice(at, 1);
      return send.ok({});
    }

    if (method === 'GET' && (m = /^\/subscription_switches\/([^/]+)$/.exec(path))) {
      const found = switches.get(decodeURIComponent(m[1]!));
      if (!found || found.customerId !== customerId) return send.fail(404, 'Subscription switch not found');
      return send.ok({ id: m[1], ...found });
    }

    if (!(m = /^\/customers\/([^/]+)(\/.+)$/.exec(path))) return false;
    if (m[1] !== customerId) return send.fail(403, 'Access denied');
    const part = m[2]!;
    if (part === '/subscriptions' && method === 'GET') {
      return send.ok({ items: customer.subscriptions.map((sub) => subscriptionView(customer, sub)) });
    }
    if (part === '/subscriptions' && method === 'PATCH') {
      const sub = customer.subscriptions.find((s) => s.offerId === body.offerId && s.status !== 'expired');
      if (!sub) return send.fail(422, 'Subscription not found');
      if (body.status !== 'cancelled' && body.status !== 'active') return send.fail(422, 'Invalid param status');
      sub.status = body.status;
      return send.ok({ offerId: sub.offerId, status: sub.status, expiresAt: sub.expiresAt });
    }
    if ((m = /^\/subscription_switches\/([^/]+)(\/availability)?$/.exec(part))) {
      const from = customer.subscriptions.find(
        (s) => s.offerId === decodeURIComponent(m![1]!) && s.status === 'active',
      );
      if (!from) return send.fail(422, 'Subscription not found');
      const fromOffer = offerOf(from.offerId)!;
      const options = OFFERS.filter((o) => o.offerId.startsWith('S') && o.offerId !== from.offerId).map((o) => ({
        toOfferId: o.offerId,
        title: o.offerTitle,
        switchDirection: o.customerPriceInclTax > fromOffer.customerPriceInclTax ? 'upgrade' : 'downgrade',
        algorithm: 'IMMEDIATE_WITHOUT_PRORATION',
        price: o.customerPriceInclTax,
        currency: 'EUR',
      }));
      if (m[2] && method === 'GET') return send.ok({ available: options, unavailable: [] });
      if (!m[2] && method === 'POST') {
        const option = options.find((o) => o.toOfferId === body.toOfferId);
        if (!option || option.switchDirection !== body.switchDirection) return send.fail(422, 'Switch not available');
        const id = `SW${nextId++}`;
        if (option.switchDirection === 'upgrade') {
          from.offerId = option.toOfferId;
          customer.entitlements.set(option.toOfferId, from.expiresAt);
        } else {
          from.pendingSwitchId = option.toOfferId;
        }
        const status = option.switchDirection === 'upgrade' ? 'successful' : 'inprogress';
        switches.set(id, { customerId, fromOfferId: fromOffer.offerId, toOfferId: option.toOfferId, status });
        return send.ok({ id, fromOfferId: fromOffer.offerId, toOfferId: option.toOfferId, status: 'inprogress' });
      }
    }
    if (part === '/payment_details' && method === 'GET') {
      const paymentDetails = customer.details.map((detail) => ({
        id: detail.id,
        customerId,
        paymentGateway: detail.method === 'card' ? 'adyen' : 'paypal',
        paymentMethod: detail.method,
        paymentMethodSpecificParams: detail.params,
        paymentMethodId: detail.method === 'card' ? PAYMENT_METHODS[0]!.id : PAYPAL_METHOD_ID,
        active: detail.active,
        bound: false,
      }));
      return send.ok({ paymentDetails, message: 'Payment details retrieved' });
    }
    if (part === '/transactions' && method === 'GET') {
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const items = customer.transactions.slice(offset, offset + limit).map((t) => ({
        transactionId: t.transactionId,
        transactionDate: t.transactionDate,
        offerId: t.offerId,
        offerType: t.offerId.startsWith('S') ? 'subscription' : 'pass',
        offerTitle: offerOf(t.offerId)!.offerTitle,
        customerCurrency: 'EUR',
        transactionPriceInclTax: t.price,
        paymentMethod: 'card',
        transactionExternalData: { orderId: t.orderId },
      }));
      return send.ok({ items, pagination: { totalCount: customer.transactions.length } });
    }
    return false;
  }

  return {
    createNoOrders: (on) => {
      noOrders = on;
    },
    handle(req, res, customerId, body) {
      const url = new URL(req.url ?? '/', 'http://fixture');
      const send: Send = {
        ok: (responseData) => sendJson(res, 200, { responseData, errors: [] }),
        fail: (status, message) => sendJson(res, status, { responseData: {}, errors: [message] }),
      };
      if (req.method === 'GET' && url.pathname === '/paypal-sandbox/checkout') {
        paypal.checkoutPage(url, res, send);
        return true;
      }
      return route(req.method ?? 'GET', url, customerId, body, send) !== false;
    },
    payOnSession(sessionId, cardNumber) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no Adyen session ${sessionId}`);
      const number = cardNumber.replace(/\s/g, '');
      const order = session.orderId === null ? null : orders.get(session.orderId)!;
      const authorised = AUTHORISED.has(number);
      if (!order && authorised) saveCard(of(session.customerId), number);
      const redirectResult = randomUUID();
      redirects.set(redirectResult, {
        orderId: session.orderId,
        customerId: session.customerId,
        card: number,
        payment: order ? pay(order, number) : undefined,
      });
      return {
        resultCode: authorised ? 'Authorised' : 'Refused',
        sessionResult: `X3XtfGC9!${session.id}`,
        returnUrl: session.returnUrl,
        redirectResult,
      };
    },
    expire(customerId, offerId) {
      of(customerId).entitlements.set(offerId, now() - 1);
    },
  };
}
