import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteConfigSchema, type SiteConfig } from '../../src/domain/site-config';
import { createNoCommerce } from '../../src/server/commerce/none/adapter';
import { createJwDrmProtection } from '../../src/server/features/drm/jw-drm';
import { createJwPaidPlayback } from '../../src/server/features/jw-playback';
import { playbackFor, type PlaybackDeps } from '../../src/server/features/playback';
import { createJwAccessBridge } from '../../src/server/jw-access/bridge';
import { createJwSignedDelivery } from '../../src/server/jw-access/delivery';
import { createJwMediaPlatform } from '../../src/server/media/jw/adapter';
import { SITE_ID, startJwAccessFixture, type JwAccessFixture } from '../support/jw-access-fixture';
import {
  DRM_POLICY,
  GEO_MESSAGE,
  PAID_MEDIA,
  startJwDeliveryFixture,
  verifiedClaims,
  type JwDeliveryFixture,
} from '../support/jw-delivery-fixture';

/**
 * A JW property with DRM (issue 45; spec 1 §3 `contentProtection.drm.defaultPolicyId`, §7
 * `GET /v2/media/{id}/drm/{policyId}?token=`): the server asks JW for the policy's sources and hands the player
 * their licence URLs (Widevine, PlayReady on DASH; FairPlay with its certificate on HLS). Against the local JW
 * delivery host, which, like JW, takes no unsigned DRM request.
 */
const SECRET = 'property-secret-of-the-jw-drm-fixture';
const TIMEOUT_MS = 2_000;

let access: JwAccessFixture;
let delivery: JwDeliveryFixture;
beforeAll(async () => {
  access = await startJwAccessFixture();
  delivery = await startJwDeliveryFixture(access);
});
afterAll(() => Promise.all([access.close(), delivery.close()]));
beforeEach(() => {
  delivery.signingSecret = SECRET;
  delivery.geoBlocked.clear();
  delivery.requests.length = 0;
});

const drmConfig = (custom: Record<string, unknown> = {}): SiteConfig =>
  siteConfigSchema.parse({
    id: 'aurora01',
    description: 'Aurora',
    siteId: SITE_ID,
    content: [],
    menu: [],
    custom,
    contentProtection: { accessModel: 'svod', drm: { defaultPolicyId: DRM_POLICY } },
  });

const signedDelivery = (secret?: string) =>
  createJwSignedDelivery({
    deliveryBaseUrl: delivery.url,
    entitlementsBaseUrl: delivery.url,
    urlSigningSecret: secret,
    timeoutMs: TIMEOUT_MS,
  });

/**
 * The own backend's accounts on a JW property: the site itself decides who is entitled (here: everyone). `secret`
 * signs the playback requests (JW_URL_SIGNING_SECRET), `catalogueSecret` the catalogue's (JW_API_SECRET).
 */
function ownAccounts(secret: string | undefined, logged: string[] = [], catalogue = { secret }): PlaybackDeps {
  return {
    media: createJwMediaPlatform({ baseUrl: delivery.url, timeoutMs: TIMEOUT_MS, signingSecret: catalogue.secret }),
    commerce: { ...createNoCommerce(), hasAccess: async () => true },
    clock: () => new Date(),
    signSource: (url) => `${url}#own-signing`,
    urlTtlS: 600,
    protection: createJwDrmProtection({ delivery: signedDelivery(secret), log: (reason) => logged.push(reason) }),
  };
}

const customer = { userId: 'viewer-1' };
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('expected a refusal'),
    (error: unknown) => error as { status: number; code: string; message: string },
  );

