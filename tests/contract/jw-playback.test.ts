import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteConfigSchema, type SiteConfig } from '../../src/domain/site-config';
import { createJwpClient } from '../../src/server/accounts/jwp/client';
import { jwMediaToken } from '../../src/server/accounts/jwp/media-token';
import { createNoCommerce } from '../../src/server/commerce/none/adapter';
import { createJwPaidPlayback, type JwPaidPlaybackDeps } from '../../src/server/features/jw-playback';
import { playbackFor, type PlaybackDeps } from '../../src/server/features/playback';
import { createJwAccessBridge } from '../../src/server/jw-access/bridge';
import { createJwSignedDelivery } from '../../src/server/jw-access/delivery';
import { askEntitlementHost } from '../../src/server/jw-access/entitlement-host';
import { createJwMediaPlatform } from '../../src/server/media/jw/adapter';
import { startEntitlementHostFixture, type EntitlementHostFixture } from '../support/entitlement-host-fixture';
import { SITE_ID, startJwAccessFixture, type JwAccessFixture } from '../support/jw-access-fixture';
import {
  FREE_MEDIA,
  GEO_MESSAGE,
  OTHER_MEDIA,
  PAID_MEDIA,
  startJwDeliveryFixture,
  verifiedClaims,
  type JwDeliveryFixture,
} from '../support/jw-delivery-fixture';
import { startFixtureServer } from '../support/fixture-server';
import { CLIENT_ID, startJwpFixture, type JwpFixture } from '../support/jwp-fixture';

/**
 * Signed playback of a paid JW item for a Cleeng or JWP customer (spec 1 §7 "Access bridge", "Entitlement", signed
 * media; §8 "403 when fetching media by passport", "access blocked", "Unauthorized"): the real use-case, bridge,
 * delivery and entitlement-host clients against local servers speaking their wire formats.
 */
const TIMEOUT_MS = 500;

let access: JwAccessFixture;
let delivery: JwDeliveryFixture;
let host: EntitlementHostFixture;
let inplayer: JwpFixture;

beforeAll(async () => {
  [access, inplayer] = await Promise.all([startJwAccessFixture(), startJwpFixture()]);
  delivery = await startJwDeliveryFixture(access);
  host = await startEntitlementHostFixture((token, mediaId) => delivery.mediaTokens.set(token, mediaId));
});
afterAll(() => Promise.all([access.close(), delivery.close(), host.close(), inplayer.close()]));
beforeEach(() => {
  delivery.signingSecret = null;
  delivery.mode = 'ok';
  host.mode = 'ok';
  delivery.refusePlayback = 0;
  delivery.geoBlocked.clear();
  delivery.requests.length = 0;
  access.requests.length = 0;
  host.requests.length = 0;
});

const config = (custom: Record<string, unknown> = {}): SiteConfig =>
  siteConfigSchema.parse({ id: 'aurora01', description: 'Aurora', siteId: SITE_ID, content: [], menu: [], custom });

function deps(
  platform: JwPaidPlaybackDeps['platform'],
  overrides: {
    bridgeBase?: string;
    deliveryBase?: string;
    bridge?: boolean;
    /** The server's URL signing secret (JW_URL_SIGNING_SECRET), also signing the catalogue calls as JW_API_SECRET. */
    secret?: string;
    clock?: () => Date;
    log?: JwPaidPlaybackDeps['log'];
  } = {},
): PlaybackDeps {
  const signedDelivery = createJwSignedDelivery({
    deliveryBaseUrl: overrides.deliveryBase ?? delivery.url,
    entitlementsBaseUrl: overrides.deliveryBase ?? delivery.url,
    urlSigningSecret: overrides.secret,
    clock: overrides.clock,
    timeoutMs: TIMEOUT_MS,
  });
  const jwp = createJwpClient({ baseUrl: inplayer.url, timeoutMs: TIMEOUT_MS });
  const bridge = createJwAccessBridge({
    baseUrl: overrides.bridgeBase ?? access.url,
    siteId: SITE_ID,
    clock: () => new Date(),
    timeoutMs: TIMEOUT_MS,
  });
  return {
    media: createJwMediaPlatform({ baseUrl: delivery.url, timeoutMs: TIMEOUT_MS, signingSecret: overrides.secret }),
    // Nothing is sold by the site itself: every grant below comes from JW, InPlayer or the entitlement host.
    commerce: createNoCommerce(),
    clock: () => new Date('2026-03-01T12:00:00Z'),
    signSource: (url) => `${url}#own-signing`,
    urlTtlS: 600,
    paid: createJwPaidPlayback({
      platform,
      delivery: signedDelivery,
      bridgeFor: (overrides.bridge ?? true) ? () => bridge : null,
      mediaToken: platform === 'jwp' ? (token, item) => jwMediaToken(jwp, token, item) : null,
      askEntitlementHost: (question) => askEntitlementHost(question, { timeoutMs: TIMEOUT_MS }),
      log: overrides.log,
    }),
  };
}

