import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, REQUIRED_CONSENTS, uniqueEmail } from '../support/api-harness';
import { LOCALES } from '../support/cleeng-fixture';
import { startCleengSite, type CleengSite } from '../support/cleeng-site';

/** Spec 1 §7 "GET /locales": a viewer signing up on a Cleeng site is registered where Cleeng places their IP. */
let site: CleengSite;
beforeAll(async () => {
  site = await startCleengSite();
});
afterAll(() => site.close());

async function register(ip: string) {
  const email = uniqueEmail('locales');
  const response = await site.call('POST', '/auth/register', {
    ip,
    json: { email, password: PASSWORD, consents: REQUIRED_CONSENTS },
  });
  expect(response.status).toBe(201);
  const { auth } = await response.json();
  const customer = [...site.fixture.customers.values()].find((one) => one.email === email);
  return { jwt: auth.jwt as string, customer };
}

describe('registering on a Cleeng site', () => {
  it("takes the country, currency and locale Cleeng gives the viewer's IP", async () => {
    const { jwt, customer } = await register('203.0.113.40');
    expect(customer).toMatchObject({ country: 'US', currency: 'USD', locale: 'en_US' });
    expect(await (await site.call('GET', '/auth/user', { jwt })).json()).toMatchObject({ country: 'US' });
    expect((await register('198.51.100.9')).customer).toMatchObject(LOCALES['198.51.100.']);
  });

  it('still registers, with the site defaults, when GET /locales fails', async () => {
    site.fixture.failLocales(true);
    try {
      const { customer } = await register('203.0.113.41');
      expect(customer).toMatchObject({ currency: 'EUR', locale: 'en_US' });
    } finally {
      site.fixture.failLocales(false);
    }
  });
});
