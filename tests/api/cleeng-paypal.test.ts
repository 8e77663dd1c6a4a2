import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentErrorKey } from '../../src/domain/commerce/paypal-return';
import { signUp as ownSignUp, SITE } from '../support/api-harness';
import { PAYPAL_CONFIRM_DELAY_MS } from '../support/cleeng-commerce-fixture';
import { MONTHLY, PAID, PASS, startCleengSite, YEARLY, type CleengSite } from '../support/cleeng-site';

/** Issue 12: PayPal through Cleeng's connector, the saved method removed, and a retried checkout's order reused. */
let site: CleengSite;
let h: CleengSite['harness'];
let call: CleengSite['call'];
const signUp = () => site.signUp('paypal-buyer');

beforeAll(async () => {
  site = await startCleengSite();
  ({ harness: h, call } = site);
});
afterAll(() => site.close());

async function order(jwt: string, offerId: string): Promise<{ id: string }> {
  const response = await call('POST', '/orders', { jwt, json: { offerId } });
  expect(response.status).toBe(201);
  return response.json();
}

/** Starts PayPal for an order from the page of the paid item; answers PayPal's page; where PayPal sends back to. */
async function throughPaypal(jwt: string, orderId: string, action: 'approve' | 'wait' | 'cancel' | 'error') {
  const started = await call('POST', `/orders/${orderId}/paypal`, { jwt, json: { returnPath: `/m/${PAID}` } });
  expect(started.status).toBe(201);
  const { redirectUrl } = await started.json();
  const page = await fetch(redirectUrl);
  expect(await page.text()).toContain('Pay with PayPal');
  const answered = await fetch(`${redirectUrl}&action=${action}`, { redirect: 'manual' });
  expect(answered.status).toBe(302);
  return new URL(answered.headers.get('location')!);
}

const entitled = async (jwt: string, offerId: string) =>
  (await (await call('GET', `/entitlements/${offerId}`, { jwt })).json()).accessGranted as boolean;