let serial = 0;
/** A platform customer (Cleeng JWT or InPlayer token) the bridge takes, holding these JW plans. */
function platformCustomer(plans: Array<{ id: string; access_model: string }>) {
  const token = `platform-token-${(serial += 1)}`;
  access.platformTokens.add(token);
  delivery.plans.set(token, plans);
  return { userId: `c${serial}`, platformToken: token };
}
const PLANS = [
  { id: 'tvod-final', access_model: 'tvod' },
  { id: 'svod-season', access_model: 'svod' },
];

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('expected a refusal'),
    (error: unknown) => error as { status: number; code: string; message: string; details?: Record<string, string> },
  );

describe('Cleeng customer: passport, plans, playback.json', () => {
  it('plays an entitled item from the sources JW signed for the svod plan, after a HEAD on the stream', async () => {
    const customer = platformCustomer(PLANS);
    const playback = await playbackFor(deps('cleeng'), customer, PAID_MEDIA, config());
    expect(playback.sources).toEqual([
      {
        file: expect.stringMatching(`^${delivery.url}/streams/${PAID_MEDIA}/master\\.m3u8\\?sig=`),
        type: 'application/vnd.apple.mpegurl',
      },
      { file: expect.stringMatching(/720\.mp4\?sig=/), type: 'video/mp4' },
    ]);
    expect(access.requests).toEqual([`PUT /v2/sites/${SITE_ID}/access/generate`]);
    const calls = delivery.requests.map((line) => line.replace(/passport=[^&]+/, 'passport=P').replace(/\?sig=.*/, ''));
    expect(calls).toEqual([
      `GET /v2/media/${PAID_MEDIA}`,
      `GET /v3/sites/${SITE_ID}/entitlements`,
      `GET /v2/sites/${SITE_ID}/media/${PAID_MEDIA}/playback.json?passport=P&plan_id=svod-season`,
      `HEAD /streams/${PAID_MEDIA}/master.m3u8`,
    ]);
  });

  it('refuses a customer whose passport holds no plan: 403 "Unauthorized"', async () => {
    const error = await failure(playbackFor(deps('cleeng'), platformCustomer([]), PAID_MEDIA, config()));
    expect(error).toMatchObject({ status: 403, code: 'not_entitled', message: 'Unauthorized' });
    expect(delivery.requests.some((line) => line.includes('playback.json'))).toBe(false);
  });

  it('refreshes the passport and retries once when playback.json refuses it (403)', async () => {
    const customer = platformCustomer(PLANS);
    delivery.refusePlayback = 1;
    const playback = await playbackFor(deps('cleeng'), customer, PAID_MEDIA, config());
    expect(playback.sources).toHaveLength(2);
    expect(access.requests).toEqual([
      `PUT /v2/sites/${SITE_ID}/access/generate`,
      `PUT /v2/sites/${SITE_ID}/access/refresh`,
    ]);
    expect(delivery.requests.filter((line) => line.includes('playback.json'))).toHaveLength(2);
  });

  it("gives up after the one retry with the spec's message", async () => {
    delivery.refusePlayback = 2;
    const error = await failure(playbackFor(deps('cleeng'), platformCustomer(PLANS), PAID_MEDIA, config()));
    expect(error.message).toBe('Failed to refresh access tokens and retrieve media.');
    expect(delivery.requests.filter((line) => line.includes('playback.json'))).toHaveLength(2);
  });

  it('answers a 403 on the stream as "access blocked" with the item\'s geoBlockingMessage, else the config\'s', async () => {
    delivery.geoBlocked.add(PAID_MEDIA).add(OTHER_MEDIA);
    const customer = platformCustomer(PLANS);
    const own = await failure(playbackFor(deps('cleeng'), customer, PAID_MEDIA, config()));
    expect(own).toMatchObject({ status: 403, code: 'access_blocked', message: GEO_MESSAGE });
    const fromConfig = config({ geoBlockingMessage: 'Not in your country, sorry.' });
    const other = await failure(playbackFor(deps('cleeng'), customer, OTHER_MEDIA, fromConfig));
    expect(other).toMatchObject({ status: 403, code: 'access_blocked', message: 'Not in your country, sorry.' });
    expect(other.details).toEqual({ geoBlockingMessage: 'Not in your country, sorry.' });
  });

  it('answers 503 within the time budget when the bridge is down or JW hangs, never a 500', async () => {
    const closed = await startJwAccessFixture();
    await closed.close();
    const down = await failure(
      playbackFor(deps('cleeng', { bridgeBase: closed.url }), platformCustomer(PLANS), PAID_MEDIA, config()),
    );
    expect(down).toMatchObject({ status: 503, code: 'playback_unavailable' });
    expect(down.message).toMatch(/not responding/);
    const proxyPage = await startFixtureServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>Bad gateway</html>');
    });
    const garbled = await failure(
      playbackFor(deps('cleeng', { bridgeBase: proxyPage.url }), platformCustomer(PLANS), PAID_MEDIA, config()),
    );
    await proxyPage.close();
    expect(garbled).toMatchObject({ status: 503, code: 'playback_unavailable' });

    const customer = platformCustomer(PLANS);
    const started = Date.now();
    const playing = deps('cleeng');
    await playing.media.getMedia(PAID_MEDIA); // the item's metadata is in hand; then JW stops answering
    delivery.mode = 'hang';
    const hung = await failure(playing.paid!.sources(customer, (await metadata())!, config()));
    expect(hung).toMatchObject({ status: 503, code: 'playback_unavailable' });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
  });
});

