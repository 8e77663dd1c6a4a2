import { expect, type Locator, type Page } from '@playwright/test';
import { mailCount, waitForCode } from './outbox';
import { registrationExtras } from './registration';

/**
 * Account helpers for the e2e tests. The account API has rate limits in the e2e server (30 registrations and 100
 * sign-ins per window and IP), so tests create only the accounts they need.
 */
export const PASSWORD = 'Sunrise2026';

let counter = 0;

/** An address no other test uses. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
}

/**
 * A confirmed, signed-in account made through the API (for tests about what comes after registration): the
 * cookies land in the page's browser context and the stored session summary is written as the site writes it.
 */
export async function signUpThroughApi(
  page: Page,
  firstName = 'Tess',
  server: { origin?: string; dataDir?: string } = {},
): Promise<TestUser> {
  const user = { email: uniqueEmail(firstName.toLowerCase()), password: PASSWORD, firstName };
  await page.goto(server.origin ?? '/');
  const origin = new URL(page.url()).origin;
  const headers = { 'x-session': 'cookie', origin };
  const before = mailCount(user.email, server.dataDir);
  const registered = await page.request.post(`${origin}/api/auth/register`, {
    headers,
    data: {
      email: user.email,
      password: user.password,
      firstName,
      lastName: 'Tester',
      ...(await registrationExtras(origin)),
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const otp = await waitForCode(user.email, before, server.dataDir);
  const confirmed = await page.request.post(`${origin}/api/auth/confirm-email`, {
    headers,
    data: { email: user.email, otp },
  });
  expect(confirmed.status()).toBe(200);
  const session = (await confirmed.json()) as { auth: { expiresAt: number }; user: unknown };
  await page.evaluate((stored) => localStorage.setItem('auth-storage', JSON.stringify(stored)), {
    user: session.user,
    expiresAt: session.auth.expiresAt,
  });
  return user;
}

/**
 * A confirmed account made through the API from outside any browser (for journeys driven by other engines, which
 * then sign in through the page as a viewer does).
 */
export async function createConfirmedAccount(origin: string, firstName = 'Tess', dataDir?: string): Promise<TestUser> {
  const user = { email: uniqueEmail(firstName.toLowerCase()), password: PASSWORD, firstName };
  const headers = { 'content-type': 'application/json', origin };
  const before = mailCount(user.email, dataDir);
  const registration = { email: user.email, password: user.password, firstName, lastName: 'Tester' };
  const registered = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...registration, ...(await registrationExtras(origin)) }),
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const otp = await waitForCode(user.email, before, dataDir);
  const confirmed = await fetch(`${origin}/api/auth/confirm-email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: user.email, otp }),
  });
  expect(confirmed.status).toBe(200);
  return user;
}

/** Signs in through the /login page. */
export async function signInThroughUi(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Fills six OTP boxes by pasting the code into the first one. */
export async function pasteCode(page: Page, code: string): Promise<void> {
  const first = page.getByLabel('Digit 1 of 6');
  await first.focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
}

/** The letter on the header's avatar. */
export function avatarLetter(page: Page) {
  return page.locator('.account-menu__letter');
}

/** The header's avatar button (signed in). */
export function avatarButton(page: Page) {
  return page.getByRole('button', { name: 'Account menu' });
}

export async function signOutThroughHeader(page: Page): Promise<void> {
  await avatarButton(page).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Logout successful!' })).toBeVisible();
}

/**
 * Leaves the welcome step that follows a purchase by its "Start watching" button. The step closes itself 10 s after
 * it shows (its countdown): when the checks made while it was open (axe, screenshots) took most of that on a loaded
 * machine, the test waits for it to close by itself instead of racing the countdown to the button.
 */
export async function leaveWelcome(dialog: Locator, shownAt: number): Promise<void> {
  if (Date.now() - shownAt < 6_000) await dialog.getByRole('button', { name: 'Start watching' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}
