import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESSING_SETTLES_AFTER_MS, TEST_CARDS } from '../../src/server/payments/test/gateway';
import { PASSWORD, bearer, signUp, startHarness, type Harness } from '../support/api-harness';
import { databaseKinds } from '../support/test-database';
import { MONTHLY, PREMIER, YEARLY, testCard as card, quoteOf } from '../support/commerce-fixtures';


describe.each(databaseKinds)('commerce (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    // Many customers from one address: registration limits are another suite's subject.
    h = await startHarness(kind, { rateLimits: null });
  });
  afterAll(() => h.close());

  const post = (jwt: string, path: string, json: unknown, key?: string) =>
    h.request('POST', path, { headers: { ...bearer(jwt), ...(key ? { 'idempotency-key': key } : {}) }, json });

  async function order(jwt: string, json: unknown, key?: string) {
    const response = await post(jwt, '/orders', json, key);
    return { status: response.status, body: await response.json() };
  }

  it('lists the offers on sale, without signing in', async () => {
    const response = await h.request('GET', '/offers');
    expect(response.status).toBe(200);
    const offers = await response.json();
    expect(offers.map((offer: { offerId: string }) => offer.offerId)).toEqual([MONTHLY, YEARLY, PREMIER]);
    expect(offers[0]).toMatchObject({ type: 'svod', period: 'month', freeDays: 7, customerPriceInclTax: 799 });
    expect((await h.request('GET', '/offers/C000_NL')).status).toBe(404);
    expect((await h.request('GET', '/offers/nonsense')).status).toBe(400);
  });

  it('prices an order on the server: a client price is ignored, coupons apply', async () => {
    const { jwt } = await signUp(h);
    const plain = await order(jwt, { offerId: YEARLY, totalPrice: 1, currency: 'USD' });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ totalPrice: 7999, currency: 'EUR', taxRate: 0.21, status: 'open' });
    expect(plain.body.priceBreakdown).toEqual({
      offerPrice: 7999,
      discountAmount: 0,
      discountedPrice: 7999,
      paymentMethodFee: 0,
      taxValue: 1388,
    });
    const couponed = await order(jwt, { offerId: YEARLY, couponCode: 'year10' });
    expect(couponed.body).toMatchObject({ totalPrice: 6999, discount: { applied: true, type: 'coupon' } });
    const trial = await order(jwt, { offerId: MONTHLY });
    expect(trial.body).toMatchObject({ totalPrice: 0, requiredPaymentDetails: true, discount: { type: 'trial' } });
  });

  it.each([
    [{ offerId: 'S000_NL' }, 'offerId', 'offer_not_found'],
    [{ offerId: MONTHLY, couponCode: 'NOSUCH' }, 'couponCode', 'coupon_not_valid'],
    [{ offerId: MONTHLY, couponCode: 'LAUNCH2025' }, 'couponCode', 'coupon_not_valid'],
    [{ offerId: MONTHLY, couponCode: 'YEAR10' }, 'couponCode', 'coupon_not_valid_for_offer'],
    [{ offerId: 'X1' }, 'offerId', 'validation_failed'],
    [{}, 'offerId', 'validation_failed'],
  ])('refuses %j with %s → %s', async (json, field, code) => {
    const { jwt } = await signUp(h);
    const refused = await order(jwt, json);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(code);
    expect(refused.body.errors[field]).toBeDefined();
  });

  it('answers "No offer selected" for an order without an offer, and the id rule for a malformed one', async () => {
    const { jwt } = await signUp(h);
    for (const json of [{}, { offerId: '' }, { offerId: null }]) {
      const refused = await order(jwt, json);
      expect(refused.status).toBe(400);
      expect(refused.body.errors.offerId).toEqual(['No offer selected']);
    }
    for (const json of [{ offerId: 42 }, { offerId: 'X123' }]) {
      const refused = await order(jwt, json);
      expect(refused.body.errors.offerId).toEqual(['Offer ids start with S (subscription) or C (pay-per-view)']);
    }
  });

  it('needs a signed-in customer', async () => {
    expect((await h.request('POST', '/orders', { json: { offerId: MONTHLY } })).status).toBe(401);
  });

  it('a paid subscription grants access until the period ends', async () => {
    const { email, jwt } = await signUp(h);
    expect(await (await h.request('GET', `/entitlements/${YEARLY}`, { headers: bearer(jwt) })).json()).toMatchObject({
      accessGranted: false,
    });
    const { body } = await order(jwt, { offerId: YEARLY });
    const paid = await post(jwt, `/orders/${body.id}/payments`, { card: card(), quote: quoteOf(body) });
    expect(paid.status).toBe(201);
    expect(await paid.json()).toMatchObject({ status: 'succeeded', amount: 7999, failureKey: null });
    const entitlement = await (await h.request('GET', `/entitlements/${YEARLY}`, { headers: bearer(jwt) })).json();
    expect(entitlement).toMatchObject({ accessGranted: true, kind: 'svod', status: 'active' });
    expect(entitlement.expiresAt).toBe(Math.floor(h.now().getTime() / 1000) + 365 * 86_400);
    expect((await (await h.request('GET', `/orders/${body.id}`, { headers: bearer(jwt) })).json()).status).toBe('paid');

    h.advance(366 * 86_400_000);
    const login = await h.request('POST', '/auth/login', { json: { email, password: PASSWORD } });
    const { auth } = await login.json();
    expect(
      await (await h.request('GET', `/entitlements/${YEARLY}`, { headers: bearer(auth.jwt) })).json(),
    ).toMatchObject({
      accessGranted: false,
      status: 'expired',
    });
  });

  it.each([
    [TEST_CARDS.declined, 'failed', 'card_declined'],
    [TEST_CARDS.insufficientFunds, 'failed', 'insufficient_funds'],
    [TEST_CARDS.challenge, 'requires_action', null],
    [TEST_CARDS.processing, 'processing', null],
  ])('card %s: %s, nothing granted', async (number, status, failureKey) => {
    const { jwt } = await signUp(h);
    const { body } = await order(jwt, { offerId: PREMIER });
    const paid = await post(jwt, `/orders/${body.id}/payments`, { card: card(number), quote: quoteOf(body) });
    expect(await paid.json()).toMatchObject({ status, failureKey });
    expect(
      (await (await h.request('GET', `/entitlements/${PREMIER}`, { headers: bearer(jwt) })).json()).accessGranted,
    ).toBe(false);
  });

  const entitled = async (jwt: string, offerId = PREMIER) =>
    (await (await h.request('GET', `/entitlements/${offerId}`, { headers: bearer(jwt) })).json()).accessGranted;

  it.each([
    [true, 'succeeded', null, true],
    [false, 'failed', 'authentication_failed', false],
  ])('the challenge card waits for the cardholder: approved %s → %s', async (approved, status, failureKey, access) => {
    const { jwt } = await signUp(h);
    const { body } = await order(jwt, { offerId: PREMIER });
    const payment = await (await post(jwt, `/orders/${body.id}/payments`, { card: card(TEST_CARDS.challenge), quote: quoteOf(body) })).json();
    const answer = () => post(jwt, `/payments/${payment.id}/challenge`, { approved });
    const [first, second] = await Promise.all([answer(), answer()]);
    expect(await first.json()).toMatchObject({ status, failureKey });
    // Answered twice (a double click, a retried request): the second changes nothing.
    expect(await second.json()).toMatchObject({ status, failureKey });
    expect(await entitled(jwt)).toBe(access);
    const history = await (await h.request('GET', '/payments', { headers: bearer(jwt) })).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ id: payment.id, status, offerId: PREMIER, cardLast4: '3220' });
  });

  it('gives a receipt for a paid payment to its customer only', async () => {
    const owner = await signUp(h);
    const { body } = await order(owner.jwt, { offerId: YEARLY, couponCode: 'YEAR10' });
    const declined = await (
      await post(owner.jwt, `/orders/${body.id}/payments`, { card: card(TEST_CARDS.declined), quote: quoteOf(body) })
    ).json();
    const paid = await (await post(owner.jwt, `/orders/${body.id}/payments`, { card: card(), quote: quoteOf(body) })).json();
    const receipt = await h.request('GET', `/payments/${paid.id}/receipt`, { headers: bearer(owner.jwt) });
    expect(receipt.status).toBe(200);
    expect(await receipt.json()).toMatchObject({
      id: paid.id,
      offerTitle: 'Aurora Games Pass — Yearly',
      amount: 6999,
      currency: 'EUR',
      taxRate: 0.21,
      cardLast4: '4242',
      priceBreakdown: { offerPrice: 7999, discountAmount: 1000, taxValue: 1215 },
    });
    const stranger = await signUp(h);
    for (const [jwt, id] of [
      [stranger.jwt, paid.id],
      [owner.jwt, declined.id],
    ]) {
      const refused = await h.request('GET', `/payments/${id}/receipt`, { headers: bearer(jwt) });
      expect(refused.status).toBe(404);
      expect((await refused.json()).code).toBe('payment_not_found');
    }
  });

  it('refuses a bad challenge answer and another customer’s payment', async () => {
    const owner = await signUp(h);
    const stranger = await signUp(h);
    const { body } = await order(owner.jwt, { offerId: PREMIER });
    const payment = await (
      await post(owner.jwt, `/orders/${body.id}/payments`, { card: card(TEST_CARDS.challenge), quote: quoteOf(body) })
    ).json();
    const bad = await post(owner.jwt, `/payments/${payment.id}/challenge`, { approved: 'yes' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.approved).toBeDefined();
    expect((await post(owner.jwt, '/payments/not.an.id/challenge', { approved: true })).status).toBe(400);
    const stolen = await post(stranger.jwt, `/payments/${payment.id}/challenge`, { approved: true });
    expect(stolen.status).toBe(404);
    expect((await stolen.json()).code).toBe('payment_not_found');
    expect(await entitled(stranger.jwt)).toBe(false);
    expect(await entitled(owner.jwt)).toBe(false);
    expect(await (await h.request('GET', '/payments', { headers: bearer(stranger.jwt) })).json()).toEqual([]);
    expect((await h.request('GET', '/payments')).status).toBe(401);
  });

  it('a payment the bank answers later grants access once it has settled, once', async () => {
    const { jwt } = await signUp(h);
    const { body } = await order(jwt, { offerId: PREMIER });
    await post(jwt, `/orders/${body.id}/payments`, { card: card(TEST_CARDS.processing), quote: quoteOf(body) });
    expect(await entitled(jwt)).toBe(false);
    h.advance(PROCESSING_SETTLES_AFTER_MS);
    const checks = await Promise.all([entitled(jwt), entitled(jwt), entitled(jwt)]);
    expect(checks).toEqual([true, true, true]);
    const history = await (await h.request('GET', '/payments', { headers: bearer(jwt) })).json();
    expect(history.map((entry: { status: string }) => entry.status)).toEqual(['succeeded']);
  });

  it.each([
    [{ ...card(), number: '4242' }, 'card.number'],
    [{ ...card(), cvc: '12' }, 'card.cvc'],
    [{ ...card(), expMonth: 13 }, 'card.expMonth'],
    [{ ...card(), holderName: ' ' }, 'card.holderName'],
    [{ ...card(), number: '4242 4242 4242 4241' }, 'card.number'],
    [{ ...card(), number: '3782 822463 10005', cvc: '123' }, 'card.cvc'],
    [{ ...card(), expMonth: 4, expYear: 2026 }, 'card.expYear'],
  ])('names the bad card field %#', async (bad, field) => {
    const { jwt } = await signUp(h);
    const { body } = await order(jwt, { offerId: PREMIER });
    const response = await post(jwt, `/orders/${body.id}/payments`, { card: bad, quote: quoteOf(body) });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
  });

  it('answers card problems with the checkout keys of spec 2 §5', async () => {
    const { jwt } = await signUp(h);
    const { body } = await order(jwt, { offerId: PREMIER });
    const bad = { ...card(), number: '4242424242424241', cvc: '1', expMonth: 1, expYear: 2026 };
    const response = await post(jwt, `/orders/${body.id}/payments`, { card: bad, quote: quoteOf(body) });
    expect((await response.json()).errors).toEqual({
      'card.number': ['checkout.invalid_card_number'],
      'card.cvc': ['checkout.invalid_cvc_number'],
      'card.expYear': ['checkout.invalid_card_expiry'],
    });
  });

  it('a retried order or payment with the same Idempotency-Key is answered, never repeated', async () => {
    const { jwt } = await signUp(h);
    const first = await order(jwt, { offerId: PREMIER }, 'order-key-0001');
    const again = await order(jwt, { offerId: PREMIER }, 'order-key-0001');
    expect(again.body.id).toBe(first.body.id);
    const pay = () => post(jwt, `/orders/${first.body.id}/payments`, { card: card(), quote: quoteOf(first.body) }, 'pay-key-0001');
    const [one, two] = await Promise.all([pay(), pay()]);
    const bodies = [await one.json(), await two.json()];
    expect(bodies[0].id).toBe(bodies[1].id);
    expect(bodies[0].status).toBe('succeeded');
    // A new key for a paid order is refused: the order cannot be charged twice.
    const other = await post(jwt, `/orders/${first.body.id}/payments`, { card: card(), quote: quoteOf(first.body) }, 'pay-key-0002');
    expect(other.status).toBe(409);
    expect((await other.json()).code).toBe('order_already_paid');
    expect((await post(jwt, '/orders', {}, 'bad key!')).status).toBe(400);
  });

  // Before issue 40 each of these was answered with the first request's order or payment (201).
  it('a key sent again with another offer or coupon is 422 idempotency_key_reused, not the first order', async () => {
    const { jwt } = await signUp(h);
    const first = await order(jwt, { offerId: YEARLY }, 'order-key-bind-1');
    expect(first.status).toBe(201);
    for (const json of [{ offerId: PREMIER }, { offerId: YEARLY, couponCode: 'year10' }]) {
      const reused = await order(jwt, json, 'order-key-bind-1');
      expect(reused.status).toBe(422);
      expect(reused.body).toMatchObject({ code: 'idempotency_key_reused' });
      expect(reused.body.errors['Idempotency-Key']).toBeDefined();
    }
    // The same request again is still answered with its order.
    expect((await order(jwt, { offerId: YEARLY }, 'order-key-bind-1')).body.id).toBe(first.body.id);
  });

  it('a payment key sent again for another order or card is 422, and the other order stays unpaid', async () => {
    const { jwt } = await signUp(h);
    const paid = await order(jwt, { offerId: PREMIER });
    const other = await order(jwt, { offerId: YEARLY });
    const first = await post(jwt, `/orders/${paid.body.id}/payments`, { card: card(), quote: quoteOf(paid.body) }, 'pay-key-bind-1');
    expect(first.status).toBe(201);
    const onOther = await post(jwt, `/orders/${other.body.id}/payments`, { card: card(), quote: quoteOf(other.body) }, 'pay-key-bind-1');
    expect(onOther.status).toBe(422);
    expect((await onOther.json()).code).toBe('idempotency_key_reused');
    const otherCard = await post(
      jwt,
      `/orders/${paid.body.id}/payments`,
      { card: { ...card(), number: '5555555555554444' } },
      'pay-key-bind-1',
    );
    expect(otherCard.status).toBe(422);
    const read = await h.request('GET', `/orders/${other.body.id}`, { headers: bearer(jwt) });
    expect((await read.json()).status).toBe('open');
  });

  it('two parallel checkouts of one subscription charge once', async () => {
    const { jwt } = await signUp(h);
    const a = await order(jwt, { offerId: YEARLY });
    const b = await order(jwt, { offerId: YEARLY });
    const results = await Promise.all([
      post(jwt, `/orders/${a.body.id}/payments`, { card: card(), quote: quoteOf(a.body) }),
      post(jwt, `/orders/${b.body.id}/payments`, { card: card(), quote: quoteOf(b.body) }),
    ]);
    expect(results.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = results.find((response) => response.status === 409)!;
    expect((await refused.json()).code).toBe('already_has_access');
  });

  it('one customer never reads or pays another’s order', async () => {
    const owner = await signUp(h);
    const stranger = await signUp(h);
    const { body } = await order(owner.jwt, { offerId: PREMIER });
    const read = await h.request('GET', `/orders/${body.id}`, { headers: bearer(stranger.jwt) });
    expect(read.status).toBe(404);
    expect(await read.json()).toMatchObject({ code: 'order_not_found', message: `Order with id ${body.id} not found` });
    expect((await post(stranger.jwt, `/orders/${body.id}/payments`, { card: card(), quote: quoteOf(body) })).status).toBe(404);
  });

  it('counts coupon redemptions against the limit only for paid orders', async () => {
    const { jwt } = await signUp(h);
    const { body } = await order(jwt, { offerId: PREMIER, couponCode: 'FIRST100' });
    expect(body.totalPrice).toBe(349);
    await post(jwt, `/orders/${body.id}/payments`, { card: card(), quote: quoteOf(body) });
    const rows = await h.database.db.execute(
      `select count(*)::int as n from coupon_redemptions where code = 'FIRST100'`,
    );
    expect(JSON.stringify(rows)).toContain('"n":1');
  });

  describe('subscriptions', () => {
    async function subscribed() {
      const user = await signUp(h);
      const { body } = await order(user.jwt, { offerId: YEARLY });
      await post(user.jwt, `/orders/${body.id}/payments`, { card: card(), quote: quoteOf(body) });
      return user;
    }
    const list = async (jwt: string) => (await h.request('GET', '/subscriptions', { headers: bearer(jwt) })).json();

    it('lists the subscription with its next payment', async () => {
      const { jwt } = await subscribed();
      expect(await list(jwt)).toEqual([
        expect.objectContaining({
          offerId: YEARLY,
          status: 'active',
          period: 'year',
          nextPaymentPrice: 7999,
          nextPaymentCurrency: 'EUR',
        }),
      ]);
    });

    it('cancel keeps access until the period ends; renew undoes it; both can be repeated', async () => {
      const { jwt } = await subscribed();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const cancelled = await post(jwt, `/subscriptions/${YEARLY}/cancel`, undefined);
        expect(await cancelled.json()).toMatchObject({ status: 'cancelled', nextPaymentPrice: null });
      }
      const access = await (await h.request('GET', `/entitlements/${YEARLY}`, { headers: bearer(jwt) })).json();
      expect(access).toMatchObject({ accessGranted: true, status: 'cancelled' });
      const renewed = await post(jwt, `/subscriptions/${YEARLY}/renew`, undefined);
      expect(await renewed.json()).toMatchObject({ status: 'active', nextPaymentPrice: 7999 });
    });

    it('refuses what does not exist, and never touches another customer’s subscription', async () => {
      const owner = await subscribed();
      const stranger = await signUp(h);
      const response = await post(stranger.jwt, `/subscriptions/${YEARLY}/cancel`, undefined);
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('subscription_not_found');
      expect((await list(owner.jwt))[0].status).toBe('active');
      const notHeld = await post(owner.jwt, `/subscriptions/${PREMIER}/cancel`, undefined);
      expect(notHeld.status).toBe(404);
      expect((await notHeld.json()).message).toBe('user has no active subscription');
      expect((await post(owner.jwt, '/subscriptions/nonsense/cancel', undefined)).status).toBe(400);
    });
  });

  describe('playback of paid items', () => {
    const PAID = 'F9E6NFvl'; // Cold Meridian: the monthly and yearly subscriptions
    const FREE = 'hnswCbM4';
    const playback = (jwt: string | null, mediaid: string) =>
      h.request('GET', `/playback/${mediaid}`, { headers: jwt ? bearer(jwt) : {} });
    const fetchFile = (url: string) => h.demoMediaFile(url);

    it('refuses guests and viewers without an offer of the item', async () => {
      expect((await playback(null, PAID)).status).toBe(401);
      const { jwt } = await signUp(h);
      const refused = await playback(jwt, PAID);
      expect(refused.status).toBe(403);
      expect((await refused.json()).code).toBe('not_entitled');
      const unknown = await playback(jwt, 'zzzzzzzz');
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).message).toBe('MediaItem not found');
      expect((await playback(jwt, 'bad id!')).status).toBe(400);
    });

    it('gives an entitled viewer signed addresses that work until they expire', async () => {
      const { jwt } = await signUp(h);
      const { body } = await order(jwt, { offerId: YEARLY });
      await post(jwt, `/orders/${body.id}/payments`, { card: card(), quote: quoteOf(body) });
      const granted = await playback(jwt, PAID);
      expect(granted.status).toBe(200);
      const { sources, expiresAt } = await granted.json();
      expect(sources[0].file).toMatch(/^\/demo-media\/s\/\d+\.[\w-]{32}\/protected\/F9E6NFvl\/master\.m3u8$/);
      expect(expiresAt).toBe(Math.floor(h.now().getTime() / 1000) + 24 + 600);

      const master = await fetchFile(sources[0].file);
      expect(master.status).toBe(200);
      expect(master.headers.get('cache-control')).toBe('private, no-store');
      // The unsigned paid address, and a forged token, are refused.
      expect((await fetchFile('/demo-media/protected/F9E6NFvl/master.m3u8')).status).toBe(401);
      expect((await fetchFile('/demo-media/hls/premium/living-grid/master.m3u8')).status).toBe(401);
      expect((await fetchFile(sources[0].file.replace(/\.[\w-]{32}\//, `.${'A'.repeat(32)}/`))).status).toBe(401);
      // A token for one item does not open another.
      expect((await fetchFile(sources[0].file.replace('F9E6NFvl', 'IRG57qhg'))).status).toBe(401);

      h.advance(625_000);
      expect((await fetchFile(sources[0].file)).status).toBe(403);
    });

    it('hands free items their public addresses', async () => {
      const { jwt } = await signUp(h);
      const free = await (await playback(jwt, FREE)).json();
      expect(free.sources[0].file).toMatch(/^\/demo-media\/hls\/[\w-]+\/master\.m3u8$/);
    });
  });
});
