import pino from 'pino';
import { expect } from 'vitest';
import type { SiteConfig } from '../../src/domain/site-config';
import { createCleengAccounts } from '../../src/server/accounts/cleeng/adapter';
import { createCleengClient } from '../../src/server/accounts/cleeng/client';
import type { Api } from '../../src/server/api/create-api';
import { createPlatformApi } from '../../src/server/api/platform-api';
import { createCleengCommerce } from '../../src/server/commerce/cleeng/adapter';
import { cleengAdyenCheckout } from '../../src/server/commerce/cleeng/gateway';
import { bearer, PASSWORD, REQUIRED_CONSENTS, SITE, startHarness, uniqueEmail, type Harness } from './api-harness';
import { PUBLISHER_ID, startCleengFixture, type CleengFixture } from './cleeng-fixture';

/**
 * The site API for a `demoauth`-like config whose accounts and offers are on Cleeng (the local fixture), beside the
 * own backend of the same harness: what the Cleeng API tests call.
 */
export const MONTHLY = 'S123456789_NL';
export const YEARLY = 'S234567890_NL';
export const PASS = 'C987654321_NL';
/** Cold Meridian: sold by the monthly and yearly subscriptions. */
export const PAID = 'F9E6NFvl';

export interface CleengSite {
  harness: Harness;
  fixture: CleengFixture;
  api: Api;
  /**
   * A request to the site API as a Cleeng-config page sends it (`on` another API, e.g. the own backend's), from
   * the viewer's address `ip`.
   */
  call(method: string, path: string, init?: { jwt?: string; json?: unknown; on?: Api; ip?: string }): Promise<Response>;
  /** Registers a new customer on Cleeng; their access token. */
  signUp(label: string): Promise<string>;
  close(): Promise<void>;
}

export async function startCleengSite(): Promise<CleengSite> {
  const config = {
    integrations: { cleeng: { id: PUBLISHER_ID, monthlyOffer: MONTHLY, yearlyOffer: YEARLY, useSandbox: true } },
  } as SiteConfig;
  const fixture = await startCleengFixture({ capture: false });
  const harness = await startHarness('pglite');
  const client = createCleengClient({ baseUrl: fixture.url });
  const accounts = createCleengAccounts({ client, publisherId: PUBLISHER_ID, clock: () => new Date() });
  const cleeng = harness.apiOver(accounts, {
    commerce: createCleengCommerce({ client, offerIds: [MONTHLY, YEARLY] }),
    gateway: cleengAdyenCheckout({ clientKey: 'test_cleeng_client', environment: 'test' }),
  });
  const api = createPlatformApi({
    own: harness.api,
    apiFor: async () => cleeng,
    siteConfig: async (source) => ({ ok: true, config, source: source ?? 'demoauth', warnings: [] }),
    logger: pino({ level: 'silent' }),
  });

  const call: CleengSite['call'] = (method, path, init = {}) => {
    const headers = new Headers({ 'x-app-config': 'demoauth', ...(init.jwt ? bearer(init.jwt) : {}) });
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const body = init.json === undefined ? undefined : JSON.stringify(init.json);
    const request = new Request(`${SITE}/api${path}`, { method, headers, body });
    return (init.on ?? api).handle(request, { clientAddress: init.ip ?? '10.0.0.9' });
  };

  return {
    harness,
    fixture,
    api,
    call,
    async signUp(label) {
      const response = await call('POST', '/auth/register', {
        json: { email: uniqueEmail(label), password: PASSWORD, consents: REQUIRED_CONSENTS },
      });
      expect(response.status).toBe(201);
      return (await response.json()).auth.jwt;
    },
    async close() {
      await harness.close();
      await fixture.close();
    },
  };
}
