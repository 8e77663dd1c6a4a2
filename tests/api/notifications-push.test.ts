import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSubscription } from '../../src/server/db/repositories/push-subscriptions';
import { pushNotifications } from '../../src/server/features/notifications/push';
import { loadVapidKeys } from '../../src/server/push/web-push/adapter';
import { bearer, signUp, startHarness, type Harness } from '../support/api-harness';
import { startTlsPushService, type TlsPushService } from '../support/push-service-fixture';
import { databaseKinds } from '../support/test-database';

/** A browser's push keys as `PushSubscription.toJSON()` has them (a real P-256 key, so messages can be encrypted). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** Web Push (issue 11): browsers subscribe through the API; followers' notifications reach their push service. */
describe.each(databaseKinds)('web push (%s)', (kind) => {
  let h: Harness;
  let pushService: TlsPushService;
  const received: Array<{ path: string; headers: Record<string, string | string[] | undefined>; bytes: number }> = [];
  let answer = 201;

  beforeAll(async () => {
    h = await startHarness(kind);
    pushService = await startTlsPushService((path, headers, bytes) => {
      received.push({ path, headers, bytes });
      return answer;
    });
  });
  afterAll(async () => {
    await h.close();
    await pushService.close();
  });

  it('gives browsers the VAPID public key, the same on every call', async () => {
    const first = await (await h.request('GET', '/notification/push/key')).json();
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
    expect(await (await h.request('GET', '/notification/push/key')).json()).toEqual(first);
  });

  it('keeps a subscription for the account; another account cannot drop it', async () => {
    const owner = await signUp(h);
    const endpoint = `https://push.example/send/${randomBytes(8).toString('hex')}`;
    const kept = await h.request('POST', '/notification/push/subscriptions', {
      headers: bearer(owner.jwt),
      json: { endpoint, keys: browserKeys() },
    });
    expect(kept.status).toBe(201);
    const stranger = await signUp(h);
    const refused = await h.request('DELETE', '/notification/push/subscriptions', {
      headers: bearer(stranger.jwt),
      json: { endpoint },
    });
    expect(refused.status).toBe(404);
    const dropped = await h.request('DELETE', '/notification/push/subscriptions', {
      headers: bearer(owner.jwt),
      json: { endpoint },
    });
    expect(dropped.status).toBe(204);
  });

  it('refuses subscriptions that are not a push service’s, naming the field', async () => {
    const { jwt } = await signUp(h);
    const post = (json: unknown) =>
      h.request('POST', '/notification/push/subscriptions', { headers: bearer(jwt), json });
    const plain = await post({ endpoint: 'http://push.example/x', keys: browserKeys() });
    expect(plain.status).toBe(400);
    expect(JSON.stringify(await plain.json())).toContain('endpoint');
    const badKey = await post({ endpoint: 'https://push.example/x', keys: { p256dh: 'short', auth: 'x' } });
    expect(badKey.status).toBe(400);
    expect(JSON.stringify(await badKey.json())).toContain('keys.p256dh');
    expect((await h.request('POST', '/notification/push/subscriptions', { json: {} })).status).toBe(401);
  });

  it("sends an account's notification to its browsers, encrypted and VAPID-signed; a gone browser is dropped", async () => {
    const { userId } = await signUp(h);
    const endpoint = `${pushService.url}/send/${randomBytes(6).toString('hex')}`;
    await saveSubscription(h.database.db, userId, { endpoint, ...browserKeys() });
    const view = {
      id: '1',
      _type: 'stream_on_live_notification' as const,
      title: 'Fistball Final is live now',
      description: 'Watch it live.',
      createdAt: new Date().toISOString(),
      read: false,
      item: null,
      streamId: 'dhoXN4qH',
    };
    const published = [
      { userId, view },
      { userId: null, view },
    ];
    const deps = { ...h.notifications, push: pushService.sender(await loadVapidKeys(h.database.db)) };

    received.length = 0;
    answer = 201;
    expect(await pushNotifications(deps, published)).toBe(1);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.path).toBe(new URL(endpoint).pathname);
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(message!.headers.ttl).toBe('3600');
    const { publicKey } = await (await h.request('GET', '/notification/push/key')).json();
    expect(String(message!.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    // The body is encrypted for the browser: the title is not readable on the way.
    expect(message!.bytes).toBeGreaterThan(100);

    answer = 410;
    expect(await pushNotifications(deps, published)).toBe(0);
    received.length = 0;
    expect(await pushNotifications(deps, published)).toBe(0);
    expect(received).toHaveLength(0);
  });
});
