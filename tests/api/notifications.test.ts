import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../src/domain/media';
import type { NotificationView } from '../../src/lib/api/notifications-contract';
import { runMediaWatch } from '../../src/server/features/notifications/media-watch';
import { catchUp, latestId, publishNotifications } from '../../src/server/features/notifications/service';
import { SITE, bearer, signUp, startHarness, type Harness } from '../support/api-harness';
import { databaseKinds } from '../support/test-database';

let sequence = 0;
const announcement = (title: string) => ({
  type: 'global_notification' as const,
  userId: null,
  title,
  description: `About ${title}`,
  item: { type: 'sport', slug: 'archery' },
  sourceKey: `test:${process.pid}:${(sequence += 1)}`,
});
const personal = (userId: string, title: string) => ({
  type: 'stream_on_live_notification' as const,
  userId,
  title,
  description: '',
  streamId: 'live0001',
  sourceKey: `test:${process.pid}:${(sequence += 1)}`,
});

/** Reads server-sent events from a stream until `count` notification events arrived. */
async function readEvents(stream: ReadableStream<Uint8Array>, count: number, timeoutMs = 2_000) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const events: Array<{ id: string; view: NotificationView }> = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (events.length < count) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()))),
    ]);
    if (!chunk || chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const id = /^id: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (/^event: notification$/m.test(block) && id && data) events.push({ id, view: JSON.parse(data) });
    }
  }
  reader.releaseLock();
  return events;
}

