import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountModalSteps, resolveModalStep, stepRules } from '../src/domain/account/modal-steps';
import { signUpThroughApi } from './support/account';
import { startInstances, type InstanceGroup } from './support/instances';

/**
 * Every `?u=` value of spec 2 §2, for a guest and for a signed-in viewer: a dialog opens, or the value leaves the
 * address — never a silent dead link (docs/decisions/0071-u-parameter-table.md). And the steps that depend on the
 * account's provider and password, for an email account and for one made through an outside provider.
 */
const dialog = (page: Page) => page.locator('dialog[open]');

async function expectClosedWithoutU(page: Page) {
  await expect.poll(() => new URL(page.url()).searchParams.has('u'), { message: 'u is removed' }).toBe(false);
  await expect(dialog(page)).toHaveCount(0);
}

test.describe('?u= for a guest', () => {
  test.describe.configure({ timeout: 120_000 });

  test('public steps open; every other value, misspellings too, opens the login step', async ({ page }) => {
    for (const step of [...accountModalSteps, 'chekout', 'Login']) {
      await page.goto(`/sports?u=${step}`);
      const isPublic = step in stepRules && stepRules[step as keyof typeof stepRules].public;
      await expect(dialog(page), step).toBeVisible();
      if (!isPublic) await expect(dialog(page).getByRole('heading', { name: 'Sign In' }), step).toBeVisible();
      // The address keeps what was asked for: after signing in, that step opens.
      expect(new URL(page.url()).searchParams.get('u')).toBe(step);
    }
  });
});

test.describe('?u= for a signed-in email account', () => {
  test.describe.configure({ timeout: 150_000 });

  test('each value opens its step, the nearest one for this account, or leaves the address', async ({ page }) => {
    await signUpThroughApi(page, 'Stepper');
    for (const step of [...accountModalSteps, 'chekout']) {
      await page.goto(`/sports?u=${step}`);
      const expected = resolveModalStep(step, { signedIn: true, hasPassword: true });
      if (expected === null) {
        await expectClosedWithoutU(page);
      } else {
        await expect(dialog(page), step).toBeVisible();
        await expect.poll(() => new URL(page.url()).searchParams.get('u'), { message: step }).toBe(expected.step);
      }
    }
  });

  test('an account with a password is never told it has none', async ({ page }) => {
    await signUpThroughApi(page, 'Haspass');
    await page.goto('/sports?u=warning-account-deletion');
    await expect(dialog(page).getByRole('heading', { name: 'Delete Account' })).toBeVisible();
    await expect(page.getByText(/have no password/)).toHaveCount(0);
    // A return address without its payment says so rather than pretending (spec 2 §8: adyen_order_unknown).
    await page.goto('/sports?u=finalize-payment-adyen');
    await expect(
      dialog(page).getByText('We could not find the order of this payment. Please start again from the offers.'),
    ).toBeVisible();
  });
});

test.describe('provider-dependent steps for an account made through an outside provider', () => {
  test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL (a PostgreSQL server where databases can be created)');
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let group: InstanceGroup;
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-steps-'));

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    group = await startInstances({ count: 1, env: { DATA_DIR: dataDir } });
  });
  test.afterAll(async () => group?.stop());

  test('deletion warns and names the account’s own provider; add-password sets one', async ({ page }) => {
    const origin = group.instances[0]!.url;
    const user = await signUpThroughApi(page, 'Social', { origin, dataDir });
    // As an Apple sign-in leaves it: no password (social sign-in itself is another issue's work).
    const client = new pg.Client({ connectionString: group.databaseUrl });
    await client.connect();
    await client.query(`update users set password_hash = null, provider = 'apple' where email = $1`, [user.email]);
    await client.end();

    for (const step of ['warning-account-deletion', 'delete-account', 'delete-account-confirmation']) {
      await page.goto(`${origin}/sports?u=${step}`);
      await expect(dialog(page).getByRole('heading', { name: 'Add a password first' })).toBeVisible();
      await expect(dialog(page)).toContainText('You signed in with Apple');
      await expect(dialog(page)).not.toContainText('Google');
    }
    await dialog(page).getByRole('button', { name: 'Add a password' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('u')).toBe('add-password');
    await expect(dialog(page)).toContainText('link with your Apple account');
  });
});
