import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID, startJwpSite, type JwpSite } from '../support/jwp-site';

/**
 * A JWP site's checkout through the API (issue 12 point 3): the signed-in customer's InPlayer token reaches the
 * commerce adapter (offers, order, card payment, entitlement) and playback's entitlement check.
 */
let site: JwpSite;
let inplayer: JwpSite['inplayer'];
let call: JwpSite['call'];
const signUp = () => site.signUp();

beforeAll(async () => {
  site = await startJwpSite();
  ({ inplayer, call } = site);
});
afterAll(() => site.close());

const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Ada Lovelace' };

describe('a JWP site’s checkout through the API', () => {
  it('takes cards in the site’s own form, passed on to InPlayer', async () => {
    expect(await (await call('GET', '/payments/gateway')).json()).toEqual({
      name: 'stripe',
      checkout: 'card',
      paypal: false,
      browser: {},
    });
  });

  it('sells the InPlayer pass, and the locked item plays once it is paid', async () => {
    const jwt = await signUp();
    const offers = await (await call('GET', '/offers')).json();
    expect(offers.map((offer: { offerId: string }) => offer.offerId)).toEqual(['S9001', 'S9002', 'C9003']);
    const refused = await call('GET', `/playback/${PAID}`, { jwt });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('not_entitled');

    const order = await (await call('POST', '/orders', { jwt, json: { offerId: 'S9001' } })).json();
    const paid = await call('POST', `/orders/${order.id}/payments`, { jwt, json: { card } });
    expect(paid.status).toBeLessThan(300);
    expect((await paid.json()).status).toBe('succeeded');
    expect(inplayer.requests).toContain('POST /subscriptions');

    expect((await (await call('GET', '/entitlements/S9001', { jwt })).json()).accessGranted).toBe(true);
    const granted = await call('GET', `/playback/${PAID}`, { jwt });
    expect(granted.status).toBe(200);
    expect((await granted.json()).sources.length).toBeGreaterThan(0);
    expect((await (await call('GET', '/subscriptions', { jwt })).json())[0]).toMatchObject({ offerId: 'S9001' });
  });

  it('answers the platform’s off features with "{feature} feature is not enabled"', async () => {
    const jwt = await signUp();
    const renew = await call('POST', '/subscriptions/S9001/renew', { jwt });
    expect(renew.status).toBe(403);
    expect((await renew.json()).message).toBe('Renew subscription feature is not enabled');
  });
});
