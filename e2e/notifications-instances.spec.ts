import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi } from './support/account';
import { announce } from './support/announce';
import { startInstances, type InstanceGroup } from './support/instances';

/**
 * Notifications across instances (issue 11): two built servers on one PostgreSQL. What one instance publishes
 * reaches the streams of the other over the message bus (LISTEN/NOTIFY, or Redis when there is one), and a
 * client that reconnects to the other instance catches up from the table with `Last-Event-ID`. The demo's
 * Fistball final (`dhoXN4qH`, scheduled at `now+3h`) is made to start 100 s after the servers' anchor, and the
 * media watch runs every second, so a favourite going live is seen for real.
 */
const WEBHOOK_SECRET = 'notify-instances-secret';
const EVENT = 'dhoXN4qH';
const STARTS_IN_MS = 100_000;
const buses: Array<{ name: string; env: Record<string, string> }> = [
  { name: 'LISTEN/NOTIFY', env: {} },
  ...(process.env.REDIS_URL ? [{ name: 'Redis', env: { REDIS_URL: process.env.REDIS_URL } }] : []),
];

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL (a PostgreSQL server where databases can be created)');

const badge = (page: Page) => page.locator('[data-bell-badge]');
const streamReady = (page: Page) => expect(page.locator('html[data-notification-stream="ready"]')).toHaveCount(1);

/** Reads an event stream until `until` matches what arrived (or the time is up); answers the text. */
async function readStream(url: string, headers: Record<string, string>, until: RegExp, timeoutMs = 5_000) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let text = '';
  try {
    const response = await fetch(url, { headers, signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    while (!until.test(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return text;
}

for (const bus of buses) {
  test.describe(`notifications on two instances, ${bus.name}`, () => {
    let group: InstanceGroup;
    let eventStart: number;

    test.beforeAll(async () => {
      test.setTimeout(150_000);
      eventStart = Date.now() + STARTS_IN_MS;
      group = await startInstances({
        count: 2,
        env: {
          ...bus.env,
          SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
          DEMO_TIME_ANCHOR: new Date(eventStart - 3 * 3_600_000).toISOString(),
          NOTIFY_WATCH_INTERVAL_S: '1',
        },
      });
    });
    test.afterAll(async () => group?.stop());

    test('an announcement posted through instance A reaches a browser connected to instance B', async ({ page }) => {
      test.setTimeout(90_000);
      const [first, second] = group.instances;
      await page.goto(`${second!.url}/`);
      await streamReady(page);
      await expect(badge(page)).toBeHidden();
      const title = `Medal ceremony at the plaza (${bus.name})`;
      await announce(page.request, { origin: first!.url, secret: WEBHOOK_SECRET, title });
      await expect(badge(page)).toHaveText('1', { timeout: 1_000 });
      await page.locator('.bell__toggle').click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(title);
    });

    test('a stream that reconnects to the other instance catches up after Last-Event-ID', async ({ request }) => {
      const [first, second] = group.instances;
      const opened = await readStream(
        `${first!.url}/api/notification/stream?as=guest`,
        {},
        /event: ready\ndata: (\d+)/,
      );
      const lastSeen = /event: ready\ndata: (\d+)/.exec(opened)?.[1];
      expect(lastSeen).toBeDefined();

      const title = `Missed while away (${bus.name})`;
      await announce(request, { origin: first!.url, secret: WEBHOOK_SECRET, title });
      const resumed = await readStream(
        `${second!.url}/api/notification/stream`,
        { 'last-event-id': lastSeen! },
        /event: ready/,
      );
      expect(resumed).toContain(title);
      const replayedId = /id: (\d+)\nevent: notification/.exec(resumed)?.[1];
      expect(Number(replayedId)).toBeGreaterThan(Number(lastSeen));
    });

    test('a favourite going live shows in the bell of a second browser within a second', async ({ browser }) => {
      test.setTimeout(STARTS_IN_MS + 90_000);
      const [, second] = group.instances;
      const context = await browser.newContext();
      const page = await context.newPage();
      await signUpThroughApi(page, 'Fan', { origin: second!.url, dataDir: second!.dataDir });
      const favourite = await page.request.post(`${second!.url}/api/favorite`, {
        headers: { 'x-session': 'cookie', origin: second!.url },
        data: { mediaid: EVENT },
      });
      expect(favourite.status()).toBe(201);
      expect(Date.now(), 'the servers took so long to start that the event began before it was followed').toBeLessThan(
        eventStart - 3_000,
      );

      const watching = await context.newPage();
      const unread = await watching.request.get(`${second!.url}/api/notification/unread-count`, {
        headers: { 'x-session': 'cookie' },
      });
      const before = Number(await unread.json());
      await watching.goto(`${second!.url}/`);
      await streamReady(watching);
      await expect(badge(watching)).toHaveText(before > 0 ? String(before) : '');
      await watching.evaluate(() => {
        const target = document.querySelector('[data-bell-badge]')!;
        new MutationObserver(() => {
          (window as unknown as { shownAt?: number }).shownAt ??= Date.now();
        }).observe(target, { childList: true, characterData: true, subtree: true });
      });
      await expect(badge(watching)).toHaveText(String(before + 1), { timeout: eventStart - Date.now() + 30_000 });
      const shownAt = await watching.evaluate(() => (window as unknown as { shownAt?: number }).shownAt ?? 0);
      const list = await watching.request.get(`${second!.url}/api/notification/get-all-notifications`, {
        headers: { 'x-session': 'cookie' },
      });
      const [newest] = (await list.json()).items as Array<{ title: string; createdAt: string; streamId: string }>;
      expect(newest).toMatchObject({ title: 'Fistball Final: Austria vs Switzerland is live now', streamId: EVENT });
      const delay = shownAt - Date.parse(newest!.createdAt);
      test.info().annotations.push({ type: 'delivery', description: `${delay} ms from the notification to the bell` });
      expect(delay).toBeLessThan(1_000);
      await context.close();
    });
  });
}
