import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../src/domain/site-config';
import { createCleengAccounts } from '../../src/server/accounts/cleeng/adapter';
import { createCleengClient } from '../../src/server/accounts/cleeng/client';
import type { Api } from '../../src/server/api/create-api';
import { createPlatformApi } from '../../src/server/api/platform-api';
import { createCleengCommerce } from '../../src/server/commerce/cleeng/adapter';
import { createJwPaidPlayback } from '../../src/server/features/jw-playback';
import { createJwAccessBridge } from '../../src/server/jw-access/bridge';
import { createJwSignedDelivery } from '../../src/server/jw-access/delivery';
import { askEntitlementHost } from '../../src/server/jw-access/entitlement-host';
import { createJwMediaPlatform } from '../../src/server/media/jw/adapter';
import { createBreakerRegistry } from '../../src/server/shared/upstream/circuit-breaker';
import { guardUpstream } from '../../src/server/shared/upstream/guard';
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
import { startEntitlementHostFixture, type EntitlementHostFixture } from '../support/entitlement-host-fixture';
import { SITE_ID, startJwAccessFixture, type JwAccessFixture } from '../support/jw-access-fixture';
import {
  FREE_MEDIA,
  GEO_MESSAGE,
  PAID_MEDIA,
  startJwDeliveryFixture,
  type JwDeliveryFixture,
} from '../support/jw-delivery-fixture';

/**
 * Issue 12 point 4 through the API: a Cleeng site whose media platform is JW plays a paid item from the sources JW
 * signs for the customer's passport, and answers the spec 1 §8 cases with status, code and message the player
 * shows. The site config (its siteId and `custom`) reaches the playback operation through the platform API.
 */
const TIMEOUT_MS = 500;
const MONTHLY = 'S123456789_NL';

let h: Harness;
let cleengHost: CleengFixture;
let access: JwAccessFixture;
let delivery: JwDeliveryFixture;
let entitlementHost: EntitlementHostFixture;
let api: Api;
let custom: Record<string, unknown> = {};
/** Which server answers: one without a URL signing secret, or one with the JW property's (JW_URL_SIGNING_SECRET). */
let server: 'unsigned' | 'signing' = 'unsigned';
const SECRET = 'property-url-signing-secret';
const logged: string[] = [];

beforeAll(async () => {
  [cleengHost, access, h] = await Promise.all([
    startCleengFixture({ capture: false }),
    startJwAccessFixture(),
    startHarness('pglite'),
  ]);
  delivery = await startJwDeliveryFixture(access);
  entitlementHost = await startEntitlementHostFixture((token, mediaId) => delivery.mediaTokens.set(token, mediaId));
  const client = createCleengClient({ baseUrl: cleengHost.url });
  const bridge = createJwAccessBridge({
    baseUrl: access.url,
    siteId: SITE_ID,
    clock: () => new Date(),
    timeoutMs: TIMEOUT_MS,
  });
  const cleengApi = (secret?: string) =>
    h.apiOver(createCleengAccounts({ client, publisherId: PUBLISHER_ID, clock: () => new Date() }), {
      commerce: createCleengCommerce({ client, offerIds: [MONTHLY] }),
      // Guarded as the container guards it: an item JW does not answer for is an upstream outage (503).
      media: guardUpstream(
        createJwMediaPlatform({ baseUrl: delivery.url, timeoutMs: TIMEOUT_MS, signingSecret: secret }),
        createBreakerRegistry().get('media'),
      ),
      paid: createJwPaidPlayback({
        platform: 'cleeng',
        delivery: createJwSignedDelivery({
          deliveryBaseUrl: delivery.url,
          entitlementsBaseUrl: delivery.url,
          urlSigningSecret: secret,
          timeoutMs: TIMEOUT_MS,
        }),
        bridgeFor: () => bridge,
        mediaToken: null,
        askEntitlementHost: (question) => askEntitlementHost(question, { timeoutMs: TIMEOUT_MS }),
        log: (reason) => logged.push(reason),
      }),
    });
  const servers = { unsigned: cleengApi(), signing: cleengApi(SECRET) };
  api = createPlatformApi({
    own: h.api,
    apiFor: async () => servers[server],
    siteConfig: async (source) => ({
      ok: true,
      source: source ?? 'jwcleeng',
      warnings: [],
      config: siteConfigSchema.parse({
        id: 'jwcleeng',
        description: 'A Cleeng site on JW',
        siteId: SITE_ID,
        content: [],
        menu: [],
        integrations: { cleeng: { id: PUBLISHER_ID, monthlyOffer: MONTHLY, useSandbox: true } },
        custom,
      }),
    }),
    logger: pino({ level: 'silent' }),
  });
});
afterAll(() => Promise.all([h.close(), cleengHost.close(), access.close(), delivery.close(), entitlementHost.close()]));
beforeEach(() => {
  custom = {};
  server = 'unsigned';
  delivery.signingSecret = null;
  logged.length = 0;
  delivery.mode = 'ok';
  entitlementHost.mode = 'ok';
  delivery.refusePlayback = 0;
  delivery.geoBlocked.clear();
});