describe.each(databaseKinds)('notifications API (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h.close());

  it('lists public notifications to guests and an account its own as well, newest first, 10 a page', async () => {
    const alice = await signUp(h);
    const bob = await signUp(h);
    for (let n = 1; n <= 11; n += 1) await publishNotifications(h.notifications, [announcement(`News ${n}`)]);
    await publishNotifications(h.notifications, [personal(alice.userId, 'Final is live now')]);

    const guest = await (await h.request('GET', '/notification/get-all-notifications?page=1&limit=10')).json();
    expect(guest.total).toBe(11);
    expect(guest.items).toHaveLength(10);
    expect(guest.items[0]).toMatchObject({
      title: 'News 11',
      description: 'About News 11',
      read: false,
      _type: 'global_notification',
      item: { _type: 'sport', titleAndSlug: { slug: { current: 'archery' } } },
      streamId: null,
    });
    expect(Date.parse(guest.items[0].createdAt)).not.toBeNaN();

    const own = await (
      await h.request('GET', '/notification/get-all-notifications?page=1', { headers: bearer(alice.jwt) })
    ).json();
    expect(own.total).toBe(12);
    expect(own.items[0]).toMatchObject({
      title: 'Final is live now',
      _type: 'stream_on_live_notification',
      streamId: 'live0001',
    });
    const secondPage = await (
      await h.request('GET', '/notification/get-all-notifications?page=2&limit=10', { headers: bearer(alice.jwt) })
    ).json();
    expect(secondPage.items.map((item: NotificationView) => item.title)).toEqual(['News 2', 'News 1']);

    const others = await (
      await h.request('GET', '/notification/get-all-notifications', { headers: bearer(bob.jwt) })
    ).json();
    expect(others.total).toBe(11);
    expect(others.items.some((item: NotificationView) => item.title === 'Final is live now')).toBe(false);
  });

  it('counts unread and marks one read; another viewer’s notification is refused like an unknown one', async () => {
    const alice = await signUp(h);
    const bob = await signUp(h);
    const [mine] = await publishNotifications(h.notifications, [personal(alice.userId, 'Yours')]);
    const [everyone] = await publishNotifications(h.notifications, [announcement('For all')]);
    const count = async (jwt: string) =>
      (await h.request('GET', '/notification/unread-count', { headers: bearer(jwt) })).json();
    const before = await count(alice.jwt);
    const bobBefore = await count(bob.jwt);
    expect(before).toBe(bobBefore + 1);

    const read = await h.request('GET', `/notification/${mine!.view.id}?notificationType=stream_on_live_notification`, {
      headers: bearer(alice.jwt),
    });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: mine!.view.id, read: true });
    await h.request('GET', `/notification/${everyone!.view.id}?notificationType=global_notification`, {
      headers: bearer(alice.jwt),
    });
    expect(await count(alice.jwt)).toBe(before - 2);
    // A shared announcement read by one account stays unread for the others.
    expect(await count(bob.jwt)).toBe(bobBefore);
    const listed = await (
      await h.request('GET', '/notification/get-all-notifications', { headers: bearer(alice.jwt) })
    ).json();
    expect(listed.items.find((item: NotificationView) => item.id === mine!.view.id).read).toBe(true);

    const stolen = await h.request(
      'GET',
      `/notification/${mine!.view.id}?notificationType=stream_on_live_notification`,
      {
        headers: bearer(bob.jwt),
      },
    );
    const unknown = await h.request('GET', `/notification/999999999?notificationType=stream_on_live_notification`, {
      headers: bearer(bob.jwt),
    });
    expect(stolen.status).toBe(404);
    const stolenBody = await stolen.json();
    expect(stolenBody.code).toBe('notification_not_found');
    expect({ ...(await unknown.json()), message: '' }).toEqual({ ...stolenBody, message: '' });
    expect(await count(alice.jwt)).toBe(before - 2);
  });

  it('answers bad input with 400 naming the field, and the account calls need a sign-in', async () => {
    const { jwt } = await signUp(h);
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['limit=101', 'limit'],
      ['limit=-1', 'limit'],
    ]) {
      const answer = await h.request('GET', `/notification/get-all-notifications?${query}`);
      expect(answer.status, query).toBe(400);
      expect(Object.keys((await answer.json()).errors)).toEqual([field]);
    }
    const badType = await h.request('GET', '/notification/1?notificationType=push', { headers: bearer(jwt) });
    expect(badType.status).toBe(400);
    expect(Object.keys((await badType.json()).errors)).toEqual(['notificationType']);
    const badId = await h.request('GET', '/notification/abc?notificationType=global_notification', {
      headers: bearer(jwt),
    });
    expect(badId.status).toBe(400);
    expect(Object.keys((await badId.json()).errors)).toEqual(['notificationId']);
    expect((await h.request('GET', '/notification/unread-count')).status).toBe(401);
    expect((await h.request('GET', '/notification/1?notificationType=global_notification')).status).toBe(401);
  });

  it('keeps "Notify me" per account', async () => {
    const { jwt } = await signUp(h);
    const auth = { headers: bearer(jwt) };
    expect((await h.request('POST', '/notification/follows', { ...auth, json: { mediaid: 'live0001' } })).status).toBe(
      201,
    );
    expect(await (await h.request('GET', '/notification/follows', auth)).json()).toEqual([{ mediaid: 'live0001' }]);
    expect((await h.request('DELETE', '/notification/follows/live0001', auth)).status).toBe(204);
    expect((await h.request('DELETE', '/notification/follows/live0001', auth)).status).toBe(404);
    expect((await h.request('POST', '/notification/follows', { ...auth, json: { mediaid: 'bad id!' } })).status).toBe(
      400,
    );
  });

  it('tells followers and favourites once when a scheduled event goes live, and when its replay is ready', async () => {
    const follower = await signUp(h);
    const fan = await signUp(h);
    const bystander = await signUp(h);
    const mediaid = `evt${kind}01`;
    await h.request('POST', '/notification/follows', { headers: bearer(follower.jwt), json: { mediaid } });
    await h.request('POST', '/favorite', { headers: bearer(fan.jwt), json: { mediaid } });
    const start = new Date(h.now().getTime() + 60_000);
    const end = new Date(start.getTime() + 3_600_000);
    const item = {
      mediaid,
      title: 'Beach Volleyball Final',
      eventState: 'PRE_LIVE',
      scheduledStart: start.toISOString(),
      scheduledEnd: end.toISOString(),
    };
    const media = { getMedia: async (id: string) => (id === mediaid ? (item as unknown as MediaItem) : null) };
    const email = { mailer: h.account.mailer, siteUrl: SITE, siteName: async () => 'Test Site' };
    const watch = () => runMediaWatch({ ...h.notifications, media, clock: h.now, email });
    const emailsOn = await h.request('PATCH', '/auth/user', {
      headers: bearer(fan.jwt),
      json: { sendEmailNotification: true },
    });
    expect(emailsOn.status).toBe(200);
    const titles = async (jwt: string) =>
      (
        await (await h.request('GET', '/notification/get-all-notifications?limit=100', { headers: bearer(jwt) })).json()
      ).items
        .map((entry: NotificationView) => entry.title)
        .filter((title: string) => title.includes('Beach Volleyball'));

    await watch();
    expect(await titles(follower.jwt)).toEqual([]);
    h.advance(61_000);
    const live = await watch();
    expect(live.notified).toBeGreaterThanOrEqual(2);
    await watch();
    expect(await titles(follower.jwt)).toEqual(['Beach Volleyball Final is live now']);
    expect(await titles(fan.jwt)).toEqual(['Beach Volleyball Final is live now']);
    expect(await titles(bystander.jwt)).toEqual([]);
    // The fan's profile has email notifications on: one email with the link; the follower's is off.
    const mails = h.mailsTo(fan.email).filter((mail) => mail.subject.includes('Beach Volleyball'));
    expect(mails.map((mail) => mail.subject)).toEqual(['Beach Volleyball Final is live now (Test Site)']);
    expect(mails[0]!.text).toContain(`${SITE}/m/${mediaid}`);
    expect(h.mailsTo(follower.email).filter((mail) => mail.subject.includes('Beach Volleyball'))).toEqual([]);

    h.advance(3_600_000);
    item.eventState = 'VOD_PUBLIC';
    await watch();
    // An hour later the access token has expired: the list refuses it (the client renews) rather than answer as a guest.
    expect((await h.request('GET', '/notification/get-all-notifications', { headers: bearer(fan.jwt) })).status).toBe(
      401,
    );
    const renewed = await (await h.request('GET', '/auth/refresh-token', { headers: bearer(fan.refreshToken) })).json();
    expect(await titles(renewed.auth.jwt)).toEqual([
      'Replay available: Beach Volleyball Final',
      'Beach Volleyball Final is live now',
    ]);
  });

  it('streams new notifications to the right viewers and resumes after Last-Event-ID from the table', async () => {
    const alice = await signUp(h);
    const bob = await signUp(h);
    const open = (userId: string | null, lastEventId: number | null) =>
      h.notifications.hub.open({
        viewer: { userId },
        lastEventId,
        catchUp: (afterId) => catchUp(h.notifications, userId, afterId),
        latestId: () => latestId(h.notifications, userId),
      });
    const [first] = await publishNotifications(h.notifications, [announcement('Before the gap')]);
    const guestStream = open(null, null);
    const aliceStream = open(alice.userId, null);
    const bobStream = open(bob.userId, null);
    await publishNotifications(h.notifications, [personal(alice.userId, 'Only Alice'), announcement('Everyone')]);
    expect((await readEvents(aliceStream, 2)).map((event) => event.view.title)).toEqual(['Only Alice', 'Everyone']);
    expect((await readEvents(guestStream, 1)).map((event) => event.view.title)).toEqual(['Everyone']);
    const bobs = await readEvents(bobStream, 2, 300);
    expect(bobs.map((event) => event.view.title)).toEqual(['Everyone']);

    // Alice's browser was away after `first`; on reconnecting it names the last id it saw.
    const resumed = open(alice.userId, Number(first!.view.id));
    const replayed = await readEvents(resumed, 2);
    expect(replayed.map((event) => event.view.title)).toEqual(['Only Alice', 'Everyone']);
    expect(Number(replayed[0]!.id)).toBeGreaterThan(Number(first!.view.id));
    await publishNotifications(h.notifications, [announcement('After the reconnection')]);
    expect((await readEvents(resumed, 1)).map((event) => event.view.title)).toEqual(['After the reconnection']);
    for (const stream of [guestStream, aliceStream, bobStream, resumed]) await stream.cancel();
    expect(h.notifications.hub.size()).toBe(0);
  });
});
