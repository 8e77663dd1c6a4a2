import { expect, test, type Page } from '@playwright/test';
import { WEBHOOK_SECRET } from '../playwright.config';
import { signUpThroughApi } from './support/account';
import { announce } from './support/announce';
import { screenshot } from './support/screenshot';

/**
 * Notifications (issue 11): an editor's announcement reaches open pages at once over the event stream; the bell
 * counts unread ones, its popup shows the latest 9, /notifications pages by 10 with Load more, and reading one
 * is remembered (the account's on the server, a guest's in the browser).
 */
test.describe.configure({ mode: 'serial' });
// Several page loads and a sign-up per test: on a busy 2-core machine that takes longer than the default.
test.setTimeout(120_000);

const badge = (page: Page) => page.locator('[data-bell-badge]');
const streamReady = (page: Page) => expect(page.locator('html[data-notification-stream="ready"]')).toHaveCount(1);
const unreadCount = async (page: Page) => Number((await badge(page).textContent()) || 0);

test('an announcement shows in the bell of an open page within a second, for guests and accounts', async ({
  browser,
  baseURL,
}) => {
  const guestContext = await browser.newContext();
  const accountContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const account = await accountContext.newPage();
  await signUpThroughApi(account, 'Bell');
  await Promise.all([guest.goto('/'), account.goto('/')]);
  await Promise.all([streamReady(guest), streamReady(account)]);
  const before = { guest: await unreadCount(guest), account: await unreadCount(account) };
  // A guest's badge counts the unread among the popup's latest 9 (decision 4301).
  const guestAfter = Math.min(before.guest + 1, 9);

  const title = `Opening ceremony moved to 21:00 (${Date.now().toString(36)})`;
  const sent = Date.now();
  await announce(guest.request, { origin: baseURL!, secret: WEBHOOK_SECRET, title });
  // The webhook answers after publishing; both pages must show it within a second of that.
  await Promise.all([
    expect(badge(guest)).toHaveText(String(guestAfter), { timeout: 1_000 }),
    expect(badge(account)).toHaveText(String(before.account + 1), { timeout: 1_000 }),
  ]);
  test.info().annotations.push({ type: 'delivery', description: `${Date.now() - sent} ms after the webhook call` });
  await expect(guest.locator('.bell__toggle')).toHaveAccessibleName(`Notifications, ${guestAfter} unread`);
  await guestContext.close();
  await accountContext.close();
});

test('the popup shows the latest 9, and opening one marks it read for a guest and leads to its page', async ({
  page,
  baseURL,
}, testInfo) => {
  for (let n = 1; n <= 10; n += 1) {
    await announce(page.request, { origin: baseURL!, secret: WEBHOOK_SECRET, title: `Heat ${n} results are in` });
  }
  await page.goto('/');
  await expect(badge(page)).toBeVisible();
  const before = await unreadCount(page);
  expect(before, 'a guest counts the unread among the latest 9, not more').toBe(9);

  await page.locator('.bell__toggle').click();
  const popup = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popup.locator('.notification-item')).toHaveCount(9);
  await expect(popup.locator('.notification-item').first()).toContainText('Heat 10 results are in');
  await expect(popup.locator('.notification-item--unread').first()).toBeVisible();
  await screenshot(page, testInfo, 'notifications-popup', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page.locator('.bell__toggle')).toBeFocused();

  await page.locator('.bell__toggle').click();
  await popup.locator('.notification-item').first().click();
  await page.waitForURL('**/sports/archery');
  await expect(badge(page)).toHaveText(String(before - 1));
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('read_notifications') ?? '[]').length)).toBe(1);
});