const playback = (jwt: string, mediaId = PAID_MEDIA) =>
  api.handle(
    new Request(`${SITE}/api/playback/${mediaId}`, { headers: { 'x-app-config': 'jwcleeng', ...bearer(jwt) } }),
    { clientAddress: '10.0.0.11' },
  );

/** A new Cleeng customer; the bridge takes their Cleeng JWT and JW holds these plans for them. */
async function customer(plans: Array<{ id: string; access_model: string }>): Promise<string> {
  const response = await api.handle(
    new Request(`${SITE}/api/auth/register`, {
      method: 'POST',
      headers: { 'x-app-config': 'jwcleeng', 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('jw-viewer'), password: PASSWORD, consents: REQUIRED_CONSENTS }),
    }),
    { clientAddress: '10.0.0.11' },
  );
  expect(response.status).toBe(201);
  const jwt: string = (await response.json()).auth.jwt;
  access.platformTokens.add(jwt);
  delivery.plans.set(jwt, plans);
  return jwt;
}
const SVOD = [{ id: 'svod-season', access_model: 'svod' }];

describe('GET /api/playback/{mediaid} on a Cleeng site with JW media', () => {
  it('answers the sources JW signed for the passport', async () => {
    const response = await playback(await customer(SVOD));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.mediaid).toBe(PAID_MEDIA);
    expect(body.sources[0]).toEqual({
      file: expect.stringMatching(/\/streams\/Locked01\/master\.m3u8\?sig=[0-9a-f]+$/),
      type: 'application/vnd.apple.mpegurl',
    });
  });

  it('refuses a customer without a plan: 403 "Unauthorized"', async () => {
    const response = await playback(await customer([]));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'not_entitled', message: 'Unauthorized' });
  });

  it('retries once with a refreshed passport, then answers the spec message', async () => {
    const jwt = await customer(SVOD);
    delivery.refusePlayback = 1;
    expect((await playback(jwt)).status).toBe(200);
    delivery.refusePlayback = 2;
    const refused = await playback(jwt);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      code: 'passport_refresh_failed',
      message: 'Failed to refresh access tokens and retrieve media.',
    });
  });

  it('answers a geo block with the geoBlockingMessage', async () => {
    delivery.geoBlocked.add(PAID_MEDIA);
    const response = await playback(await customer(SVOD));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'access_blocked', message: GEO_MESSAGE });
  });

  it("asks the config's entitlement host instead when it names one", async () => {
    const jwt = await customer([]);
    custom = { entitlementHost: `${entitlementHost.url}/check` };
    expect((await playback(jwt)).status).toBe(403);
    entitlementHost.grants.add(`${jwt} ${PAID_MEDIA}`);
    expect((await playback(jwt)).status).toBe(200);
  });

  it('answers 503 with a readable message, not a 500, when JW or the entitlement host hangs', async () => {
    const jwt = await customer(SVOD);
    for (const stall of [() => (delivery.mode = 'hang'), () => (entitlementHost.mode = 'hang')]) {
      custom = { entitlementHost: `${entitlementHost.url}/check` };
      stall();
      const started = Date.now();
      const response = await playback(jwt);
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body.message).toMatch(/not (responding|answering)/);
      expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
      delivery.mode = 'ok';
    }
  });
});

describe('GET /api/playback/{mediaid} for a config with custom.urlSigning (its JW property requires signing)', () => {
  it('signs the playback requests: a free item plays, a paid one through the passport', async () => {
    server = 'signing';
    custom = { urlSigning: true };
    delivery.signingSecret = SECRET;
    const jwt = await customer(SVOD);
    const free = await playback(jwt, FREE_MEDIA);
    expect(free.status).toBe(200);
    expect((await free.json()).sources[0].file).toContain(`/streams/${FREE_MEDIA}/master.m3u8`);
    expect((await playback(jwt)).status).toBe(200);
    expect(delivery.requests.filter((line) => line.includes('playback.json')).at(-1)).toMatch(
      /\?token=[\w-]+\.[\w-]+\.[\w-]+$/,
    );
  });

  it('an unsigned playback request is refused by the property: a config that does not say urlSigning', async () => {
    server = 'signing';
    delivery.signingSecret = SECRET;
    const jwt = await customer(SVOD);
    delivery.requests.length = 0;
    const response = await playback(jwt);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect((await response.json()).message).toBe('Failed to refresh access tokens and retrieve media.');
    const tries = delivery.requests.filter((line) => line.includes('playback.json'));
    expect(tries).toHaveLength(2);
    for (const line of tries) expect(line).toContain('?passport=');
  });

  it('without a secret: 503 playback_unavailable with Retry-After, the reason logged, never a 500', async () => {
    custom = { urlSigning: true };
    delivery.signingSecret = SECRET;
    const jwt = await customer(SVOD);
    const response = await playback(jwt, FREE_MEDIA);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    const body = await response.json();
    expect(body).toMatchObject({ code: 'playback_unavailable' });
    expect(JSON.stringify(body)).not.toContain('SECRET');
    expect(logged).toEqual([expect.stringContaining('custom.urlSigning is on but JW_URL_SIGNING_SECRET')]);
  });
});
