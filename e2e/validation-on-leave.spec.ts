import { expect, test, type Page } from '@playwright/test';
import { waitForIsland } from './support/site';

/** Form validation on leaving a field, cleared once corrected (issue 42 item 4, decision 4202). */
const INVALID_EMAIL = 'Please enter a valid email';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIsland(page, 'SignInPages');
}

const email = (page: Page) => page.getByLabel('Email', { exact: true });

async function leaveEmailWrongThenRight(page: Page): Promise<void> {
  await email(page).fill('not-an-address');
  await email(page).press('Tab');
  await expect(page.getByText(INVALID_EMAIL)).toBeVisible();
  await expect(email(page)).toHaveAttribute('aria-invalid', 'true');
  await email(page).fill('viewer@example.com');
  await email(page).press('Tab');
  await expect(page.getByText(INVALID_EMAIL)).toHaveCount(0);
  await expect(email(page)).not.toHaveAttribute('aria-invalid', /.*/);
}

test('sign-in: an invalid email is flagged on leaving it and the message goes once it is corrected', async ({ page }) => {
  await open(page, '/login');
  await leaveEmailWrongThenRight(page);
});

test('sign-in: an error shown on submit goes once the field is corrected and left', async ({ page }) => {
  await open(page, '/login');
  await email(page).fill('not-an-address');
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(INVALID_EMAIL)).toBeVisible();
  await email(page).fill('viewer@example.com');
  await email(page).press('Tab');
  await expect(page.getByText(INVALID_EMAIL)).toHaveCount(0);
});

test('sign-up: an invalid email is flagged on leaving it, before any submit, and cleared once corrected', async ({ page }) => {
  await open(page, '/create-account');
  await leaveEmailWrongThenRight(page);
});

test('sign-up: a weak password is flagged on leaving it', async ({ page }) => {
  await open(page, '/create-account');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('weak');
  await password.press('Tab');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill('Stronger1pass');
  await password.press('Tab');
  await expect(password).not.toHaveAttribute('aria-invalid', /.*/);
});

test('password reset request: an invalid email is flagged on leaving it and cleared once corrected', async ({ page }) => {
  await open(page, '/forgot-password');
  await leaveEmailWrongThenRight(page);
});

test('tabbing past an empty field flags nothing', async ({ page }) => {
  await open(page, '/login');
  await email(page).focus();
  await email(page).press('Tab');
  await expect(page.locator('.field__error')).toHaveCount(0);
});
