import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCleengClient } from '../../src/server/accounts/cleeng/client';
import { createCleengCommerce } from '../../src/server/commerce/cleeng/adapter';
import type { Customer } from '../../src/server/commerce/port';
import { PUBLISHER_ID, startCleengFixture, type CleengFixture } from '../support/cleeng-fixture';
import { describeCommerceContract, MONTHLY, PASS, YEARLY } from './commerce.contract';
import { answerFakePaypal, describePaypalContract } from './commerce-paypal.contract';

let fixture: CleengFixture;
beforeAll(async () => {
  fixture = await startCleengFixture();
});
afterAll(() => fixture.close());

const commerce = (timeoutMs = 2_000) =>
  createCleengCommerce({
    client: createCleengClient({ baseUrl: fixture.url, timeoutMs }),
    offerIds: [MONTHLY, YEARLY],
  });

let serial = 0;
/** A new Cleeng customer as the site's caller: their id and their JWT. */
async function signUp(): Promise<Customer> {
  const response = await fetch(`${fixture.url}/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `buyer-${Date.now()}-${(serial += 1)}@example.com`,
      password: 'Sunny-Day-42',
      publisherId: PUBLISHER_ID,
    }),
  });
  const { responseData } = (await response.json()) as { responseData: { jwt: string; customerId: string } };
  return { userId: responseData.customerId, platformToken: responseData.jwt };
}

/** Orders an offer and pays it in Adyen's Drop-in on the session Cleeng's connector opened. */
async function buy(customer: Customer, offerId: string, card = '4111 1111 1111 1111') {
  const shop = commerce();
  const order = await shop.createOrder(customer, { offerId }, null);
  const { session } = await shop.startHostedPayment(customer, order.id, 'https://site.test/m/x?u=finalize', null);
  const { sessionResult } = fixture.payOnSession(session.id!, card);
  return shop.finalizePayment(customer, order.id, { sessionId: session.id!, sessionResult });
}

describeCommerceContract('Cleeng (MediaStore fixture, Adyen test flow)', async () => ({
  commerce: commerce(),
  customer: signUp,
  pay: async (customer, orderId) => {
    const shop = commerce();
    const { session } = await shop.startHostedPayment(customer, orderId, 'https://site.test/back', null);
    const { sessionResult } = fixture.payOnSession(session.id!, '4111 1111 1111 1111');
    await shop.finalizePayment(customer, orderId, { sessionId: session.id!, sessionResult });
  },
  approveOnPaypal: async (redirectUrl) =>
    (await fetch(`${redirectUrl}&action=approve`, { redirect: 'manual' })).headers.get('location')!,
}));

describePaypalContract('Cleeng (PayPal connector, the fixture’s PayPal page)', async () => ({
  commerce: commerce(),
  customer: signUp,
  offerId: PASS,
  answerPaypal: answerFakePaypal,
}));

describe('Cleeng commerce adapter: offers and orders', () => {
  it("lists the config's offers when asked for none, with prices in cents; an unknown id is left out", async () => {
    const offers = await commerce().offers();
    expect(offers.map((o) => [o.offerId, o.type, o.period, o.customerPriceInclTax, o.freeDays])).toEqual([
      [MONTHLY, 'svod', 'month', 799, 7],
      [YEARLY, 'svod', 'year', 7999, 0],
    ]);
    const [pass, ...rest] = await commerce().offers([PASS, 'C000_NL']);
    expect(rest).toEqual([]);
    expect(pass).toMatchObject({ type: 'tvod', accessDays: 30, customerPriceInclTax: 499, customerCurrency: 'EUR' });
  });

  it('creates an order with a coupon through POST /orders then PATCH /orders/{id}, once it knows the offer is not held', async () => {
    const customer = await signUp();
    fixture.requests.length = 0;
    const order = await commerce().createOrder(customer, { offerId: YEARLY, couponCode: 'YEAR10' }, null);
    expect(order).toMatchObject({
      offerId: YEARLY,
      totalPrice: 6999,
      status: 'open',
      discount: { applied: true, type: 'coupon' },
      priceBreakdown: { offerPrice: 7999, discountAmount: 1000, discountedPrice: 6999 },
    });
    expect(fixture.requests).toEqual([
      `GET /entitlements/${YEARLY}`,
      'GET /payment-methods',
      'POST /orders',
      `PATCH /orders/${order.id}`,
    ]);
    expect(await commerce().getOrder(customer, order.id)).toEqual(order);
  });

  it.each([
    ['NOPE', 'coupon_not_valid'],
    ['YEAR10', 'coupon_not_valid_for_offer'],
  ])('maps the coupon %s on an order update to %s on couponCode (spec 1 §8)', async (couponCode, key) => {
    const customer = await signUp();
    await expect(commerce().createOrder(customer, { offerId: MONTHLY, couponCode }, null)).rejects.toMatchObject({
      status: 400,
      code: key,
      fields: { couponCode: [key] },
    });
  });

  // The other two "Order update" rows: the checkout drops an order that is not found and offers the offers again.
  it.each([
    ['Order not found', 404, 'order_not_found'],
    ['Offer is not available in your country', 422, 'unknown_error'],
  ])('maps the order update answer "%s" to %s (spec 1 §8)', async (message, status, code) => {
    const customer = await signUp();
    const answering: typeof fetch = async (url, init) =>
      init?.method === 'PATCH' && /\/orders\/\d+$/.test(String(url))
        ? new Response(JSON.stringify({ responseData: {}, errors: [message] }), { status })
        : fetch(url, init);
    const shop = createCleengCommerce({
      client: createCleengClient({ baseUrl: fixture.url, fetch: answering }),
      offerIds: [MONTHLY, YEARLY],
    });
    await expect(shop.createOrder(customer, { offerId: MONTHLY, couponCode: 'WELCOME20' }, null)).rejects.toMatchObject(
      {
        code,
      },
    );
  });

  it('takes a free pass without payment details (POST /payments); a priced order needs them', async () => {
    const customer = await signUp();
    const free = await commerce().createOrder(customer, { offerId: PASS, couponCode: 'FREEPASS' }, null);
    expect(free).toMatchObject({ totalPrice: 0, requiredPaymentDetails: false });
    expect(await commerce().payWithoutDetails!(customer, free.id)).toMatchObject({ status: 'succeeded', amount: 0 });
    expect(await commerce().hasAccess(customer, [PASS])).toBe(true);
    expect(fixture.requests).toContain('POST /payments');

    const priced = await commerce().createOrder(customer, { offerId: MONTHLY }, null);
    await expect(commerce().payWithoutDetails!(customer, priced.id)).rejects.toMatchObject({
      status: 400,
      code: 'payment_details_required',
    });
  });

  it("answers order_not_found for an order Cleeng does not know, or another customer's", async () => {
    const [owner, other] = await Promise.all([signUp(), signUp()]);
    const order = await commerce().createOrder(owner, { offerId: MONTHLY }, null);
    await expect(commerce().getOrder(other, order.id)).rejects.toMatchObject({ status: 404, code: 'order_not_found' });
    await expect(commerce().getOrder(owner, '1')).rejects.toMatchObject({ code: 'order_not_found' });
  });

  it('answers "No order created" when Cleeng answers the new order without one', async () => {
    const buyer = await signUp();
    fixture.createNoOrders(true);
    try {
      await expect(commerce().createOrder(buyer, { offerId: MONTHLY }, null)).rejects.toMatchObject({
        status: 503,
        message: 'No order created',
      });
    } finally {
      fixture.createNoOrders(false);
    }
  });

  it('ends the session when Cleeng refuses the token, and refuses unknown offers', async () => {
    const customer = { userId: '900000001', platformToken: 'not-a-jwt' };
    await expect(commerce().subscriptions(customer)).rejects.toMatchObject({ status: 401 });
    await expect(commerce().entitlement({ userId: '1' }, MONTHLY)).rejects.toMatchObject({ status: 401 });
    const buyer = await signUp();
    await expect(commerce().createOrder(buyer, { offerId: 'S999_NL' }, null)).rejects.toMatchObject({
      code: 'offer_not_found',
    });
  });

  it('answers a clear 503 with a retry when Cleeng is slow', async () => {
    const customer = await signUp();
    fixture.delay(400);
    try {
      await expect(commerce(100).subscriptions(customer)).rejects.toMatchObject({
        status: 503,
        code: 'account_platform_unavailable',
      });
    } finally {
      fixture.delay(0);
    }
  });
});

describe('Cleeng commerce adapter: paying and access', () => {
  it('pays through the Adyen connector: access to the offer, a subscription, the card and the transaction', async () => {
    const customer = await signUp();
    const shop = commerce();
    expect(await shop.hasAccess(customer, [MONTHLY, PASS])).toBe(false);
    const order = await shop.createOrder(customer, { offerId: YEARLY }, null);
    const started = await shop.startHostedPayment(customer, order.id, 'https://site.test/back', null);
    expect(started.payment).toMatchObject({ id: order.id, status: 'processing', amount: 7999, currency: 'EUR' });
    expect(started.session).toEqual({ id: expect.stringMatching(/^CS/), sessionData: expect.any(String) });

    const { sessionResult } = fixture.payOnSession(started.session.id!, '4111 1111 1111 1111');
    const paid = await shop.finalizePayment(customer, order.id, { sessionId: started.session.id!, sessionResult });
    expect(paid).toMatchObject({ id: order.id, status: 'succeeded', amount: 7999 });

    expect(await shop.hasAccess(customer, [MONTHLY, YEARLY])).toBe(true);
    expect(await shop.entitlement(customer, YEARLY)).toMatchObject({ accessGranted: true, status: 'active' });
    expect(await shop.subscriptions(customer)).toEqual([
      expect.objectContaining({ offerId: YEARLY, status: 'active', period: 'year', nextPaymentPrice: 7999 }),
    ]);
    expect(await shop.paymentMethod(customer)).toEqual({
      methodName: 'card',
      paymentGateway: 'adyen',
      last4: '1111',
      expMonth: 3,
      expYear: 2030,
    });
    expect(await shop.billingHistory(customer)).toEqual([
      expect.objectContaining({ offerId: YEARLY, amount: 7999, status: 'succeeded', orderId: order.id }),
    ]);
  });

  it('does not open a second payment for an order the customer already holds (a checkout reopened after paying)', async () => {
    const customer = await signUp();
    const paid = await buy(customer, PASS);
    expect(paid.status).toBe('succeeded');
    await expect(
      commerce().startHostedPayment(customer, paid.id, 'https://site.test/back', null),
    ).rejects.toMatchObject({ status: 409, code: 'already_has_access' });
    expect(await commerce().billingHistory(customer)).toHaveLength(1);
  });

  it('a refused card gives no access; back from the bank page, the payment says card_declined', async () => {
    const customer = await signUp();
    const shop = commerce();
    const order = await shop.createOrder(customer, { offerId: PASS }, null);
    const { session } = await shop.startHostedPayment(customer, order.id, 'https://site.test/m/x?u=finalize', null);
    const { returnUrl, redirectResult } = fixture.payOnSession(session.id!, '4000 3000 1111 2220');
    expect(new URL(returnUrl).searchParams.get('paymentId')).toBe(order.id);
    expect(await shop.finalizePayment(customer, order.id, { redirectResult })).toMatchObject({
      status: 'failed',
      failureKey: 'card_declined',
    });
    expect(await shop.hasAccess(customer, [PASS])).toBe(false);
  });

  it('finishes a bank page (3-D Secure) with initial-payment/finalize and its redirect result', async () => {
    const customer = await signUp();
    const shop = commerce();
    const order = await shop.createOrder(customer, { offerId: PASS }, null);
    // What the Drop-in does in Adyen's advanced flow: Cleeng's connector answers with the bank's page.
    const started = await fetch(`${fixture.url}/connectors/adyen/initial-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.platformToken}` },
      body: JSON.stringify({
        orderId: Number(order.id),
        returnUrl: 'https://site.test/back',
        paymentMethod: { type: 'scheme', encryptedCardNumber: 'test_4917610000000000' },
      }),
    });
    const { responseData } = (await started.json()) as { responseData: { action: { url: string } } };
    const redirectResult = new URL(responseData.action.url).searchParams.get('redirectResult')!;
    const paid = await shop.finalizePayment(customer, order.id, { redirectResult });
    expect(paid).toMatchObject({ status: 'succeeded', amount: 499 });
    expect(await shop.hasAccess(customer, [PASS])).toBe(true);
    await expect(shop.finalizePayment(customer, order.id, { redirectResult })).rejects.toMatchObject({
      code: 'form_error',
    });
  });

  it('access ends when the entitlement expires', async () => {
    const customer = await signUp();
    await buy(customer, PASS);
    fixture.expire(customer.userId, PASS);
    expect(await commerce().hasAccess(customer, [PASS])).toBe(false);
    // Cleeng no longer says until when an ended pass ran: it leaves the list.
    expect(await commerce().subscriptions(customer)).toEqual([]);
  });

  it('pays with PayPal: a PayPal page that returns to the success URL, then access', async () => {
    const customer = await signUp();
    const shop = commerce();
    const order = await shop.createOrder(customer, { offerId: PASS }, null);
    const urls = {
      successUrl: 'https://site.test/m/x?u=paypal-success',
      waitingUrl: 'https://site.test/m/x?u=waiting-for-payment',
      cancelUrl: 'https://site.test/m/x?u=paypal-cancelled',
      errorUrl: 'https://site.test/m/x?u=paypal-error',
    };
    const cancelled = await fetch(
      `${(await shop.paypal.start(customer, order.id, () => urls)).redirectUrl}&action=cancel`,
      {
        redirect: 'manual',
      },
    );
    expect(cancelled.headers.get('location')).toBe(urls.cancelUrl);
    expect(await shop.hasAccess(customer, [PASS])).toBe(false);
    const { redirectUrl } = await shop.paypal.start(customer, order.id, () => urls);
    const approved = await fetch(`${redirectUrl}&action=approve`, { redirect: 'manual' });
    expect(approved.headers.get('location')).toBe(urls.successUrl);
    expect(await shop.hasAccess(customer, [PASS])).toBe(true);
  });
});

describe('Cleeng commerce adapter: subscriptions', () => {
  it('cancels and renews through PATCH /customers/{id}/subscriptions, access staying meanwhile', async () => {
    const customer = await signUp();
    await buy(customer, MONTHLY);
    const cancelled = await commerce().cancelSubscription(customer, MONTHLY);
    expect(cancelled).toMatchObject({ offerId: MONTHLY, status: 'cancelled', nextPaymentPrice: null });
    expect(await commerce().hasAccess(customer, [MONTHLY])).toBe(true);
    expect(await commerce().renewSubscription(customer, MONTHLY)).toMatchObject({ status: 'active' });
    await expect(commerce().cancelSubscription(customer, YEARLY)).rejects.toMatchObject({
      code: 'subscription_not_found',
    });
  });

  it('upgrades at once and keeps a downgrade pending (subscription switches)', async () => {
    const upgrader = await signUp();
    await buy(upgrader, MONTHLY);
    const up = await commerce().switchSubscription(upgrader, MONTHLY, YEARLY);
    expect(up).toMatchObject({ result: 'switched', subscription: { offerId: YEARLY, status: 'active' } });
    expect(await commerce().hasAccess(upgrader, [YEARLY])).toBe(true);

    const downgrader = await signUp();
    await buy(downgrader, YEARLY);
    const down = await commerce().switchSubscription(downgrader, YEARLY, MONTHLY);
    expect(down).toMatchObject({ result: 'pending', subscription: { offerId: YEARLY, pendingSwitchId: MONTHLY } });
    // Each switch's state was read back from Cleeng.
    expect(fixture.requests.filter((request) => /^GET \/subscription_switches\/SW/.test(request))).toHaveLength(2);
  });

  it('finishes a card change back from the bank page with payment-details/finalize', async () => {
    const customer = await signUp();
    await buy(customer, PASS);
    const { reference, session } = await commerce().startCardChange(customer, 'https://site.test/account', null);
    const { redirectResult } = fixture.payOnSession(session.id!, '5555 3412 4444 1115');
    expect(await commerce().finishCardChange(customer, reference, { redirectResult })).toMatchObject({ last4: '1115' });
    await expect(commerce().finishCardChange(customer, reference, { redirectResult })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('changes the saved card in the Drop-in on a Cleeng session', async () => {
    const customer = await signUp();
    await buy(customer, PASS);
    const { reference, session } = await commerce().startCardChange(customer, 'https://site.test/account', null);
    fixture.payOnSession(session.id!, '5555 3412 4444 1115');
    fixture.requests.length = 0;
    expect(await commerce().finishCardChange(customer, reference, {})).toMatchObject({ last4: '1115' });
    // The card before it is deleted, as Cleeng advises for an update.
    expect(fixture.requests).toContainEqual(expect.stringMatching(/^DELETE \/payment_details\/\d+$/));
  });

  it('answers what Cleeng does not do here with a clear error', async () => {
    const customer = await signUp();
    const card = { number: '4111111111111111', expMonth: 3, expYear: 2030, cvc: '737', holderName: 'A B' };
    await expect(commerce().receipt(customer, 'T1')).rejects.toMatchObject({
      status: 403,
      message: 'Receipts feature is not enabled',
    });
    await expect(commerce().payOrder(customer, '1', card, null)).rejects.toMatchObject({
      code: 'card_form_not_supported',
    });
    await expect(commerce().updatePaymentMethod(customer, card)).rejects.toMatchObject({
      code: 'card_form_not_supported',
    });
  });
});
