import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signUpThroughApi, uniqueEmail } from './support/account';
import { waitForCode } from './support/outbox';
import { acceptTerms } from './support/registration';
import { screenshot } from './support/screenshot';
import { waitForIsland } from './support/site';

/**
 * Issue 14.4: the settings' publisher consents at registration (the required one refused when unticked, with
 * registration.consents_error), the built-in proof-of-work captcha solved in the browser's worker, the consents
 * in the account area (required locked, optional saved), and the captcha at sign-in after wrong passwords.
 */
const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text });
const captchaStatus = (page: Page) => page.locator('.captcha-field__status');

test.describe('registration consents and captcha', () => {
  test('refuses without the terms, registers with them and the solved captcha, then changes the optional consent', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('consent');
    const altchaScripts: string[] = [];
    page.on('request', (request) => {
      if (/altcha-worker/.test(request.url())) altchaScripts.push(request.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/create-account');
    await waitForIsland(page, 'SignInPages');
    await expect(page.getByRole('checkbox', { name: /I accept the Terms of use/ })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Send me news and offers/ })).not.toBeChecked();
    await expect(captchaStatus(page)).toHaveText('Verified: you are human', { timeout: 20_000 });
    expect(altchaScripts.length).toBeGreaterThan(0);

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please accept the required terms.')).toBeVisible();
    const terms = page.locator('.consent-list__item').filter({ hasText: 'Terms of use' });
    await expect(terms.getByText('This field is required')).toBeVisible();
    await expect(page).toHaveURL('/create-account');
    await screenshot(page, testInfo, 'registration-consents-error');

    await acceptTerms(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`/verify-otp?email=${encodeURIComponent(email)}`);
    const code = await waitForCode(email);
    await waitForIsland(page, 'SignInPages');
    await page.getByLabel('Digit 1 of 6').focus();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL('/preferences');

    await page.goto('/u');
    await waitForIsland(page, 'AccountArea');
    const section = page.locator('.account-section').filter({ has: page.getByRole('heading', { name: 'Consents' }) });
    const storedTerms = section.getByRole('checkbox', { name: /I accept the Terms of use/ });
    const marketing = section.getByRole('checkbox', { name: /Send me news and offers/ });
    await expect(storedTerms).toBeChecked();
    await expect(storedTerms).toBeDisabled();
    await expect(marketing).not.toBeChecked();
    await marketing.check();
    await expect(toast(page, /updated/i)).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'account-consents', { fullPage: false });

    const stored = await page.request.get('/api/auth/user/consents', { headers: { 'x-session': 'cookie' } });
    const consents = (
      (await stored.json()) as {
        consents: Array<{ name: string; accepted: boolean; version: string; answeredAt: string }>;
      }
    ).consents;
    expect(consents.map(({ name, accepted, version }) => ({ name, accepted, version }))).toEqual([
      { name: 'terms', accepted: true, version: '1' },
      { name: 'marketing', accepted: true, version: '1' },
    ]);
    expect(Date.parse(consents[1]!.answeredAt)).toBeGreaterThan(Date.parse(consents[0]!.answeredAt));

    await page.reload();
    await waitForIsland(page, 'AccountArea');
    await expect(section.getByRole('checkbox', { name: /Send me news and offers/ })).toBeChecked();
  });

  test('sign-in asks for the captcha after three wrong passwords, then signs in with it', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const user = await signUpThroughApi(page, 'Carla');
    const guest = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: testInfo.project.use.storageState,
    });
    const login = await guest.newPage();
    await login.goto('/login');
    await waitForIsland(login, 'SignInPages');
    await expect(login.locator('.captcha-field')).toHaveCount(0);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await login.getByLabel('Email', { exact: true }).fill(user.email);
      await login.getByLabel('Password', { exact: true }).fill('Wrong-Guess-1');
      await login.locator('form').getByRole('button', { name: 'Sign in' }).click();
      await expect(login.getByLabel('Password', { exact: true })).toHaveValue('');
    }
    await login.getByLabel('Password', { exact: true }).fill(user.password);
    await login.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await expect(captchaStatus(login)).toHaveText('Verified: you are human', { timeout: 20_000 });
    await screenshot(login, testInfo, 'login-captcha');
    await login.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await expect(login).not.toHaveURL(/\/login/);
    await guest.close();
  });
});