test('/notifications shows 10 at a time with Load more; an account’s read state is kept on the server', async ({
  page,
}, testInfo) => {
  await signUpThroughApi(page, 'Reader');
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const items = page.locator('[data-list] .notification-item');
  await expect(items).toHaveCount(10);
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(more).toBeEnabled();
  await more.click();
  await expect.poll(() => items.count()).toBeGreaterThan(10);
  await screenshot(page, testInfo, 'notifications-page');

  await expect(badge(page)).toBeVisible();
  const before = await unreadCount(page);
  const first = items.first();
  const title = (await first.locator('.notification-item__title').textContent()) ?? '';
  await first.click();
  await page.waitForURL('**/sports/archery');
  await page.goto('/notifications');
  await expect(items.first()).toContainText(title.replace(/, Unread$/, ''));
  await expect(items.first()).not.toHaveClass(/notification-item--unread/);
  await expect(badge(page)).toHaveText(String(before - 1));
});

test('/notifications with a single notification shows it without a Load more', async ({ page }) => {
  const one = {
    id: 'only-one',
    title: 'The only notification',
    description: '',
    createdAt: new Date().toISOString(),
    read: false,
    _type: 'global_notification',
    item: null,
    streamId: null,
  };
  await page.route('**/api/notification/get-all-notifications?*', (route) =>
    route.fulfill({ json: { items: [one], total: 1 } }),
  );
  await page.goto('/notifications');
  await expect(page.locator('[data-list] .notification-item')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('Notify me on a scheduled event asks a guest to sign in and is kept for an account', async ({ page }) => {
  // The demo's Fistball final starts three hours after the server started.
  await page.goto('/m/dhoXN4qH');
  const notifyMe = page.getByRole('button', { name: 'Notify me' });
  await expect(notifyMe).toHaveAttribute('aria-pressed', 'false');
  await notifyMe.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/[?&]u=login/);

  await signUpThroughApi(page, 'Follower');
  await page.goto('/m/dhoXN4qH');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('button', { name: 'Notifying you' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/m/dhoXN4qH');
  await expect(page.locator('[data-notify-me]')).toHaveAttribute('aria-pressed', 'true');

  // The schedule's row of the lacrosse final (tomorrow, with a stream: 14qIBJkr) has the same toggle.
  await page.goto('/schedule');
  const onSchedule = page.locator('[data-notify-me="14qIBJkr"]');
  await onSchedule.evaluate((button) => button.closest('details')?.setAttribute('open', ''));
  await expect(onSchedule).toHaveAccessibleName("Notify me: Men's Sixes – Final");
  await expect(onSchedule).toHaveAttribute('aria-pressed', 'false');
  await onSchedule.click();
  await expect(onSchedule).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/m/14qIBJkr');
  await expect(page.locator('[data-notify-me]')).toHaveAttribute('aria-pressed', 'true');
});

test('the event stream is proxy-friendly and refuses a bad Last-Event-ID or token', async ({ request, baseURL }) => {
  const controller = new AbortController();
  const response = await fetch(`${baseURL}/api/notification/stream?as=guest`, {
    headers: { 'accept-encoding': 'gzip, br' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(response.headers.get('cache-control')).toContain('no-transform');
  expect(response.headers.get('x-accel-buffering')).toBe('no');
  expect(response.headers.get('content-encoding')).toBeNull();
  const first = await response.body!.getReader().read();
  expect(new TextDecoder().decode(first.value)).toMatch(/^retry: \d+\n/);
  controller.abort();

  const badId = await request.get('/api/notification/stream', { headers: { 'last-event-id': 'yesterday' } });
  expect(badId.status()).toBe(400);
  expect((await badId.json()).errors).toEqual({ 'Last-Event-ID': ['must be a notification id'] });
  const badToken = await request.get('/api/notification/stream', { headers: { authorization: 'Bearer nonsense' } });
  expect(badToken.status()).toBe(401);
});

for (const width of [390, 1280]) {
  test(`the bell and its popup at ${width} px @mobile`, async ({ page }, testInfo) => {
    // The popup's place on the screen, with or without announcements: in the mobile project this test may run
    // before the tests above have published any (and publishing here would change their counts).
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.locator('.bell__toggle').click();
    const popup = page.getByRole('dialog', { name: 'Notifications' });
    await expect(popup).toBeVisible();
    const box = await popup.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await screenshot(page, testInfo, `notifications-bell-${width}`, { fullPage: false });
  });
}
