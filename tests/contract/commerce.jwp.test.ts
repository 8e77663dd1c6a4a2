import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwpClient } from '../../src/server/accounts/jwp/client';
import { createJwpCommerce } from '../../src/server/commerce/jwp/adapter';
import type { CommercePort, Customer } from '../../src/server/commerce/port';
import type { CardInput } from '../../src/lib/api/commerce-contract';
import { CLIENT_ID, startJwpFixture, type JwpFixture } from '../support/jwp-fixture';
import { ASSET_ID, PAYPAL_METHOD_ID } from '../support/jwp-fixture-commerce';
import { answerFakePaypal, describePaypalContract } from './commerce-paypal.contract';

/** The JWP / InPlayer commerce adapter against the InPlayer fixture, and spec 1 §8's second-platform cases. */
let fixture: JwpFixture;
beforeAll(async () => {
  fixture = await startJwpFixture();
});
afterAll(() => fixture.close());

const commerce = (timeoutMs = 2_000): CommercePort =>
  createJwpCommerce({
    client: createJwpClient({ baseUrl: fixture.url, timeoutMs }),
    assetId: ASSET_ID,
    siteUrl: 'http://site.test/',
    clock: () => new Date(),
  });

let serial = 0;
/** A new InPlayer account, signed in: the customer as the API hands it to the adapter. */
async function newCustomer(): Promise<Customer> {
  const client = createJwpClient({ baseUrl: fixture.url });
  const reply = (await client.call('POST', '/accounts', {
    form: {
      full_name: 'Ada Lovelace',
      username: `buyer-${Date.now()}-${(serial += 1)}@example.com`,
      password: 'Sunny-Day-42',
      password_confirmation: 'Sunny-Day-42',
      type: 'consumer',
      client_id: CLIENT_ID,
      referrer: 'http://site.test/',
      metadata: { terms: 'true' },
    },
  })) as { access_token: string; account: { id: number } };
  return { userId: String(reply.account.id), platformToken: reply.access_token };
}

const card = (number = '4242424242424242'): CardInput => ({
  number,
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
  holderName: 'Ada Lovelace',
});

async function buy(port: CommercePort, customer: Customer, offerId: string, number?: string, couponCode?: string) {
  const order = await port.createOrder(customer, { offerId, couponCode }, null);
  return port.payOrder(customer, order.id, card(number), null);
}

describePaypalContract('JWP / InPlayer (external payments, the fixture’s PayPal page)', async () => ({
  commerce: commerce(),
  customer: newCustomer,
  offerId: 'C9003',
  answerPaypal: answerFakePaypal,
}));

