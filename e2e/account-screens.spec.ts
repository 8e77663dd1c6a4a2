import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { PASSWORD, avatarButton, signUpThroughApi } from './support/account';
import { plainVideo } from './support/catalog';
import { screenshot } from './support/screenshot';

/**
 * Every account page and modal step: screenshots at desktop and mobile widths (test-results/screens, for people to
 * look at), axe, and the page shells with JavaScript off.
 */
const RESET = 'token=0b6f5a0e-6a43-4a43-9a3f-3f0c6d1b2a11&email=reader%40example.com';
const MODAL_RESET = 'resetPasswordToken=0b6f5a0e-6a43-4a43-9a3f-3f0c6d1b2a11&email=reader%40example.com';

const guestPages = [
  { path: '/login', heading: 'Sign In', name: 'login' },
  { path: '/create-account', heading: 'Create Account', name: 'create-account' },
  { path: '/verify-otp?email=reader%40example.com', heading: 'Verify Email Address', name: 'verify-otp' },
  { path: '/verify-otp', heading: 'Verify Email Address', name: 'verify-otp-no-email' },
  { path: '/forgot-password', heading: 'Forgot Password', name: 'forgot-password' },
  { path: `/reset-password?${RESET}`, heading: 'Verify OTP', name: 'reset-password' },
  { path: '/reset-password', heading: 'Reset Password', name: 'reset-password-invalid' },
  { path: '/favorites', heading: 'Favorites', name: 'favorites-empty' },
  { path: '/continue-watching', heading: 'Continue Watching', name: 'continue-watching-empty' },
];

interface Step {
  query: string;
  heading: string | RegExp;
  name: string;
}

const guestSteps: Step[] = [
  { query: 'u=login', heading: 'Sign In', name: 'login' },
  { query: 'u=create-account', heading: 'Create Account', name: 'create-account' },
  { query: 'u=forgot-password', heading: 'Forgot Password', name: 'forgot-password' },
  { query: `u=send-confirmation&${MODAL_RESET}`, heading: 'Check your email', name: 'send-confirmation' },
  { query: `u=reset-password&${MODAL_RESET}`, heading: 'Verify OTP', name: 'reset-password' },
  // The reset email's link for a guest: the code step of the reset.
  { query: `u=edit-password&${MODAL_RESET}`, heading: 'Verify OTP', name: 'edit-password-guest' },
];

const signedInSteps: Step[] = [
  { query: 'u=personal-details', heading: 'Personal details', name: 'personal-details' },
  { query: 'u=welcome', heading: /^Welcome, /, name: 'welcome' },
  { query: 'u=edit-password', heading: 'Change Password', name: 'edit-password' },
  { query: 'u=delete-account', heading: 'Delete Account', name: 'delete-account' },
];

/** A step of the modal over a light page (the sports list), so axe and screenshots do not wait for the home page. */
async function openStep(page: Page, query: string, heading: string | RegExp) {
  await page.goto(`/sports?${query}`);
  const dialog = page.getByRole('dialog', { name: heading });
  await expect(dialog).toBeVisible();
  // The opening animation has ended (300 ms).
  await page.waitForTimeout(350);
  return dialog;
}

async function stepScreens(page: Page, testInfo: TestInfo, steps: Step[]) {
  for (const step of steps) {
    await openStep(page, step.query, step.heading);
    await screenshot(page, testInfo, `modal-${step.name}`, { fullPage: false });
  }
}

