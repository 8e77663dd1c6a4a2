import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paypalReturnCancelled } from '../../src/domain/commerce/paypal-return';
import { SITE } from '../support/api-harness';
import { PAID, startJwpSite, type JwpSite } from '../support/jwp-site';

/**
 * PayPal on a JWP site (issue 12, spec 1 §7 "Second platform": GET /payments/methods, POST /external-payments):
 * the same routes as Cleeng's PayPal, InPlayer opening the payment and sending the customer back to one `origin`.
 */
let site: JwpSite;
let call: JwpSite['call'];
let inplayer: JwpSite['inplayer'];

beforeAll(async () => {
  site = await startJwpSite();
  ({ call, inplayer } = site);
});
afterAll(() => site.close());

async function order(jwt: string, offerId: string, couponCode?: string): Promise<{ id: string; totalPrice: number }> {
  const response = await call('POST', '/orders', { jwt, json: { offerId, couponCode } });
  expect(response.status).toBe(201);
  return response.json();
}

/** Starts PayPal from the paid item's page, answers the fake PayPal page, and returns where it sends back to. */
async function throughPaypal(jwt: string, orderId: string, action: 'approve' | 'cancel') {
  const started = await call('POST', `/orders/${orderId}/paypal`, { jwt, json: { returnPath: `/m/${PAID}` } });
  expect(started.status).toBe(201);
  const { redirectUrl } = await started.json();
  expect(await (await fetch(redirectUrl)).text()).toContain('Pay with PayPal');
  const answered = await fetch(`${redirectUrl}&action=${action}`, { redirect: 'manual' });
  expect(answered.status).toBe(302);
  return new URL(answered.headers.get('location')!);
}

const entitled = async (jwt: string, offerId: string) =>
  (await (await call('GET', `/entitlements/${offerId}`, { jwt })).json()).accessGranted as boolean;

describe('paying with PayPal on a JWP site', () => {
  it('offers PayPal because InPlayer’s payment methods list it', async () => {
    const jwt = await site.signUp();
    const options = await call('GET', '/payments/options', { jwt });
    // JWP does not update payment methods (spec 1 §6): PayPal pays orders only.
    expect(await options.json()).toEqual({ paypal: true, paypalMethod: false, removeSavedMethod: false });
    expect(inplayer.requests.at(-1)).toBe('GET /payments/methods');
    const change = await call('POST', '/payment-methods/paypal', { jwt, json: { returnPath: '/u/payments' } });
    expect(change.status).toBe(403);
    expect((await change.json()).message).toBe('PayPal feature is not enabled');
  });

  it('approved: back on the waiting step of the same page; InPlayer grants the pass and the item plays', async () => {
    const jwt = await site.signUp();
    expect((await call('GET', `/playback/${PAID}`, { jwt })).status).toBe(403);
    const { id } = await order(jwt, 'S9001');
    const back = await throughPaypal(jwt, id, 'approve');
    expect(back.origin).toBe(new URL(SITE).origin);
    expect(back.pathname).toBe(`/m/${PAID}`);
    expect(Object.fromEntries(back.searchParams)).toEqual({ u: 'waiting-for-payment', offerId: 'S9001' });
    // What the waiting step asks until access arrives.
    expect(await entitled(jwt, 'S9001')).toBe(true);
    const played = await call('GET', `/playback/${PAID}`, { jwt });
    expect(played.status).toBe(200);
    expect((await played.json()).sources.length).toBeGreaterThan(0);
    const [payment] = await (await call('GET', '/payments', { jwt })).json();
    expect(payment).toMatchObject({ offerId: 'S9001', status: 'succeeded', cardLast4: null });
  });

  it('a voucher’s price goes to InPlayer with the PayPal payment', async () => {
    const jwt = await site.signUp();
    const { id, totalPrice } = await order(jwt, 'C9003', 'JWP50');
    expect(totalPrice).toBe(200);
    await throughPaypal(jwt, id, 'approve');
    expect(inplayer.bodies[inplayer.requests.lastIndexOf('POST /external-payments')]).toMatchObject({
      access_fee: '9003',
      voucher_code: 'JWP50',
    });
    const [payment] = await (await call('GET', '/payments', { jwt })).json();
    expect(payment).toMatchObject({ offerId: 'C9003', amount: 200 });
  });

  it('cancelled: back on the same page marked cancelled, which the site shows as payment-cancelled', async () => {
    const jwt = await site.signUp();
    const { id } = await order(jwt, 'C9003');
    const back = await throughPaypal(jwt, id, 'cancel');
    expect(back.pathname).toBe(`/m/${PAID}`);
    expect(back.searchParams.get('offerId')).toBe('C9003');
    expect(paypalReturnCancelled(back.searchParams)).toBe(true);
    expect(await entitled(jwt, 'C9003')).toBe(false);
    // The order stays open: the customer can try again.
    expect((await throughPaypal(jwt, id, 'approve')).searchParams.get('u')).toBe('waiting-for-payment');
    expect(await entitled(jwt, 'C9003')).toBe(true);
  });

  it('access already held: 409 already_has_access, as on Cleeng', async () => {
    const jwt = await site.signUp();
    await throughPaypal(jwt, (await order(jwt, 'C9003')).id, 'approve');
    const again = await order(jwt, 'C9003');
    const refused = await call('POST', `/orders/${again.id}/paypal`, { jwt, json: { returnPath: '/' } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'already_has_access',
      message: 'Already have an active access',
    });
  });

  it.each([
    ['https://evil.test/steal', 'must be a path on this site'],
    ['//evil.test/steal', 'must be a path on this site'],
    [undefined, 'returnPath'],
  ])('refuses the return path %s with a 400 naming returnPath, before asking InPlayer', async (returnPath, text) => {
    const jwt = await site.signUp();
    const { id } = await order(jwt, 'C9003');
    const before = inplayer.requests.filter((request) => request === 'POST /external-payments').length;
    const response = await call('POST', `/orders/${id}/paypal`, { jwt, json: returnPath ? { returnPath } : {} });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors.returnPath).toBeDefined();
    expect(JSON.stringify(body)).toContain(text);
    expect(inplayer.requests.filter((request) => request === 'POST /external-payments').length).toBe(before);
  });

  it('another customer’s order is 404; a signed-out caller 401', async () => {
    const jwt = await site.signUp();
    const { id } = await order(jwt, 'C9003');
    const stranger = await site.signUp();
    const foreign = await call('POST', `/orders/${id}/paypal`, { jwt: stranger, json: { returnPath: '/' } });
    expect(foreign.status).toBe(404);
    expect((await call('POST', `/orders/${id}/paypal`, { json: { returnPath: '/' } })).status).toBe(401);
  });
});
