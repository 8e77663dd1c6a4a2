import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeGateway } from '../../src/server/payments/stripe/gateway';
import { bearer, signUp, startHarness, type Harness } from '../support/api-harness';
import { deliverPaymentWebhook, startHostedCardChange, startHostedCheckout } from '../support/hosted-checkout';
import { STRIPE_KEY, startStripeFixture, type StripeFixture } from '../support/stripe-fixture';
import { databaseKinds } from '../support/test-database';
import { quoteOf } from '../support/commerce-fixtures';

const WEBHOOK_SECRET = 'whsec_fixture_0123456789';
const MONTHLY = 'S123456789_NL';
const YEARLY = 'S234567890_NL';
const PASS = 'C987654321_NL';
const RETURN = '/m/F9E6NFvl/cold-meridian?u=finalize-payment-stripe-ppv';

/** The Stripe gateway through our API, against a local server speaking Stripe's wire format. */
describe.each(databaseKinds)('Stripe checkout (%s)', (kind) => {
  let h: Harness;
  let stripe: StripeFixture;
  const gateway = () =>
    createStripeGateway({
      secretKey: STRIPE_KEY,
      publishableKey: 'pk_test_fixture',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: stripe.url,
    });

  beforeAll(async () => {
    stripe = await startStripeFixture();
    h = await startHarness(kind, { gateway: gateway() });
  });
  afterAll(async () => {
    await h.close();
    await stripe.close();
  });

  async function checkout(offerId: string, idempotencyKey: string = crypto.randomUUID()) {
    const buy = await startHostedCheckout(h, offerId, { returnPath: RETURN, idempotencyKey });
    const intentId = String(buy.session.clientSecret).split('_secret_')[0]!;
    return { ...buy, intentId, finalize: () => buy.finalize() };
  }

  it('tells the browser to use the Payment Element with the publishable key', async () => {
    const answer = await (await h.request('GET', '/payments/gateway')).json();
    expect(answer).toEqual({
      name: 'stripe',
      checkout: 'hosted',
      paypal: false,
      browser: { publishableKey: 'pk_test_fixture' },
    });
  });

  it('grants a subscription once Stripe says the payment succeeded, and keeps the card for renewals', async () => {
    const buy = await checkout(YEARLY);
    expect(buy.payment).toMatchObject({ status: 'requires_action', amount: 7999, currency: 'EUR' });
    expect(buy.session.mode).toBe('payment');
    // Stripe's form sends the customer back to the finalize step of this payment after a bank page.
    const back = new URL(buy.session.returnUrl);
    expect(back.pathname + back.search).toBe(`${RETURN}&paymentId=${buy.payment.id}`);
    expect(stripe.intents.get(buy.intentId)).toMatchObject({ amount: 7999, currency: 'eur' });
    expect(stripe.intents.get(buy.intentId)?.setup_future_usage).toBe('off_session');
    // Back before paying (the customer left the form): still waiting, nothing granted.
    expect((await buy.finalize()).status).toBe('requires_action');
    expect((await buy.access()).accessGranted).toBe(false);

    stripe.customerPays(buy.intentId, 'pm_card_visa');
    expect(await buy.finalize()).toMatchObject({ status: 'succeeded', failureKey: null });
    expect((await buy.access()).accessGranted).toBe(true);
    const card = await (await h.request('GET', '/payment-methods', { headers: buy.headers })).json();
    expect(card).toMatchObject({ paymentGateway: 'stripe', last4: '4242', expMonth: 12, expYear: 2034 });
  });

  it('answers a retried start with the same payment and form session (one PaymentIntent)', async () => {
    const buy = await checkout(PASS, 'retry-key-1');
    const again = await (await buy.start()).json();
    expect(again.payment.id).toBe(buy.payment.id);
    expect(again.session.clientSecret).toBe(buy.session.clientSecret);
    expect([...stripe.intents.values()].filter((i) => i.metadata.payment_id === buy.payment.id)).toHaveLength(1);
  });

  it('records a declined card with its key and grants nothing', async () => {
    const buy = await checkout(PASS);
    stripe.customerPays(buy.intentId, 'pm_card_chargeDeclinedInsufficientFunds');
    expect(await buy.finalize()).toMatchObject({ status: 'failed', failureKey: 'insufficient_funds' });
    expect((await buy.access()).accessGranted).toBe(false);
  });

  it('checks and keeps the card with a SetupIntent when free days make the first payment 0', async () => {
    const buy = await checkout(MONTHLY);
    expect(buy.payment.amount).toBe(0);
    expect(buy.session.mode).toBe('setup');
    stripe.customerPays(buy.intentId, 'pm_card_visa');
    expect((await buy.finalize()).status).toBe('succeeded');
    expect((await buy.access()).accessGranted).toBe(true);
  });

  it('renews with the kept card off-session when the period ends', async () => {
    const buy = await checkout(YEARLY);
    stripe.customerPays(buy.intentId, 'pm_card_visa');
    await buy.finalize();
    const before = await buy.access();
    h.advance(before.expiresAt * 1000 - h.now().getTime() - 30 * 60_000);
    const report = await h.commerce.runRenewals();
    expect(report.renewed).toBeGreaterThanOrEqual(1);
    // A year on, the access token has expired: ask the commerce adapter for the customer directly.
    const after = await h.commerce.entitlement({ userId: buy.userId }, YEARLY);
    expect(after).toMatchObject({ accessGranted: true, status: 'active' });
    expect(after.expiresAt).toBeGreaterThan(before.expiresAt);
    const renewal = [...stripe.intents.values()].find((i) => i.customer && i.id !== buy.intentId && i.amount === 7999);
    expect(renewal?.status).toBe('succeeded');
  });

  describe('card change (edit-card)', () => {
    const startChange = (headers: Record<string, string>) => startHostedCardChange<Record<string, string>>(h, headers);
    const finish = (headers: Record<string, string>, reference: string) =>
      h.request('POST', '/payment-methods/hosted/finalize', { headers, json: { reference } });

    it("keeps the card confirmed in Stripe's form; another customer cannot finish the change", async () => {
      const buy = await checkout(YEARLY);
      stripe.customerPays(buy.intentId, 'pm_card_visa');
      await buy.finalize();
      const change = await startChange(buy.headers);
      expect(change.session).toMatchObject({ mode: 'setup', clientSecret: expect.stringContaining('_secret_') });
      expect((await finish(buy.headers, change.reference)).status).toBe(409);
      stripe.customerPays(change.reference, 'pm_card_visa');
      const { jwt } = await signUp(h);
      expect((await finish(bearer(jwt), change.reference)).status).toBe(404);
      const done = await finish(buy.headers, change.reference);
      expect(done.status).toBe(200);
      expect(await done.json()).toMatchObject({ paymentGateway: 'stripe', last4: '4242' });
      const kept = stripe.intents.get(change.reference)!;
      const rows = await h.database.db.execute(`select reference from payment_methods where user_id = '${buy.userId}'`);
      expect(JSON.stringify(rows)).toContain(`${kept.customer}/pm_card_visa`);
    });

    it('keeps the old card when the bank refuses the new one, naming the field', async () => {
      const buy = await checkout(PASS);
      const change = await startChange(buy.headers);
      stripe.customerPays(change.reference, 'pm_card_chargeDeclined');
      const refused = await finish(buy.headers, change.reference);
      expect(refused.status).toBe(400);
      expect((await refused.json()).errors).toEqual({ card: ['card_declined'] });
      expect(await (await h.request('GET', '/payment-methods', { headers: buy.headers })).json()).toBeNull();
    });
  });

  describe('webhook', () => {
    function deliver(event: object, secret = WEBHOOK_SECRET) {
      const payload = JSON.stringify(event);
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      return deliverPaymentWebhook(h, gateway(), payload, { 'stripe-signature': header });
    }
    const succeeded = (intentId: string) => ({
      id: `evt_${intentId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId, object: 'payment_intent' } },
    });

    it('grants access on a genuine delivery once, also when Stripe delivers it twice', async () => {
      const buy = await checkout(PASS);
      stripe.customerPays(buy.intentId, 'pm_card_visa');
      expect(await (await deliver(succeeded(buy.intentId))).json()).toEqual({ received: true, outcomes: ['applied'] });
      expect(await (await deliver(succeeded(buy.intentId))).json()).toEqual({ received: true, outcomes: ['ignored'] });
      expect((await buy.access()).accessGranted).toBe(true);
    });

    it('refuses a delivery signed with another secret and changes nothing', async () => {
      const buy = await checkout(PASS);
      stripe.customerPays(buy.intentId, 'pm_card_visa');
      const forged = await deliver(succeeded(buy.intentId), 'whsec_someone_else');
      expect(forged.status).toBe(400);
      expect((await buy.access()).accessGranted).toBe(false);
    });

    it('acknowledges genuine events that concern no payment', async () => {
      const answer = await deliver({ id: 'evt_1', object: 'event', type: 'customer.created', data: { object: {} } });
      expect(await answer.json()).toEqual({ received: true, outcomes: [] });
    });
  });

  describe('bad input', () => {
    it('refuses a return address off the site, naming the field', async () => {
      const { jwt } = await signUp(h);
      const order = await (
        await h.request('POST', '/orders', { headers: bearer(jwt), json: { offerId: PASS } })
      ).json();
      for (const returnPath of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
        const answer = await h.request('POST', `/orders/${order.id}/hosted-payments`, {
          headers: bearer(jwt),
          json: { returnPath },
        });
        expect(answer.status).toBe(400);
        expect(JSON.stringify(await answer.json())).toContain('returnPath');
      }
    });

    it("never finalizes another customer's payment", async () => {
      const buy = await checkout(PASS);
      const { jwt } = await signUp(h);
      const answer = await h.request('POST', `/payments/${buy.payment.id}/finalize`, {
        headers: bearer(jwt),
        json: {},
      });
      expect(answer.status).toBe(404);
      expect((await answer.json()).code).toBe('payment_not_found');
    });

    it('refuses starting Stripe’s form without the order’s figures echoed, or with others (decision 4130)', async () => {
      const { jwt } = await signUp(h);
      const order = await (
        await h.request('POST', '/orders', { headers: bearer(jwt), json: { offerId: PASS } })
      ).json();
      const start = (quote?: unknown) =>
        h.request('POST', `/orders/${order.id}/hosted-payments`, { headers: bearer(jwt), json: { returnPath: '/', quote } });
      const none = await start();
      expect(none.status).toBe(400);
      expect((await none.json()).code).toBe('quote_required');
      const other = await start({ ...quoteOf(order), amount: order.totalPrice - 100 });
      expect(other.status).toBe(400);
      expect((await other.json()).errors).toHaveProperty(['quote.amount']);
      const rows = await h.database.db.execute(`select count(*)::int as n from payments where order_id = '${order.id}'`);
      expect(JSON.stringify(rows)).toContain('"n":0');
    });

    it('refuses card details: the card goes into Stripe’s form only', async () => {
      const { jwt } = await signUp(h);
      const order = await (
        await h.request('POST', '/orders', { headers: bearer(jwt), json: { offerId: PASS } })
      ).json();
      const card = { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123', holderName: 'A B' };
      const answer = await h.request('POST', `/orders/${order.id}/payments`, { headers: bearer(jwt), json: { card } });
      expect(answer.status).toBe(409);
      expect((await answer.json()).code).toBe('hosted_checkout');
    });
  });
});
