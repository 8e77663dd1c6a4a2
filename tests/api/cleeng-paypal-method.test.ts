import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp as ownSignUp, SITE } from '../support/api-harness';
import { PAYPAL_PAYER } from '../support/cleeng-paypal-fixture';
import { PASS, startCleengSite, type CleengSite } from '../support/cleeng-site';

/**
 * Spec 2 §7 "update PayPal payment method" on a Cleeng site: the saved method as a PayPal account, and making one the
 * saved method through Cleeng's POST /connectors/paypal/v1/payment_details/tokens and PayPal's page.
 */
let site: CleengSite;
let call: CleengSite['call'];
beforeAll(async () => {
  site = await startCleengSite();
  ({ call } = site);
});
afterAll(() => site.close());

const PAYMENTS_PAGE = '/u/payments?app-config=demoauth';
const savedMethod = async (jwt: string) => (await call('GET', '/payment-methods', { jwt })).json();

/** Starts the change from the payments page, answers PayPal's page; where PayPal sends the customer back. */
async function changeThroughPaypal(jwt: string, action: 'approve' | 'cancel' | 'error') {
  const started = await call('POST', '/payment-methods/paypal', { jwt, json: { returnPath: PAYMENTS_PAGE } });
  expect(started.status).toBe(201);
  const { redirectUrl } = await started.json();
  expect(await (await fetch(redirectUrl)).text()).toContain('Agree and save');
  const answered = await fetch(`${redirectUrl}&action=${action}`, { redirect: 'manual' });
  expect(answered.status).toBe(302);
  return new URL(answered.headers.get('location')!);
}

describe('the PayPal payment method on a Cleeng site', () => {
  it('shows a PayPal account saved by a PayPal purchase, with the payer Cleeng names', async () => {
    const jwt = await site.signUp('paypal-saved');
    const { id } = await (await call('POST', '/orders', { jwt, json: { offerId: PASS } })).json();
    const started = await call('POST', `/orders/${id}/paypal`, { jwt, json: { returnPath: '/' } });
    await fetch(`${(await started.json()).redirectUrl}&action=approve`, { redirect: 'manual' });
    expect(await savedMethod(jwt)).toEqual({
      methodName: 'paypal',
      paymentGateway: 'paypal',
      payer: PAYPAL_PAYER.holderName,
    });
  });

  it('saves a PayPal account: back on the payments page with paypal-method=updated, the method now PayPal', async () => {
    const jwt = await site.signUp('paypal-method');
    expect(await savedMethod(jwt)).toBeNull();
    site.fixture.requests.length = 0;
    const back = await changeThroughPaypal(jwt, 'approve');
    expect(site.fixture.requests).toContain('POST /connectors/paypal/v1/payment_details/tokens');
    expect(back.href).toBe(`${SITE}/u/payments?app-config=demoauth&paypal-method=updated`);
    expect(await savedMethod(jwt)).toMatchObject({ methodName: 'paypal', payer: PAYPAL_PAYER.holderName });
    const finished = await call('POST', '/payment-methods/paypal/finalize', { jwt });
    expect(finished.status).toBe(200);
    expect(await finished.json()).toMatchObject({ methodName: 'paypal', payer: PAYPAL_PAYER.holderName });
    // Removing it still works as for a card (DELETE /payment_details/{id}).
    expect((await call('DELETE', '/payment-methods', { jwt })).status).toBe(204);
    expect(await savedMethod(jwt)).toBeNull();
  });

  it('back from PayPal, the card saved before is deleted on Cleeng (its advice: add the new details, delete the old)', async () => {
    const jwt = await site.signUp('paypal-after-card');
    const { id } = await (await call('POST', '/orders', { jwt, json: { offerId: PASS } })).json();
    const hosted = await call('POST', `/orders/${id}/hosted-payments`, { jwt, json: { returnPath: '/' } });
    const { session } = await hosted.json();
    const { sessionResult } = site.fixture.payOnSession(session.id, '4111 1111 1111 1111');
    await call('POST', `/payments/${id}/finalize`, { jwt, json: { details: { sessionResult } } });
    expect(await savedMethod(jwt)).toMatchObject({ methodName: 'card', last4: '1111' });

    await changeThroughPaypal(jwt, 'approve');
    site.fixture.requests.length = 0;
    expect((await call('POST', '/payment-methods/paypal/finalize', { jwt })).status).toBe(200);
    expect(site.fixture.requests).toContainEqual(expect.stringMatching(/^DELETE \/payment_details\/\d+$/));
    // What Cleeng keeps, asked as the customer (the site's token is their Cleeng JWT).
    const { customerId } = decodeJwt(jwt);
    const listed = await fetch(`${site.fixture.url}/customers/${String(customerId)}/payment_details`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    const { paymentDetails } = (await listed.json()).responseData as {
      paymentDetails: Array<{ paymentMethod: string }>;
    };
    expect(paymentDetails.map((detail) => detail.paymentMethod)).toEqual(['paypal']);
  });

  it('refuses to finish a change PayPal did not make: nothing is deleted', async () => {
    const jwt = await site.signUp('paypal-not-saved');
    const refused = await call('POST', '/payment-methods/paypal/finalize', { jwt });
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe('paypal_not_saved');
  });

  it.each([
    ['cancel', 'cancelled'],
    ['error', 'failed'],
  ] as const)('PayPal answered %s: back with paypal-method=%s, nothing saved', async (action, outcome) => {
    const jwt = await site.signUp('paypal-method-no');
    const back = await changeThroughPaypal(jwt, action);
    expect(back.pathname).toBe('/u/payments');
    expect(back.searchParams.get('paypal-method')).toBe(outcome);
    expect(await savedMethod(jwt)).toBeNull();
  });

  it.each([
    [{ returnPath: 'https://evil.test/u/payments' }, 'returnPath'],
    [{ returnPath: '//evil.test/u/payments' }, 'returnPath'],
    [{}, 'returnPath'],
    [{ returnPath: '/u/payments', successUrl: 'https://evil.test' }, 'successUrl'],
  ])('refuses the body %j with a 400 naming %s', async (json, field) => {
    const jwt = await site.signUp('paypal-method-bad');
    const response = await call('POST', '/payment-methods/paypal', { jwt, json });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(field);
  });

  it('needs a signed-in customer, and is not offered by the own backend', async () => {
    const anonymous = await call('POST', '/payment-methods/paypal', { json: { returnPath: '/u/payments' } });
    expect(anonymous.status).toBe(401);
    const { jwt } = await ownSignUp(site.harness);
    const own = await call('POST', '/payment-methods/paypal', {
      jwt,
      on: site.harness.api,
      json: { returnPath: '/u/payments' },
    });
    expect(own.status).toBe(403);
    expect((await own.json()).message).toBe('PayPal feature is not enabled');
  });
});