describe('paying with PayPal on a Cleeng site', () => {
  it('offers PayPal because Cleeng lists it; the own backend does not', async () => {
    const jwt = await signUp();
    expect(await (await call('GET', '/payments/options', { jwt })).json()).toEqual({
      paypal: true,
      paypalMethod: true,
      removeSavedMethod: true,
    });
    const { jwt: ownJwt } = await ownSignUp(h);
    const own = await call('GET', '/payments/options', { jwt: ownJwt, on: h.api });
    expect(await own.json()).toEqual({ paypal: false, paypalMethod: false, removeSavedMethod: false });
    const refused = await call('POST', '/orders/1/paypal', { jwt: ownJwt, on: h.api, json: { returnPath: '/' } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('PayPal feature is not enabled');
  });

  it('approved: back on the same page of the site, the payment succeeded and the item plays', async () => {
    const jwt = await signUp();
    const { id } = await order(jwt, MONTHLY);
    const back = await throughPaypal(jwt, id, 'approve');
    expect(back.origin).toBe(new URL(SITE).origin);
    expect(back.pathname).toBe(`/m/${PAID}`);
    expect(Object.fromEntries(back.searchParams)).toEqual({ u: 'waiting-for-payment', offerId: MONTHLY });
    const finalized = await call('POST', `/payments/${id}/finalize`, { jwt, json: { details: {} } });
    expect(await finalized.json()).toMatchObject({ status: 'succeeded', orderId: id });
    expect((await call('GET', `/playback/${PAID}`, { jwt })).status).toBe(200);
  });

  it('cancelled and failed: back on payment-cancelled / payment-error, nothing bought', async () => {
    const jwt = await signUp();
    const { id } = await order(jwt, PASS);
    const cancelled = await throughPaypal(jwt, id, 'cancel');
    expect(Object.fromEntries(cancelled.searchParams)).toEqual({ u: 'payment-cancelled', offerId: PASS });
    const failed = await throughPaypal(jwt, id, 'error');
    expect(Object.fromEntries(failed.searchParams)).toEqual({
      u: 'payment-error',
      offerId: PASS,
      message: 'paypal_failed',
    });
    expect(await entitled(jwt, PASS)).toBe(false);
    const finalized = await call('POST', `/payments/${id}/finalize`, { jwt, json: { details: {} } });
    expect(await finalized.json()).toMatchObject({ status: 'processing' });
  });

  it('waiting: back on waiting-for-payment before PayPal confirms, access once it has', async () => {
    const jwt = await signUp();
    const { id } = await order(jwt, PASS);
    expect((await throughPaypal(jwt, id, 'wait')).searchParams.get('u')).toBe('waiting-for-payment');
    expect(await entitled(jwt, PASS)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, PAYPAL_CONFIRM_DELAY_MS + 300));
    expect(await entitled(jwt, PASS)).toBe(true);
  });

  it('already entitled: "Already have an active access" at a new order, and from PayPal to the error URL', async () => {
    const jwt = await signUp();
    const first = await order(jwt, PASS);
    const second = await order(jwt, PASS);
    expect(second.id).toBe(first.id); // the open order is reused (see below)
    const started = await call('POST', `/orders/${first.id}/paypal`, { jwt, json: { returnPath: '/' } });
    const { redirectUrl } = await started.json();
    await throughPaypal(jwt, first.id, 'approve');

    // Refused before any new order or payment (the PayPal start of an older order says the same: commerce contract).
    const refused = await call('POST', '/orders', { jwt, json: { offerId: PASS } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'already_has_access',
      message: 'Already have an active access',
    });
    // The token started before the purchase: PayPal's wallet payment ends on the error URL with Cleeng's words.
    const late = new URL(
      (await fetch(`${redirectUrl}&action=approve`, { redirect: 'manual' })).headers.get('location')!,
    );
    expect(late.searchParams.get('u')).toBe('payment-error');
    expect(paymentErrorKey(late.searchParams.get('message'))).toBe('already_has_access');
  });

  it.each([
    ['https://evil.test/steal', 'must be a path on this site'],
    ['//evil.test/steal', 'must be a path on this site'],
    ['/\\evil.test', 'must be a path on this site'],
    [undefined, 'returnPath'],
  ])('refuses the return path %s with a 400 naming returnPath', async (returnPath, text) => {
    const jwt = await signUp();
    const { id } = await order(jwt, PASS);
    const response = await call('POST', `/orders/${id}/paypal`, { jwt, json: returnPath ? { returnPath } : {} });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors.returnPath).toBeDefined();
    expect(JSON.stringify(body)).toContain(text);
  });

  it('refuses a body with fields it does not know, and another customer’s order', async () => {
    const jwt = await signUp();
    const { id } = await order(jwt, PASS);
    const extra = await call('POST', `/orders/${id}/paypal`, {
      jwt,
      json: { returnPath: '/', successUrl: 'https://evil.test' },
    });
    expect(extra.status).toBe(400);
    const stranger = await signUp();
    const foreign = await call('POST', `/orders/${id}/paypal`, { jwt: stranger, json: { returnPath: '/' } });
    expect(foreign.status).toBe(404);
  });
});

describe('the open order and the saved method on a Cleeng site', () => {
  it('a retried checkout of the same offer reuses the unpaid order, coupon included', async () => {
    const jwt = await signUp();
    const first = await order(jwt, YEARLY);
    expect((await order(jwt, YEARLY)).id).toBe(first.id);
    const withCoupon = await call('POST', '/orders', { jwt, json: { offerId: YEARLY, couponCode: 'YEAR10' } });
    expect(await withCoupon.json()).toMatchObject({ id: first.id, totalPrice: 6999 });
    expect((await order(jwt, MONTHLY)).id).not.toBe(first.id);
  });

  it('removes the saved PayPal method (DELETE /payment_details/{id})', async () => {
    const jwt = await signUp();
    const { id } = await order(jwt, PASS);
    await throughPaypal(jwt, id, 'approve');
    const removed = await call('DELETE', '/payment-methods', { jwt });
    expect(removed.status).toBe(204);
    expect(await (await call('GET', '/payment-methods', { jwt })).json()).toBeNull();
    expect(await entitled(jwt, PASS)).toBe(true);
  });
});