describe('own accounts on a JW property with a DRM policy', () => {
  it("asks the policy's sources, signed with the property's secret, and hands over the licence URLs", async () => {
    const playback = await playbackFor(ownAccounts(SECRET), customer, PAID_MEDIA, drmConfig());
    expect(playback.sources).toEqual([
      {
        file: expect.stringMatching(`^${delivery.url}/streams/${PAID_MEDIA}/manifest\\.mpd\\?sig=`),
        type: 'application/dash+xml',
        drm: {
          widevine: { licenseUrl: expect.stringMatching(`/v2/licenses/${PAID_MEDIA}/widevine\\?token=`) },
          playready: { licenseUrl: expect.stringMatching(`/v2/licenses/${PAID_MEDIA}/playready\\?token=`) },
        },
      },
      {
        file: expect.stringMatching(`/streams/${PAID_MEDIA}/master\\.m3u8\\?sig=`),
        type: 'application/vnd.apple.mpegurl',
        drm: {
          fairplay: {
            licenseUrl: expect.stringMatching(`/v2/licenses/${PAID_MEDIA}/fairplay\\?token=`),
            certificateUrl: `${delivery.url}/v2/licenses/fairplay/certificate`,
          },
        },
      },
    ]);
    const drmCall = delivery.requests.find((line) => line.includes('/drm/'))!;
    expect(drmCall).toMatch(new RegExp(`^GET /v2/media/${PAID_MEDIA}/drm/${DRM_POLICY}\\?token=`));
    const claims = verifiedClaims(new URL(drmCall.slice(4), 'http://x').searchParams.get('token')!, SECRET);
    expect(claims).toMatchObject({ resource: `/v2/media/${PAID_MEDIA}/drm/${DRM_POLICY}` });
    expect(delivery.requests.at(-1)).toMatch(new RegExp(`^HEAD /streams/${PAID_MEDIA}/master\\.m3u8\\?sig=`));
  });

  it('takes custom.drmPolicyId over the default policy', async () => {
    delivery.drmPolicies.add('Other001');
    await playbackFor(ownAccounts(SECRET), customer, PAID_MEDIA, drmConfig({ drmPolicyId: 'Other001' }));
    expect(delivery.requests.some((line) => line.includes(`/drm/Other001?token=`))).toBe(true);
  });

  it('answers 503 and says why in the log without a secret, or with one JW refuses', async () => {
    const logged: string[] = [];
    delivery.signingSecret = null; // the catalogue is open; DRM requests still need a signature
    const none = await failure(playbackFor(ownAccounts(undefined, logged), customer, PAID_MEDIA, drmConfig()));
    expect(none).toMatchObject({ status: 503, code: 'playback_unavailable' });
    delivery.signingSecret = SECRET;
    const wrongSecret = ownAccounts('not-the-secret', logged, { secret: SECRET });
    const wrong = await failure(playbackFor(wrongSecret, customer, PAID_MEDIA, drmConfig()));
    expect(wrong).toMatchObject({ status: 503, code: 'playback_unavailable' });
    expect(logged).toEqual([
      expect.stringContaining('JW_URL_SIGNING_SECRET (or JW_API_SECRET) is not set'),
      expect.stringContaining(`JW refused the signed request for /v2/media/${PAID_MEDIA}/drm/${DRM_POLICY}`),
    ]);
  });

  it("answers a 403 on the stream as a geo block with the item's message", async () => {
    delivery.geoBlocked.add(PAID_MEDIA);
    const blocked = await failure(playbackFor(ownAccounts(SECRET), customer, PAID_MEDIA, drmConfig()));
    expect(blocked).toMatchObject({ status: 403, code: 'access_blocked', message: GEO_MESSAGE });
  });

  it('leaves a property without a DRM policy to signed addresses', async () => {
    const plain = siteConfigSchema.parse({ description: 'Aurora', siteId: SITE_ID, content: [], menu: [] });
    delivery.signingSecret = null;
    const playback = await playbackFor(ownAccounts(SECRET, [], { secret: undefined }), customer, PAID_MEDIA, plain);
    expect(playback.sources.every((source) => !source.drm)).toBe(true);
    expect(delivery.requests.some((line) => line.includes('/drm/'))).toBe(false);
  });
});

describe('a platform customer on a JW property with a DRM policy', () => {
  it('asks playback.json with drm_policy_id and hands over the licence URLs', async () => {
    const token = 'platform-token-drm';
    access.platformTokens.add(token);
    delivery.plans.set(token, [{ id: 'svod-season', access_model: 'svod' }]);
    delivery.signingSecret = null;
    const bridge = createJwAccessBridge({ baseUrl: access.url, siteId: SITE_ID, clock: () => new Date() });
    const deps: PlaybackDeps = {
      ...ownAccounts(SECRET, [], { secret: undefined }),
      commerce: createNoCommerce(),
      paid: createJwPaidPlayback({
        platform: 'cleeng',
        delivery: signedDelivery(),
        bridgeFor: () => bridge,
        mediaToken: null,
        askEntitlementHost: () => Promise.reject(new Error('no entitlement host here')),
      }),
    };
    const playback = await playbackFor(deps, { userId: 'c-drm', platformToken: token }, PAID_MEDIA, drmConfig());
    expect(playback.sources.map((source) => Object.keys(source.drm ?? {}).sort())).toEqual([
      ['playready', 'widevine'],
      ['fairplay'],
    ]);
    const call = delivery.requests.find((line) => line.includes('playback.json'))!;
    expect(new URL(call.slice(4), 'http://x').searchParams.get('drm_policy_id')).toBe(DRM_POLICY);
  });
});