async function metadata() {
  const mode = delivery.mode;
  delivery.mode = 'ok';
  const item = await createJwMediaPlatform({ baseUrl: delivery.url }).getMedia(PAID_MEDIA);
  delivery.mode = mode;
  return item;
}

describe('custom entitlement host', () => {
  it('POSTs the question and plays with the token it answers; not entitled is "Unauthorized"', async () => {
    const customer = { userId: 'h1', platformToken: 'cleeng-jwt-host' };
    host.grants.add(`cleeng-jwt-host ${PAID_MEDIA}`);
    const custom = { entitlementHost: `${host.url}/entitle`, drmPolicyId: 'Pol1cy01' };
    const playback = await playbackFor(deps('cleeng'), customer, PAID_MEDIA, config(custom));
    // The policy's sources, with their licence URLs for the player (JW Studio DRM's: DASH and HLS).
    expect(playback.sources.map((source) => [source.type, Object.keys(source.drm ?? {})])).toEqual([
      ['application/dash+xml', ['playready', 'widevine']],
      ['application/vnd.apple.mpegurl', ['fairplay']],
    ]);
    expect(host.requests).toEqual([
      {
        method: 'POST',
        query: {},
        authorization: undefined,
        body: {
          provider: 'cleeng',
          credentials: { token: 'cleeng-jwt-host' },
          asset: { id: PAID_MEDIA },
          drmPolicyId: 'Pol1cy01',
          params: { siteId: SITE_ID },
          accessType: 'svod',
        },
      },
    ]);
    expect(delivery.requests[1]).toMatch(new RegExp(`^GET /v2/media/${PAID_MEDIA}/drm/Pol1cy01\\?token=host-`));
    expect(access.requests).toEqual([]);

    const refused = await failure(playbackFor(deps('cleeng'), customer, OTHER_MEDIA, config(custom)));
    expect(refused).toMatchObject({ status: 403, code: 'not_entitled', message: 'Unauthorized' });
  });

  it('asks with GET ?provider=twg when the config says isTwgAuth', async () => {
    const customer = { userId: 'h2', platformToken: 'twg-viewer' };
    host.grants.add(`twg-viewer ${PAID_MEDIA}`);
    const custom = { entitlementHost: `${host.url}/twg`, isTwgAuth: true, drmPolicyId: 'Pol1cy01' };
    const withModel = { ...config(custom), contentProtection: { accessModel: 'svod' as const } };
    expect((await playbackFor(deps('jwp'), customer, PAID_MEDIA, withModel)).sources).toHaveLength(2);
    expect(host.requests[0]).toMatchObject({
      method: 'GET',
      query: { provider: 'twg', id: PAID_MEDIA, drmPolicyId: 'Pol1cy01', accessType: 'svod' },
      authorization: 'Bearer twg-viewer',
    });
  });

  it('answers 503 within the time budget when the host hangs or is down', async () => {
    const custom = { entitlementHost: `${host.url}/entitle` };
    host.mode = 'hang';
    const started = Date.now();
    const hung = await failure(
      playbackFor(deps('cleeng'), { userId: 'h3', platformToken: 't' }, PAID_MEDIA, config(custom)),
    );
    expect(hung).toMatchObject({
      status: 503,
      code: 'playback_unavailable',
      message: expect.stringMatching(/entitlement service/),
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
    host.mode = 'fail';
    const failed = await failure(
      playbackFor(deps('cleeng'), { userId: 'h3', platformToken: 't' }, PAID_MEDIA, config(custom)),
    );
    expect(failed).toMatchObject({ status: 503 });
  });
});

describe('JWP customer', () => {
  it('without a bridge, plays with the media token InPlayer gives for granted media; other media is "Unauthorized"', async () => {
    const jwp = createJwpClient({ baseUrl: inplayer.url });
    const form = {
      full_name: 'Ada',
      username: 'jw-playback@example.com',
      password: 'Sunny-Day-42',
      password_confirmation: 'Sunny-Day-42',
      client_id: CLIENT_ID,
      type: 'consumer',
      metadata: { terms: 'true' },
    };
    const { access_token } = (await jwp.call('POST', '/accounts', { form })) as { access_token: string };
    inplayer.grant('jw-playback@example.com', PAID_MEDIA);
    const customer = { userId: 'j1', platformToken: access_token };
    const noBridge = deps('jwp', { bridge: false });
    const playback = await playbackFor(noBridge, customer, PAID_MEDIA, config());
    expect(playback.sources[0]!.file).toMatch(/master\.m3u8\?sig=/);
    expect(delivery.requests[1]).toMatch(new RegExp(`^GET /v2/media/${PAID_MEDIA}\\?token=signed-${PAID_MEDIA}-`));
    expect(access.requests).toEqual([]);
    const refused = await failure(playbackFor(noBridge, customer, OTHER_MEDIA, config()));
    expect(refused).toMatchObject({ status: 403, message: 'Unauthorized' });
  });

  it('with a bridge, trades the InPlayer token for a passport like a Cleeng JWT', async () => {
    const customer = platformCustomer(PLANS);
    const playback = await playbackFor(deps('jwp'), customer, PAID_MEDIA, config());
    expect(playback.sources).toHaveLength(2);
    expect(access.requests).toEqual([`PUT /v2/sites/${SITE_ID}/access/generate`]);
    expect(delivery.requests.some((line) => line.includes('/v2/media/Locked01?token='))).toBe(false);
  });
});

describe('sites that keep the own rules', () => {
  it('without a site config, or Cleeng without a bridge, the own offer check decides, as before', async () => {
    const own = { status: 403, code: 'not_entitled', message: 'Buy an offer of this item to watch it' };
    expect(await failure(playbackFor(deps('cleeng'), platformCustomer(PLANS), PAID_MEDIA, null))).toMatchObject(own);
    const noBridge = deps('cleeng', { bridge: false });
    expect(await failure(playbackFor(noBridge, platformCustomer(PLANS), PAID_MEDIA, config()))).toMatchObject(own);
    expect(access.requests).toEqual([]);
  });
});

describe('custom.urlSigning: the JW property requires signed delivery requests', () => {
  const SECRET = 'property-url-signing-secret';
  const signingConfig = () => config({ urlSigning: true });
  const tokenOf = (line: string) => new URL(line.split(' ')[1]!, 'http://x').searchParams.get('token')!;

  it('plays a free item from a request signed with a short-lived JWT (resource = path, exp)', async () => {
    delivery.signingSecret = SECRET;
    const playback = await playbackFor(
      deps('jwp', { secret: SECRET }),
      platformCustomer([]),
      FREE_MEDIA,
      signingConfig(),
    );
    expect(playback.sources[0]!.file).toMatch(`${delivery.url}/streams/${FREE_MEDIA}/master.m3u8`);
    const signed = delivery.requests.filter((line) => line.startsWith(`GET /v2/media/${FREE_MEDIA}?token=`));
    expect(signed.length).toBe(2); // the item (the catalogue's signing) and the playback request
    const claims = verifiedClaims(tokenOf(signed.at(-1)!), SECRET) as Record<string, unknown>;
    expect(claims.resource).toBe(`/v2/media/${FREE_MEDIA}`);
    const now = Math.floor(Date.now() / 1000);
    expect(claims.exp).toBeGreaterThan(now);
    expect(claims.exp).toBeLessThanOrEqual(now + 300);
  });

  it('signs a passport’s playback.json, passport and plan inside the claims', async () => {
    delivery.signingSecret = SECRET;
    const customer = platformCustomer(PLANS);
    const playback = await playbackFor(deps('cleeng', { secret: SECRET }), customer, PAID_MEDIA, signingConfig());
    expect(playback.sources.length).toBe(2);
    const line = delivery.requests.find((request) => request.includes('playback.json'))!;
    expect(line).not.toContain('passport=');
    const claims = verifiedClaims(tokenOf(line), SECRET) as Record<string, unknown>;
    expect(claims).toMatchObject({
      plan_id: 'svod-season',
      resource: `/v2/sites/${SITE_ID}/media/${PAID_MEDIA}/playback.json`,
    });
  });

  it('the fixture refuses the unsigned and the badly signed: a config without urlSigning, a wrong secret', async () => {
    delivery.signingSecret = SECRET;
    const reasons: string[] = [];
    // Without urlSigning the server does not sign: the property's JW refuses the item (the catalogue's own error).
    await expect(playbackFor(deps('jwp'), platformCustomer([]), FREE_MEDIA, config())).rejects.toMatchObject({
      status: 403,
    });
    expect(delivery.requests.at(-1)).toBe(`GET /v2/media/${FREE_MEDIA}`);
    // Signed with another secret: JW refuses the playback request; the viewer gets a 503, the log the reason.
    const wrong = deps('jwp', { secret: 'not-the-property-secret', log: (reason) => reasons.push(reason) });
    // The item as the catalogue has it; only the playback request meets the property's check.
    const item = await deps('jwp', { secret: SECRET }).media.getMedia(FREE_MEDIA);
    const error = await failure(wrong.paid!.freeSources!(item!, signingConfig()));
    expect(error).toMatchObject({ status: 503, code: 'playback_unavailable' });
    expect(reasons).toEqual([expect.stringMatching(/JW refused the signed request for \/v2\/media\/Open0001 \(403\)/)]);
  });

  it('an expired token is refused: playback answers 503 playback_unavailable, logged', async () => {
    delivery.signingSecret = SECRET;
    const reasons: string[] = [];
    const lateClock = () => new Date(Date.now() - 3_600_000); // the token expired 55 minutes ago
    const stale = deps('jwp', { secret: SECRET, clock: lateClock, log: (reason) => reasons.push(reason) });
    const item = await stale.media.getMedia(FREE_MEDIA);
    const error = await failure(stale.paid!.freeSources!(item!, signingConfig()));
    expect(error).toMatchObject({ status: 503, code: 'playback_unavailable' });
    const last = delivery.requests.at(-1)!;
    expect(verifiedClaims(tokenOf(last), SECRET)).toMatchObject({ exp: expect.any(Number) });
    expect(reasons.length).toBe(1);
  });

  it('without a secret: 503 playback_unavailable with the reason logged, and JW is not asked', async () => {
    delivery.signingSecret = SECRET;
    const reasons: Array<[string, Record<string, unknown>]> = [];
    const unsigned = deps('jwp', { log: (reason, details) => reasons.push([reason, details]) });
    const error = await failure(playbackFor(unsigned, platformCustomer([]), FREE_MEDIA, signingConfig()));
    expect(error).toMatchObject({ status: 503, code: 'playback_unavailable' });
    expect(delivery.requests).toEqual([]);
    expect(reasons).toEqual([
      [expect.stringContaining('custom.urlSigning is on but JW_URL_SIGNING_SECRET'), { siteId: SITE_ID }],
    ]);
  });

  it('a config without urlSigning plays free items from their own addresses, as before', async () => {
    const playback = await playbackFor(deps('jwp'), platformCustomer([]), FREE_MEDIA, config());
    expect(playback.sources.length).toBe(2);
    expect(delivery.requests.filter((line) => line.startsWith(`GET /v2/media/${FREE_MEDIA}`)).length).toBe(1);
  });
});
