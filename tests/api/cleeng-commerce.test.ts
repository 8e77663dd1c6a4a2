import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp as ownSignUp } from '../support/api-harness';
import { MONTHLY, PAID, PASS, startCleengSite, YEARLY, type CleengSite } from '../support/cleeng-site';

/** Issue 12 point 2: a Cleeng site's viewer buys through Cleeng's offers and Adyen connector, and plays what they bought. */
let site: CleengSite;
let fixture: CleengSite['fixture'];
let call: CleengSite['call'];
const signUp = () => site.signUp('cleeng-buyer');

beforeAll(async () => {
  site = await startCleengSite();
  ({ fixture, call } = site);
});
afterAll(() => site.close());

describe('buying on a Cleeng site', () => {
  it("offers Cleeng's plans and takes the card in Adyen's Drop-in on Cleeng's session", async () => {
    expect(await (await call('GET', '/payments/gateway')).json()).toEqual({
      name: 'adyen',
      checkout: 'hosted',
      paypal: false,
      browser: { clientKey: 'test_cleeng_client', environment: 'test' },
    });
    const offers = await (await call('GET', '/offers')).json();
    expect(offers.map((offer: { offerId: string }) => offer.offerId)).toEqual([MONTHLY, YEARLY]);
  });

  it("lists a premier item's pass beside the plans when the item names it, leaving out ids Cleeng does not sell", async () => {
    const ids = `${MONTHLY},C987654321_NL,S9001`;
    const offers = await (await call('GET', `/offers?ids=${ids}`)).json();
    expect(offers.map((offer: { offerId: string }) => offer.offerId)).toEqual([MONTHLY, YEARLY, 'C987654321_NL']);
    expect(offers[2]).toMatchObject({ type: 'tvod', offerTitle: 'Lacrosse Sixes Final — Premier pass' });

    const bad = await call('GET', '/offers?ids=S1,not-an-offer');
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors)).toEqual(['ids.1']); // the second id
  });

  it('signs up, buys the yearly plan through the Adyen test flow and plays the locked item', async () => {
    const jwt = await signUp();
    const asked = fixture.requests.length;
    const refused = await call('GET', `/playback/${PAID}`, { jwt });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('not_entitled');
    // The item also lists JWP's offers (jwp:S9001, jwp:S9002): Cleeng is asked only about its own.
    const entitlementQuestions = fixture.requests.slice(asked).filter((line) => line.includes('/entitlements/'));
    expect(entitlementQuestions.sort()).toEqual([`GET /entitlements/${MONTHLY}`, `GET /entitlements/${YEARLY}`]);

    const ordered = await call('POST', '/orders', { jwt, json: { offerId: YEARLY, couponCode: 'year10' } });
    expect(ordered.status).toBe(201);
    const order = await ordered.json();
    expect(order).toMatchObject({ totalPrice: 6999, discount: { applied: true, type: 'coupon' } });

    const started = await call('POST', `/orders/${order.id}/hosted-payments`, {
      jwt,
      json: { returnPath: `/m/${PAID}?u=finalize-payment-adyen` },
    });
    expect(started.status).toBeLessThan(300);
    const { payment, session } = await started.json();
    const { sessionResult } = fixture.payOnSession(session.id, '4111 1111 1111 1111');
    const finalized = await call('POST', `/payments/${payment.id}/finalize`, {
      jwt,
      json: { details: { sessionId: session.id, sessionResult } },
    });
    expect(await finalized.json()).toMatchObject({ status: 'succeeded', amount: 6999 });

    const played = await call('GET', `/playback/${PAID}`, { jwt });
    expect(played.status).toBe(200);
    expect((await played.json()).sources.length).toBeGreaterThan(0);
    const subscriptions = await (await call('GET', '/subscriptions', { jwt })).json();
    expect(subscriptions).toEqual([expect.objectContaining({ offerId: YEARLY, status: 'active' })]);
  });

  it('names the coupon field for a coupon Cleeng refuses, and says receipts are off (spec 1 §6, §8)', async () => {
    const jwt = await signUp();
    const refused = await call('POST', '/orders', { jwt, json: { offerId: MONTHLY, couponCode: 'YEAR10' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 'coupon_not_valid_for_offer',
      errors: { couponCode: ['coupon_not_valid_for_offer'] },
    });
    const receipt = await call('GET', '/payments/T1/receipt', { jwt });
    expect(receipt.status).toBe(403);
    expect((await receipt.json()).message).toBe('Receipts feature is not enabled');
  });
});

describe('payment without details on a Cleeng site', () => {
  it('takes a free pass with one request, and refuses it for an order that costs something', async () => {
    const jwt = await signUp();
    const free = await (await call('POST', '/orders', { jwt, json: { offerId: PASS, couponCode: 'FREEPASS' } })).json();
    expect(free).toMatchObject({ totalPrice: 0, requiredPaymentDetails: false });
    const taken = await call('POST', `/orders/${free.id}/payment-without-details`, { jwt });
    expect(taken.status).toBe(201);
    expect(await taken.json()).toMatchObject({ status: 'succeeded', amount: 0 });
    expect((await (await call('GET', `/entitlements/${PASS}`, { jwt })).json()).accessGranted).toBe(true);

    const priced = await (await call('POST', '/orders', { jwt, json: { offerId: MONTHLY } })).json();
    const refused = await call('POST', `/orders/${priced.id}/payment-without-details`, { jwt });
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe('payment_details_required');
  });

  it('is not a feature of the own backend', async () => {
    const { jwt } = await ownSignUp(site.harness);
    const refused = await call('POST', '/orders/1/payment-without-details', { jwt, on: site.harness.api });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Payment without details feature is not enabled');
  });
});
