import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaypalGateway } from '../../src/server/payments/paypal/gateway';
import { bearer, signUp, startHarness, type Harness } from '../support/api-harness';
import { deliverPaymentWebhook } from '../support/hosted-checkout';
import {
  PAYPAL_CLIENT_ID,
  PAYPAL_SECRET,
  PAYPAL_WEBHOOK_ID,
  startPaypalFixture,
  type PaypalFixture,
} from '../support/paypal-fixture';
import { databaseKinds } from '../support/test-database';
import { quoteOf } from '../support/commerce-fixtures';

const PASS = 'C987654321_NL';
const MONTHLY = 'S123456789_NL';
const RETURN = '/m/14qIBJkr/lacrosse-sixes-final?u=checkout';

/** PayPal's buttons on the own backend (Orders v2), against a local server speaking PayPal's REST API. */
describe.each(databaseKinds)('PayPal checkout (%s)', (kind) => {
  let h: Harness;
  let paypal: PaypalFixture;
  const gateway = () =>
    createPaypalGateway({
      clientId: PAYPAL_CLIENT_ID,
      clientSecret: PAYPAL_SECRET,
      webhookId: PAYPAL_WEBHOOK_ID,
      apiBase: paypal.url,
    });

  beforeAll(async () => {
    paypal = await startPaypalFixture();
    h = await startHarness(kind, { paypal: gateway() });
  });
  afterAll(async () => {
    await h.close();
    await paypal.close();
  });

  /** A new customer's order of `offerId` and the PayPal order the buttons' `createOrder` gets for it. */
  async function buyWithPaypal(offerId = PASS, idempotencyKey?: string) {
    const { jwt, userId } = await signUp(h);
    const headers = bearer(jwt);
    const order = await (await h.request('POST', '/orders', { headers, json: { offerId } })).json();
    const start = () =>
      h.request('POST', `/orders/${order.id}/paypal-orders`, {
        headers: {
          ...headers,
          ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
        },
        json: { returnPath: RETURN, quote: quoteOf(order) },
      });
    const started = await start();
    const body = await started.json();
    const finalize = async () =>
      (
        await h.request('POST', `/payments/${body.payment?.id}/finalize`, {
          headers,
          json: {},
        })
      ).json();
    const access = async () => (await h.request('GET', `/entitlements/${offerId}`, { headers })).json();
    return { headers, userId, order, started, body, start, finalize, access };
  }
  const capturesOf = (orderId: string) =>
    paypal.captures.filter(
      (c) => paypal.orders.get(orderId)?.purchase_units?.[0]?.payments?.captures?.[0]?.id === c.id,
    );
  const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
    deliverPaymentWebhook(h, gateway(), delivery.body, delivery.headers);

  it('says the checkout offers PayPal, and makes a PayPal order of our price for our payment', async () => {
    expect(await (await h.request('GET', '/payments/gateway')).json()).toMatchObject({ name: 'test', paypal: true });
    const buy = await buyWithPaypal();
    expect(buy.started.status).toBe(201);
    expect(buy.body.payment).toMatchObject({
      status: 'requires_action',
      amount: 499,
      currency: 'EUR',
    });
    expect(paypal.orders.get(buy.body.paypalOrderId)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: buy.body.payment.id,
          amount: { currency_code: 'EUR', value: '4.99' },
        },
      ],
    });
    expect((await buy.access()).accessGranted).toBe(false);
  });

  it('create → the buyer approves → capture: paid once, access granted', async () => {
    const buy = await buyWithPaypal();
    paypal.buyerApproves(buy.body.paypalOrderId);
    expect(await buy.finalize()).toMatchObject({
      status: 'succeeded',
      amount: 499,
    });
    expect(capturesOf(buy.body.paypalOrderId)).toHaveLength(1);
    expect(await buy.access()).toMatchObject({
      accessGranted: true,
      kind: 'tvod',
    });
    const history = await (await h.request('GET', '/payments', { headers: buy.headers })).json();
    expect(history[0]).toMatchObject({ status: 'succeeded', amount: 499 });
  });

  it('captures once when two tabs finalize at the same moment, and a retried start gets the same PayPal order', async () => {
    const buy = await buyWithPaypal(PASS, 'paypal-start-1');
    expect((await (await buy.start()).json()).paypalOrderId).toBe(buy.body.paypalOrderId);
    paypal.buyerApproves(buy.body.paypalOrderId);
    const both = await Promise.all([buy.finalize(), buy.finalize()]);
    expect(both.map((payment) => payment.status)).toEqual(['succeeded', 'succeeded']);
    expect(capturesOf(buy.body.paypalOrderId)).toHaveLength(1);
  });

  it('takes nothing before the buyer approved (PayPal’s window closed)', async () => {
    const buy = await buyWithPaypal();
    expect((await buy.finalize()).status).toBe('requires_action');
    expect(paypal.calls.filter((call) => call.endsWith(`${buy.body.paypalOrderId}/capture`))).toHaveLength(0);
    expect((await buy.access()).accessGranted).toBe(false);
  });

  it.each(['instrument-declined', 'capture-declined'] as const)(
    'a capture PayPal refuses (%s) is a failed payment with PayPal’s message, no access',
    async (funding) => {
      const buy = await buyWithPaypal();
      paypal.buyerApproves(buy.body.paypalOrderId, funding);
      expect(await buy.finalize()).toMatchObject({
        status: 'failed',
        failureKey: 'paypal_failed',
      });
      expect(capturesOf(buy.body.paypalOrderId)).toHaveLength(0);
      expect((await buy.access()).accessGranted).toBe(false);
    },
  );

  it.each([
    ['amount', { currency_code: 'EUR', value: '0.01' }],
    ['currency', { currency_code: 'USD', value: '4.99' }],
  ])('does not capture an order whose %s was changed in the browser', async (_field, amount) => {
    const buy = await buyWithPaypal();
    paypal.buyerPatchesAmount(buy.body.paypalOrderId, amount);
    paypal.buyerApproves(buy.body.paypalOrderId);
    expect(await buy.finalize()).toMatchObject({
      status: 'failed',
      failureKey: 'paypal_failed',
    });
    expect(paypal.calls.filter((call) => call.endsWith(`${buy.body.paypalOrderId}/capture`))).toHaveLength(0);
    expect((await buy.access()).accessGranted).toBe(false);
  });

  it('leaves subscriptions to the card (they renew with it): 409 payment_method_not_available', async () => {
    const buy = await buyWithPaypal(MONTHLY);
    expect(buy.started.status).toBe(409);
    expect(buy.body.code).toBe('payment_method_not_available');
  });

  it('never lets the test bank’s challenge answer a PayPal payment', async () => {
    const buy = await buyWithPaypal();
    const answer = await h.request('POST', `/payments/${buy.body.payment.id}/challenge`, {
      headers: buy.headers,
      json: { approved: true },
    });
    expect(answer.status).toBe(409);
    expect((await buy.access()).accessGranted).toBe(false);
  });

  it('finalizes only the customer’s own PayPal payment', async () => {
    const buy = await buyWithPaypal();
    paypal.buyerApproves(buy.body.paypalOrderId);
    const { jwt } = await signUp(h);
    const other = await h.request('POST', `/payments/${buy.body.payment.id}/finalize`, {
      headers: bearer(jwt),
      json: {},
    });
    expect(other.status).toBe(404);
    expect(capturesOf(buy.body.paypalOrderId)).toHaveLength(0);
  });

  describe('webhook', () => {
    it('grants access for a genuine PAYMENT.CAPTURE.COMPLETED once, also when PayPal delivers it again', async () => {
      const buy = await buyWithPaypal();
      const delivery = paypal.webhook(buy.body.paypalOrderId, 'PAYMENT.CAPTURE.COMPLETED');
      expect(await (await deliver(delivery)).json()).toEqual({
        received: true,
        outcomes: ['applied'],
      });
      expect(await (await deliver(delivery)).json()).toEqual({
        received: true,
        outcomes: ['ignored'],
      });
      expect((await buy.access()).accessGranted).toBe(true);
      const history = await (await h.request('GET', '/payments', { headers: buy.headers })).json();
      expect(history.map((entry: { status: string }) => entry.status)).toEqual(['succeeded']);
    });

    it('refuses a delivery with a bad signature, a tampered body or no PayPal headers, and changes nothing', async () => {
      const buy = await buyWithPaypal();
      expect(
        (await deliver(paypal.webhook(buy.body.paypalOrderId, 'PAYMENT.CAPTURE.COMPLETED', { forged: true }))).status,
      ).toBe(400);
      const genuine = paypal.webhook(buy.body.paypalOrderId, 'PAYMENT.CAPTURE.DECLINED');
      const tampered = {
        ...genuine,
        body: genuine.body.replace('CAPTURE.DECLINED', 'CAPTURE.COMPLETED'),
      };
      expect((await deliver(tampered)).status).toBe(400);
      expect((await deliver({ ...genuine, headers: {} })).status).toBe(400);
      expect((await deliver({ body: 'not json', headers: genuine.headers })).status).toBe(400);
      expect((await buy.access()).accessGranted).toBe(false);
    });

    it('grants nothing for a capture of another amount', async () => {
      const buy = await buyWithPaypal();
      const delivery = paypal.webhook(buy.body.paypalOrderId, 'PAYMENT.CAPTURE.COMPLETED', {
        amount: { currency_code: 'EUR', value: '0.01' },
      });
      expect(await (await deliver(delivery)).json()).toEqual({
        received: true,
        outcomes: ['ignored'],
      });
      expect((await buy.access()).accessGranted).toBe(false);
    });

    it('records a declined capture sent by webhook', async () => {
      const buy = await buyWithPaypal();
      const delivery = paypal.webhook(buy.body.paypalOrderId, 'PAYMENT.CAPTURE.DECLINED');
      expect(await (await deliver(delivery)).json()).toEqual({
        received: true,
        outcomes: ['applied'],
      });
      const history = await (await h.request('GET', '/payments', { headers: buy.headers })).json();
      expect(history[0]).toMatchObject({
        status: 'failed',
        failureKey: 'paypal_failed',
      });
    });
  });
});