test.describe('account screens @mobile', () => {
  test.describe.configure({ timeout: 120_000 });

  test('guest pages', async ({ page }, testInfo) => {
    for (const { path, heading, name } of guestPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await screenshot(page, testInfo, `account-${name}`);
    }
  });

  test('guest modal steps', async ({ page }, testInfo) => {
    await stepScreens(page, testInfo, guestSteps);
  });

  test('signed-in pages, the header menu and modal steps', async ({ page }, testInfo) => {
    await signUpThroughApi(page, 'Sam');
    const headers = { 'x-session': 'cookie', origin: new URL(page.url()).origin };
    await page.request.post('/api/favorite', { headers, data: { mediaid: plainVideo(2).mediaid } });
    await page.request.post('/api/watch-history', { headers, data: { mediaid: plainVideo(3).mediaid, progress: 0.4 } });

    await page.goto('/');
    await avatarButton(page).click();
    await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
    await screenshot(page, testInfo, 'account-header-menu', { fullPage: false });

    for (const [path, heading, name] of [
      ['/preferences', 'Preferences', 'preferences'],
      ['/u', 'Account', 'area'],
      ['/u/favorites', 'Favorites', 'area-favorites'],
      ['/favorites', 'Favorites', 'favorites'],
      ['/continue-watching', 'Continue Watching', 'continue-watching'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('.account-screen__note[role="status"]')).toHaveCount(0);
      await screenshot(page, testInfo, `account-${name}`);
    }

    await page.goto('/profile');
    const tabs = [
      ['Profile details', 'profile-details'],
      ['Change Password', 'profile-password'],
      ['Delete Account', 'profile-delete'],
    ] as const;
    for (const [tab, name] of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await screenshot(page, testInfo, `account-${name}`);
    }
    await page.getByRole('tab', { name: 'Profile details' }).click();
    await page.getByRole('button', { name: 'Preferences', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Preferences' })).toBeVisible();
    await screenshot(page, testInfo, 'account-profile-preferences', { fullPage: false });

    await stepScreens(page, testInfo, signedInSteps);
    const dialog = await openStep(page, 'u=delete-account', 'Delete Account');
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Are you sure you want to delete your account?')).toBeVisible();
    await screenshot(page, testInfo, 'modal-delete-account-confirmation', { fullPage: false });
  });
});

test.describe('account accessibility (axe: no serious or critical violations)', () => {
  // One test per page and per step: axe takes seconds a page on a busy two-core machine, and nine in one test
  // went past its time.
  for (const { path, heading, name } of guestPages) {
    test(`guest page: ${name}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });
  }

  for (const step of guestSteps) {
    test(`guest modal step: ${step.name}`, async ({ page }) => {
      await openStep(page, step.query, step.heading);
      await expectNoSeriousViolations(page);
    });
  }

  test('signed-in pages and the header menu', async ({ page }) => {
    await signUpThroughApi(page, 'Axel');
    for (const [path, heading] of [
      ['/preferences', 'Preferences'],
      ['/u', 'Account'],
      ['/u/favorites', 'Favorites'],
      ['/profile', 'My Profile'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('.account-screen__note[role="status"]')).toHaveCount(0);
      await expectNoSeriousViolations(page);
    }
    for (const tab of ['Change Password', 'Delete Account']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectNoSeriousViolations(page);
    }
    await page.goto('/sports');
    await avatarButton(page).click();
    await expectNoSeriousViolations(page);
  });

  test('signed-in modal steps', async ({ page }) => {
    await signUpThroughApi(page, 'Ava');
    for (const step of signedInSteps) {
      await openStep(page, step.query, step.heading);
      await expectNoSeriousViolations(page);
    }
  });
});

test.describe('account pages with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  // Without JavaScript the reset page cannot read its link, so it shows its first step either way.
  const shells = [
    ...guestPages.map(({ path, heading }) => ({ path, heading: path === '/reset-password' ? 'Verify OTP' : heading })),
    { path: '/preferences', heading: 'Preferences' },
    { path: '/profile', heading: 'My Profile' },
  ];

  test('every page renders its heading and says it needs JavaScript', async ({ page }) => {
    for (const { path, heading } of shells) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      // In a <noscript>: Chromium with scripts turned off by the test still parses it as text, so read the HTML.
      expect(await response?.text(), path).toMatch(/<noscript>.*This page needs JavaScript\./s);
      const robots = page.locator('meta[name="robots"]');
      if (path === '/login' || path === '/create-account') await expect(robots, path).toHaveCount(0);
      else await expect(robots, path).toHaveAttribute('content', 'noindex');
    }
    // A form cannot be sent before its island runs.
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  test('the account area still renders its navigation', async ({ page }) => {
    await page.goto('/u');
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/u/favorites');
  });
});
