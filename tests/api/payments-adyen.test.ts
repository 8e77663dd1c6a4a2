import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdyenGateway } from '../../src/server/payments/adyen/gateway';
import { ADYEN_HMAC_KEY, ADYEN_KEY, MERCHANT, startAdyenFixture, type AdyenFixture } from '../support/adyen-fixture';
import { bearer, signUp, startHarness, type Harness } from '../support/api-harness';
import { deliverPaymentWebhook, startHostedCardChange, startHostedCheckout } from '../support/hosted-checkout';
import { databaseKinds } from '../support/test-database';

const YEARLY = 'S234567890_NL';
const PASS = 'C987654321_NL';
const RETURN = '/m/F9E6NFvl/cold-meridian?u=finalize-payment-adyen';

/** Adyen's Sessions flow through our API, against a local server speaking Adyen's Checkout API. */
describe.each(databaseKinds)('Adyen checkout (%s)', (kind) => {
  let h: Harness;
  let adyen: AdyenFixture;
  const gateway = () =>
    createAdyenGateway({
      apiKey: ADYEN_KEY,
      merchantAccount: MERCHANT,
      clientKey: 'test_CLIENTKEY',
      hmacKey: ADYEN_HMAC_KEY,
      environment: 'test',
      checkoutUrl: `${adyen.url}/v71`,
    });

  beforeAll(async () => {
    adyen = await startAdyenFixture();
    h = await startHarness(kind, { gateway: gateway() });
  });
  afterAll(async () => {
    await h.close();
    await adyen.close();
  });

  const checkout = (offerId: string) => startHostedCheckout(h, offerId, { returnPath: RETURN });
  const deliver = (body: string) => deliverPaymentWebhook(h, gateway(), body);

  it('opens a session for the Drop-in with our payment as the merchant reference and the price from the server', async () => {
    const answer = await (await h.request('GET', '/payments/gateway')).json();
    expect(answer).toEqual({
      name: 'adyen',
      checkout: 'hosted',
      paypal: false,
      browser: { clientKey: 'test_CLIENTKEY', environment: 'test' },
    });
    const buy = await checkout(PASS);
    expect(buy.session).toEqual({ id: expect.stringMatching(/^CS/), sessionData: expect.any(String) });
    expect(adyen.sessions.get(buy.session.id)).toMatchObject({
      reference: buy.payment.id,
      amount: { value: 499, currency: 'EUR' },
      shopperReference: buy.userId,
      storePaymentMethod: false,
      returnUrl: `http://127.0.0.1:4321${RETURN}&paymentId=${buy.payment.id}`,
    });
  });

  it('grants access from the Drop-in session result', async () => {
    const buy = await checkout(PASS);
    const { sessionResult } = adyen.shopperPays(buy.session.id, 'authorised');
    expect((await buy.finalize({ sessionId: buy.session.id, sessionResult })).status).toBe('succeeded');
    expect((await buy.access()).accessGranted).toBe(true);
  });

  it('finalize-payment-adyen: the redirect result after the bank page decides, with the refusal key', async () => {
    const buy = await checkout(PASS);
    const { redirectResult } = adyen.shopperPays(buy.session.id, 'not-enough-balance');
    expect(await buy.finalize({ redirectResult })).toMatchObject({
      status: 'failed',
      failureKey: 'insufficient_funds',
    });
    expect((await buy.access()).accessGranted).toBe(false);
  });

  it("ignores a session or redirect result of another customer's payment", async () => {
    const mine = await checkout(PASS);
    const theirs = await checkout(PASS);
    const paid = adyen.shopperPays(theirs.session.id, 'authorised');
    expect((await mine.finalize({ redirectResult: paid.redirectResult })).status).toBe('processing');
    expect((await mine.finalize({ sessionId: theirs.session.id, sessionResult: paid.sessionResult })).status).toBe(
      'processing',
    );
    expect((await mine.access()).accessGranted).toBe(false);
  });

  it('keeps a subscription card from the redirect result and renews with it', async () => {
    const buy = await checkout(YEARLY);
    expect(adyen.sessions.get(buy.session.id)?.storePaymentMethod).toBe(true);
    const { redirectResult } = adyen.shopperPays(buy.session.id, 'authorised');
    expect((await buy.finalize({ redirectResult })).status).toBe('succeeded');
    const card = await (await h.request('GET', '/payment-methods', { headers: buy.headers })).json();
    expect(card).toMatchObject({ paymentGateway: 'adyen', last4: '1111', expMonth: 3, expYear: 2030 });
    const before = await buy.access();
    h.advance(before.expiresAt * 1000 - h.now().getTime() - 30 * 60_000);
    expect((await h.commerce.runRenewals()).renewed).toBeGreaterThanOrEqual(1);
    const after = await h.commerce.entitlement({ userId: buy.userId }, YEARLY);
    expect(after.expiresAt).toBeGreaterThan(before.expiresAt);
  });

  describe('card change (edit-card)', () => {
    const startChange = (headers: Record<string, string>) =>
      startHostedCardChange<{ id: string; sessionData: string }>(h, headers);
    const finish = (headers: Record<string, string>, reference: string, details: Record<string, string>) =>
      h.request('POST', '/payment-methods/hosted/finalize', { headers, json: { reference, details } });
    const savedCard = async (headers: Record<string, string>) =>
      (await h.request('GET', '/payment-methods', { headers })).json();

    it('checks the card with a zero-value authorisation and keeps it from the redirect result', async () => {
      const buy = await checkout(PASS);
      const change = await startChange(buy.headers);
      expect(change.reference).toMatch(new RegExp(`^card-${buy.userId}-`));
      expect(adyen.sessions.get(change.session.id)).toMatchObject({
        amount: { value: 0, currency: 'EUR' },
        storePaymentMethod: true,
        shopperReference: buy.userId,
      });
      const { redirectResult } = adyen.shopperPays(change.session.id, 'authorised');
      const { jwt } = await signUp(h);
      expect((await finish(bearer(jwt), change.reference, { redirectResult })).status).toBe(404);
      const done = await finish(buy.headers, change.reference, { redirectResult });
      expect(done.status).toBe(200);
      expect(await savedCard(buy.headers)).toMatchObject({ paymentGateway: 'adyen', last4: '1111' });
    });

    it('keeps the card the webhook reports when the Drop-in result carried none', async () => {
      const buy = await checkout(PASS);
      const change = await startChange(buy.headers);
      const { sessionResult } = adyen.shopperPays(change.session.id, 'authorised');
      const pending = await finish(buy.headers, change.reference, { sessionId: change.session.id, sessionResult });
      expect(pending.status).toBe(409);
      expect(await savedCard(buy.headers)).toBeNull();
      expect(await (await deliver(adyen.notification(change.session.id, true))).json()).toEqual({
        received: true,
        outcomes: ['applied'],
      });
      expect(await savedCard(buy.headers)).toMatchObject({ last4: '1111', expMonth: 3, expYear: 2030 });
    });
  });

  describe('webhook', () => {
    it('grants access for a genuine AUTHORISATION once, also when delivered twice', async () => {
      const buy = await checkout(PASS);
      adyen.shopperPays(buy.session.id, 'authorised');
      const body = adyen.notification(buy.session.id, true);
      expect(await (await deliver(body)).json()).toEqual({ received: true, outcomes: ['applied'] });
      expect(await (await deliver(body)).json()).toEqual({ received: true, outcomes: ['ignored'] });
      expect((await buy.access()).accessGranted).toBe(true);
    });

    it('refuses an item signed with another key, or tampered with, and changes nothing', async () => {
      const buy = await checkout(PASS);
      const forged = adyen.notification(buy.session.id, true, 'AB'.repeat(32));
      expect((await deliver(forged)).status).toBe(400);
      const tampered = adyen.notification(buy.session.id, true).replace('"value":499', '"value":1');
      expect((await deliver(tampered)).status).toBe(400);
      expect((await deliver('not json')).status).toBe(400);
      expect((await buy.access()).accessGranted).toBe(false);
    });

    it('records a refusal sent by webhook', async () => {
      const buy = await checkout(PASS);
      expect(await (await deliver(adyen.notification(buy.session.id, false))).json()).toEqual({
        received: true,
        outcomes: ['applied'],
      });
      const history = await (await h.request('GET', '/payments', { headers: buy.headers })).json();
      expect(history[0]).toMatchObject({ status: 'failed', failureKey: 'card_declined' });
    });
  });

  it('refuses finalize details that are not Adyen’s, naming the field', async () => {
    const buy = await checkout(PASS);
    const answer = await h.request('POST', `/payments/${buy.payment.id}/finalize`, {
      headers: buy.headers,
      json: { details: { amount: '1' } },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain('details');
  });
});
