import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/domain/site-config';
import { createCleengAccounts } from '../../src/server/accounts/cleeng/adapter';
import { createCleengClient } from '../../src/server/accounts/cleeng/client';
import type { Api } from '../../src/server/api/create-api';
import { createPlatformApi } from '../../src/server/api/platform-api';
import { createCleengCommerce } from '../../src/server/commerce/cleeng/adapter';
import { cleengAdyenCheckout } from '../../src/server/commerce/cleeng/gateway';
import {
  bearer,
  PASSWORD,
  REQUIRED_CONSENTS,
  SITE,
  startHarness,
  uniqueEmail,
  type Harness,
} from '../support/api-harness';
import { PUBLISHER_ID, startCleengFixture, type CleengFixture } from '../support/cleeng-fixture';

/** Issue 12 point 2: a Cleeng site's viewer buys through Cleeng's offers and Adyen connector, and plays what they bought. */
const MONTHLY = 'S123456789_NL';
const YEARLY = 'S234567890_NL';
const PAID = 'F9E6NFvl'; // Cold Meridian: the monthly and yearly subscriptions
const demoauth = {
  integrations: { cleeng: { id: PUBLISHER_ID, monthlyOffer: MONTHLY, yearlyOffer: YEARLY, useSandbox: true } },
} as SiteConfig;

let h: Harness;
let fixture: CleengFixture;
let api: Api;

beforeAll(async () => {
  fixture = await startCleengFixture({ capture: false });
  h = await startHarness('pglite');
  const client = createCleengClient({ baseUrl: fixture.url });
  const cleeng = h.apiOver(createCleengAccounts({ client, publisherId: PUBLISHER_ID, clock: () => new Date() }), {
    commerce: createCleengCommerce({ client, offerIds: [MONTHLY, YEARLY] }),
    gateway: cleengAdyenCheckout({ clientKey: 'test_cleeng_client', environment: 'test' }),
  });
  api = createPlatformApi({
    own: h.api,
    apiFor: async () => cleeng,
    siteConfig: async (source) => ({ ok: true, config: demoauth, source: source ?? 'demoauth', warnings: [] }),
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await h.close();
  await fixture.close();
});

function call(method: string, path: string, init: { jwt?: string; json?: unknown } = {}) {
  const headers = new Headers({ 'x-app-config': 'demoauth', ...(init.jwt ? bearer(init.jwt) : {}) });
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return api.handle(new Request(`${SITE}/api${path}`, { method, headers, body }), { clientAddress: '10.0.0.9' });
}

async function signUp(): Promise<string> {
  const response = await call('POST', '/auth/register', {
    json: { email: uniqueEmail('cleeng-buyer'), password: PASSWORD, consents: REQUIRED_CONSENTS },
  });
  expect(response.status).toBe(201);
  return (await response.json()).auth.jwt;
}

describe('buying on a Cleeng site', () => {
  it("offers Cleeng's plans and takes the card in Adyen's Drop-in on Cleeng's session", async () => {
    expect(await (await call('GET', '/payments/gateway')).json()).toEqual({
      name: 'adyen',
      checkout: 'hosted',
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
