import { expect, test } from '@playwright/test';
import { waitForIsland } from './support/site';

/** Spec 2 §5: the account modal sums up a form that failed its checks above it; the pages of spec 3 do not. */
test('the sign-in modal says the required fields are missing, then that a field is wrong', async ({ page }) => {
  await page.goto('/sports?u=login');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please fill in the required fields.' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('modal-login-required.png') });

  await dialog.getByLabel('Email', { exact: true }).fill('ada@');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please check the highlighted fields.' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('modal-login-other.png') });
});

test('the /login page shows the field messages without a summary', async ({ page }) => {
  await page.goto('/login');
  await waitForIsland(page, 'SignInPages');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please fill in the required fields.')).toHaveCount(0);
});

test('the forgot-password modal says reset.wrong_email for an address that is not one (spec 2 §8)', async ({ page }) => {
  await page.goto('/sports?u=forgot-password');
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send code', exact: true }).click();
  await expect(dialog.getByText('Please enter the email address of your account.')).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please check the highlighted fields.' })).toBeVisible();
});
