import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { avatarButton, signUpThroughApi } from './support/account';
import { startInstances, type InstanceGroup } from './support/instances';
import { screenshot } from './support/screenshot';

/**
 * The access token's expiry is known to the browser, so a visit renews the session before it runs out instead of
 * collecting 401s first. A server of its own with 35-second tokens lets the test live through an expiry.
 */
const TOKEN_LIFETIME_S = 35;

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL (a PostgreSQL server where databases can be created)');

let group: InstanceGroup;
const dataDir = mkdtempSync(join(tmpdir(), 'ott-session-expiry-'));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  group = await startInstances({
    count: 1,
    env: { AUTH_ACCESS_TOKEN_TTL_S: String(TOKEN_LIFETIME_S), DATA_DIR: dataDir },
  });
});
test.afterAll(async () => group?.stop());

test('a visit across the access token expiry shows no failed request and stays signed in', async ({ page }) => {
  test.setTimeout(120_000);
  const origin = group.instances[0]!.url;
  await signUpThroughApi(page, 'Expiry', { origin, dataDir });

  const failed: string[] = [];
  const refreshes: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    if (response.url().includes('/api/auth/refresh-token')) refreshes.push(response.url());
  });
  // A navigation cancels the previous page's pending loads (net::ERR_ABORTED): not a failure a viewer sees.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`failed ${request.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failed.push(`console: ${message.text()}`);
  });

  await page.goto(`${origin}/`);
  await expect(avatarButton(page)).toBeVisible();
  // Past the expiry: the access cookie is gone; the next page's calls must not be refused first.
  await page.waitForTimeout((TOKEN_LIFETIME_S + 3) * 1000);
  await page.goto(`${origin}/`);
  await expect(avatarButton(page)).toBeVisible();
  await page.goto(`${origin}/u/favorites`);
  await expect(page.getByRole('heading', { name: 'Favorites' }).first()).toBeVisible();
  // The page's islands have made their calls (a refused one would be retried after a refresh within this time).
  await page.waitForTimeout(2_000);

  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(failed).toEqual([]);
});

test('a session that can no longer be renewed goes to /login and says why', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const origin = group.instances[0]!.url;
  const user = await signUpThroughApi(page, 'Ended', { origin, dataDir });
  await page.goto(`${origin}/`);
  await expect(avatarButton(page)).toBeVisible();

  // Ended on the server, as a password change on another device ends every sign-in.
  const client = new pg.Client({ connectionString: group.databaseUrl });
  await client.connect();
  await client.query(
    'update refresh_tokens set revoked_at = now() where user_id = (select id from users where email = $1)',
    [user.email],
  );
  await client.end();

  // The page leaves for /login as soon as the refresh is refused, maybe before this navigation is done with.
  await page.goto(`${origin}/sports`, { waitUntil: 'commit' }).catch((error: Error) => {
    if (!error.message.includes('ERR_ABORTED')) throw error;
  });
  // Spec 2 §4: auth and user are cleared and the browser goes to /login, with spec 2 §8's message.
  await expect(page).toHaveURL(`${origin}/login`, { timeout: 45_000 });
  const notice = page.getByRole('alert').filter({ hasText: 'Authentication failed - please log in again' });
  await expect(notice).toBeVisible();
  await expect(avatarButton(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull();
  await screenshot(page, testInfo, 'session-lost', { fullPage: false });
});