describe('JWP / InPlayer PayPal on the wire', () => {
  it('posts origin, access_fee, payment_method and voucher_code to /external-payments, form-encoded', async () => {
    const port = commerce();
    const customer = await newCustomer();
    const order = await port.createOrder(customer, { offerId: 'S9002', couponCode: 'JWP50' }, null);
    const urls = {
      successUrl: 'http://site.test/m/x?u=paid&offerId=S9002',
      waitingUrl: 'http://site.test/m/x?u=waiting-for-payment&offerId=S9002',
      cancelUrl: 'http://site.test/m/x?u=payment-cancelled&offerId=S9002',
      errorUrl: 'http://site.test/m/x?u=payment-error&offerId=S9002',
    };
    const { redirectUrl } = await port.paypal!.start(customer, order.id, () => urls);
    expect(redirectUrl).toMatch(new RegExp(`^${fixture.url}/paypal-sandbox/checkout\\?token=EC-`));
    const index = fixture.requests.lastIndexOf('POST /external-payments');
    expect(fixture.requests[index - 1]).toBe('GET /payments/methods');
    expect(fixture.bodies[index]).toEqual({
      origin: urls.waitingUrl,
      access_fee: '9002',
      payment_method: String(PAYPAL_METHOD_ID),
      voucher_code: 'JWP50',
    });
    // Approved: the subscription is InPlayer's, at the voucher's price, paid with PayPal (no card saved).
    await answerFakePaypal(redirectUrl, 'approve');
    expect(await port.subscriptions(customer)).toMatchObject([{ offerId: 'S9002', status: 'active' }]);
    expect(await port.billingHistory(customer)).toMatchObject([{ offerId: 'S9002', amount: 3950, cardLast4: null }]);
    expect(await port.paymentMethod(customer)).toBeNull();
  });

  it('maps InPlayer’s refusals: a paid order, no PayPal method, an unknown platform message', async () => {
    const port = commerce();
    const customer = await newCustomer();
    const urls = () => ({
      successUrl: 'http://s/',
      waitingUrl: 'http://s/',
      cancelUrl: 'http://s/',
      errorUrl: 'http://s/',
    });
    const paid = await buy(port, customer, 'C9003');
    await expect(port.paypal!.start(customer, paid.orderId, urls)).rejects.toMatchObject({
      status: 409,
      code: 'order_already_paid',
    });
    const order = await port.createOrder(customer, { offerId: 'S9001' }, null);
    fixture.failNext('POST /external-payments', 422, 'PayPal is not configured for this merchant');
    await expect(port.paypal!.start(customer, order.id, urls)).rejects.toMatchObject({
      status: 400,
      code: 'form_error',
      message: 'PayPal is not configured for this merchant',
    });
    fixture.failNext('POST /external-payments', 409, 'Already have an active access');
    await expect(port.paypal!.start(customer, order.id, urls)).rejects.toMatchObject({ code: 'already_has_access' });
    await expect(
      port.paypal!.start({ userId: customer.userId, platformToken: 'expired-token' }, order.id, urls),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe('JWP / InPlayer commerce', () => {
  it('sells the asset’s access fees as offers, in minor units', async () => {
    const offers = await commerce().offers();
    expect(offers.map((offer) => offer.offerId)).toEqual(['S9001', 'S9002', 'C9003']);
    expect(offers[0]).toMatchObject({ type: 'svod', period: 'month', freeDays: 7, customerPriceInclTax: 799 });
    expect(offers[1]).toMatchObject({ period: 'year', customerPriceInclTax: 7900, customerCurrency: 'EUR' });
    expect(offers[2]).toMatchObject({ type: 'tvod', period: null, accessDays: 2, customerPriceInclTax: 399 });
    expect(await commerce().offers(['C9003', 'S404'])).toHaveLength(1);
  });

  it('buys a pass with a test card: access, history, receipt and the card', async () => {
    const port = commerce();
    const customer = await newCustomer();
    expect(await port.hasAccess(customer, ['C9003'])).toBe(false);
    const payment = await buy(port, customer, 'C9003');
    expect(payment).toMatchObject({ status: 'succeeded', amount: 399, currency: 'EUR' });
    expect(fixture.bodies[fixture.requests.lastIndexOf('POST /payments')]).toMatchObject({
      access_fee: '9003',
      card_name: 'Ada Lovelace',
      exp_month: '12',
      payment_method: '1',
    });
    expect(await port.hasAccess(customer, ['C9003'])).toBe(true);
    expect(await port.entitlement(customer, 'C9003')).toMatchObject({ accessGranted: true, kind: 'tvod' });
    expect((await port.getOrder(customer, payment.orderId)).status).toBe('paid');
    const [entry] = await port.billingHistory(customer);
    expect(entry).toMatchObject({ offerId: 'C9003', amount: 399, cardLast4: '4242', offerTitle: 'Event ticket' });
    const receipt = await port.receipt(customer, entry!.id);
    expect(receipt.priceBreakdown).toMatchObject({ offerPrice: 399, discountedPrice: 399 });
    expect(await port.paymentMethod(customer)).toMatchObject({ methodName: 'card', last4: '4242', expYear: 2034 });
  });

  it('prices a voucher through InPlayer, and refuses an unknown one as an invalid coupon (spec 1 §8)', async () => {
    const port = commerce();
    const customer = await newCustomer();
    const order = await port.createOrder(customer, { offerId: 'C9003', couponCode: 'JWP50' }, null);
    expect(order).toMatchObject({ totalPrice: 200, discount: { applied: true, type: 'coupon' } });
    await expect(port.createOrder(customer, { offerId: 'C9003', couponCode: 'NOPE' }, null)).rejects.toMatchObject({
      status: 400,
      code: 'coupon_not_valid',
      fields: { couponCode: ['coupon_not_valid'] },
    });
  });

  it('subscribes with a free trial, switches plan with stripe:switch, and cancels', async () => {
    const port = commerce();
    const customer = await newCustomer();
    const order = await port.createOrder(customer, { offerId: 'S9001' }, null);
    expect(order).toMatchObject({ totalPrice: 0, discount: { type: 'trial' }, requiredPaymentDetails: true });
    expect((await port.payOrder(customer, order.id, card(), null)).status).toBe('succeeded');
    expect(fixture.requests).toContain('POST /subscriptions');
    // In its free days: the spec's `active_trial` (spec 1 §4), renewing like an active one.
    expect(await port.subscriptions(customer)).toMatchObject([
      { offerId: 'S9001', status: 'active_trial', nextPaymentPrice: 799 },
    ]);
    const switched = await port.switchSubscription(customer, 'S9001', 'S9002');
    expect(switched).toMatchObject({ result: 'switched', subscription: { offerId: 'S9002', period: 'month' } });
    const cancelled = await port.cancelSubscription(customer, 'S9002');
    expect(cancelled).toMatchObject({ status: 'cancelled', nextPaymentPrice: null });
    expect(await port.hasAccess(customer, ['S9002'])).toBe(true);
    await expect(port.cancelSubscription(customer, 'S9002')).rejects.toMatchObject({ code: 'subscription_not_found' });
  });

  describe('spec 1 §4 subscription states', () => {
    const accountOf = (customer: Customer) => fixture.accounts.get(Number(customer.userId))!;

    it('InPlayer’s ended and unknown action types are expired and terminated; neither can be cancelled', async () => {
      const port = commerce();
      const customer = await newCustomer();
      await buy(port, customer, 'S9002');
      const [subscription] = accountOf(customer).commerce.subscriptions;
      for (const [actionType, status] of [
        ['ended', 'expired'],
        ['incomplete_expired', 'expired'],
        ['refunded', 'terminated'],
      ] as const) {
        Object.assign(subscription!, { action_type: actionType });
        expect(await port.subscriptions(customer)).toMatchObject([{ status, nextPaymentPrice: null }]);
        await expect(port.cancelSubscription(customer, 'S9002')).rejects.toMatchObject({
          code: 'subscription_not_found',
        });
      }
    });

    it('access to the asset that nothing was bought for is a granted subscription', async () => {
      const port = commerce();
      const customer = await newCustomer();
      expect(await port.subscriptions(customer)).toEqual([]);
      const until = Math.floor(Date.now() / 1000) + 86_400;
      accountOf(customer).commerce.access.set(ASSET_ID, until);
      expect(await port.subscriptions(customer)).toEqual([
        expect.objectContaining({ status: 'active', period: 'granted', expiresAt: until, nextPaymentPrice: null }),
      ]);
    });

    it('a bought pass on the asset is not taken for a granted access', async () => {
      const port = commerce();
      const customer = await newCustomer();
      await buy(port, customer, 'C9003');
      expect(await port.subscriptions(customer)).toEqual([]);
    });

    it('a subscription without an unsubscribe address: "Missing unsubscribe url"', async () => {
      const port = commerce();
      const customer = await newCustomer();
      await buy(port, customer, 'S9002');
      Object.assign(accountOf(customer).commerce.subscriptions[0]!, { unsubscribe_url: '' });
      await expect(port.cancelSubscription(customer, 'S9002')).rejects.toMatchObject({
        status: 409,
        code: 'unsubscribe_url_missing',
        message: 'Missing unsubscribe url',
      });
    });
  });

  it('reports refused cards in the checkout’s words and grants nothing', async () => {
    const port = commerce();
    const customer = await newCustomer();
    expect(await buy(port, customer, 'C9003', '4000000000000002')).toMatchObject({
      status: 'failed',
      failureKey: 'card_declined',
    });
    expect(await buy(port, customer, 'C9003', '4000000000009995')).toMatchObject({
      failureKey: 'insufficient_funds',
    });
    expect(await port.hasAccess(customer, ['C9003'])).toBe(false);
  });

  it('confirms a 3-D Secure payment with its intent, or fails it when the cardholder refuses', async () => {
    const port = commerce();
    const customer = await newCustomer();
    const refused = await buy(port, customer, 'C9003', '4000002760003184');
    expect(refused.status).toBe('requires_action');
    expect(await port.completeChallenge(customer, refused.id, false)).toMatchObject({
      status: 'failed',
      failureKey: 'authentication_failed',
    });
    const approved = await buy(port, customer, 'C9003', '4000002760003184');
    expect((await port.completeChallenge(customer, approved.id, true)).status).toBe('succeeded');
    expect(fixture.bodies.at(fixture.requests.lastIndexOf('POST /payments'))).toEqual({
      pi_id: expect.stringMatching(/^pi_/),
    });
    expect(await port.hasAccess(customer, ['C9003'])).toBe(true);
  });

  it('answers a repeated payment (same idempotency key) without paying twice', async () => {
    const port = commerce();
    const customer = await newCustomer();
    const order = await port.createOrder(customer, { offerId: 'C9003' }, null);
    const key = randomUUID();
    const before = fixture.requests.filter((request) => request === 'POST /payments').length;
    const first = await port.payOrder(customer, order.id, card(), key);
    const again = await port.payOrder(customer, order.id, card(), key);
    expect(again).toEqual(first);
    expect(fixture.requests.filter((request) => request === 'POST /payments').length).toBe(before + 1);
    await expect(port.payOrder(customer, order.id, card(), null)).rejects.toMatchObject({ code: 'order_already_paid' });
  });

  it('keeps each customer’s orders and payments their own', async () => {
    const port = commerce();
    const [ada, bob] = [await newCustomer(), await newCustomer()];
    const order = await port.createOrder(ada, { offerId: 'C9003' }, null);
    await expect(port.getOrder(bob, order.id)).rejects.toMatchObject({ status: 404, code: 'order_not_found' });
    await expect(port.payOrder(bob, order.id, card(), null)).rejects.toMatchObject({ code: 'order_not_found' });
  });

  describe('spec 1 §6 flags and §8 errors', () => {
    it('402 on the access check is no subscription', async () => {
      const customer = await newCustomer();
      expect(await commerce().entitlement(customer, 'S9001')).toMatchObject({ accessGranted: false, status: null });
    });

    it('a second purchase of held access is refused ("Already have an active access")', async () => {
      const port = commerce();
      const customer = await newCustomer();
      await buy(port, customer, 'C9003');
      await expect(buy(port, customer, 'C9003')).rejects.toMatchObject({ status: 409, code: 'already_has_access' });
    });

    it('a token InPlayer rejects ends the session', async () => {
      const customer = { userId: '1', platformToken: 'expired-token' };
      await expect(commerce().subscriptions(customer)).rejects.toMatchObject({
        status: 401,
        code: 'invalid_refresh_token',
      });
      await expect(commerce().billingHistory({ userId: '1' })).rejects.toMatchObject({ status: 401 });
    });

    it('an unknown platform message is a form error with InPlayer’s words', async () => {
      const port = commerce();
      const customer = await newCustomer();
      const order = await port.createOrder(customer, { offerId: 'C9003' }, null);
      fixture.failNext('POST /payments', 422, 'Merchant payment provider is not configured');
      await expect(port.payOrder(customer, order.id, card(), null)).rejects.toMatchObject({
        status: 400,
        code: 'form_error',
        message: 'Merchant payment provider is not configured',
      });
    });

    it('a platform that does not answer in time is a clear 503, not a hang', async () => {
      const customer = await newCustomer();
      fixture.delay(600);
      try {
        await expect(commerce(200).subscriptions(customer)).rejects.toMatchObject({
          status: 503,
          code: 'account_platform_unavailable',
        });
      } finally {
        fixture.delay(0);
      }
    });

    it('renewal and card replacement are off on this platform, and cards go through the site’s own form', async () => {
      const port = commerce();
      const customer = await newCustomer();
      await expect(port.renewSubscription(customer, 'S9001')).rejects.toMatchObject({
        status: 403,
        message: 'Renew subscription feature is not enabled',
      });
      await expect(port.updatePaymentMethod(customer, card())).rejects.toMatchObject({
        status: 403,
        message: 'Update payment method feature is not enabled',
      });
      await expect(port.startHostedPayment(customer, randomUUID(), 'http://site.test/', null)).rejects.toMatchObject({
        status: 409,
        code: 'card_checkout',
      });
    });
  });
});
