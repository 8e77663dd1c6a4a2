import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  avatarButton,
  avatarLetter,
  pasteCode,
  signInThroughUi,
  signOutThroughHeader,
  signUpThroughApi,
  uniqueEmail,
} from './support/account';
import { plainVideo } from './support/catalog';
import { mailCount, newestSubject, waitForCode } from './support/outbox';
import { videoState, waitForIsland, waitForPlaybackPast } from './support/site';
import { acceptTerms } from './support/registration';

/** The account screens against the own backend: registration with the emailed code, sign-in, lists, reset, deletion. */

function shelf(page: Page, title: 'Continue Watching' | 'Favorites') {
  return page.getByRole('region', { name: title, exact: true });
}

function toast(page: Page, text: string | RegExp) {
  return page.locator('.toast').filter({ hasText: text });
}

async function favorite(page: Page, mediaid: string) {
  await page.goto(`/m/${mediaid}`);
  await waitForIsland(page, 'FavoriteButton');
  const button = page.getByRole('button', { name: 'Favorite', exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

async function watchPartOf(page: Page, video: { mediaid: string; title: string }) {
  await page.goto(`/m/${video.mediaid}`);
  await waitForIsland(page, 'Player');
  await page.getByRole('button', { name: `Play ${video.title}` }).click();
  await waitForPlaybackPast(page, 3);
  await page.locator('media-controller').focus();
  // The player saves the progress on pause.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/watch-history') && response.request().method() === 'POST',
  );
  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  expect((await saved).status()).toBe(200);
}

async function shelfTitles(page: Page, title: 'Continue Watching' | 'Favorites'): Promise<string[]> {
  const region = shelf(page, title);
  if ((await region.count()) === 0) return [];
  return (await region.locator('.media-card__title').allTextContents()).map((text) => text.trim());
}

test.describe('account', () => {
  test('register, verify, preferences, sign out and in, lists on the account, guest lists back after sign-out', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const guestFavorite = plainVideo(4);
    const accountFavorite = plainVideo(5);
    const watched = plainVideo(6);
    const email = uniqueEmail('ada');

    // As a guest: one favorite, kept in this browser.
    await favorite(page, guestFavorite.mediaid);

    await page.goto('/create-account');
    await waitForIsland(page, 'SignInPages');
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await expect(page.getByText('Password strength: Too weak')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(page.getByText('Password strength: Fair')).toBeVisible();
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(`/verify-otp?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Email Address' })).toBeVisible();
    await expect(toast(page, 'Otp sent successfully!')).toBeVisible();
    const code = await waitForCode(email);
    // Typed one digit at a time: each box moves on to the next.
    await page.getByLabel('Digit 1 of 6').focus();
    await page.keyboard.type(code);
    for (const [index, digit] of [...code].entries())
      await expect(page.getByLabel(`Digit ${index + 1} of 6`)).toHaveValue(digit);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL('/preferences');
    await expect(toast(page, 'Email verified successfully!')).toBeVisible();
    await expect(avatarLetter(page)).toHaveText('A');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please select at least one sport')).toBeVisible();
    const sports = page.getByRole('group', { name: 'Sports' }).getByRole('checkbox');
    await sports.nth(0).check();
    await sports.nth(1).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    // Submit goes to /login, which sends a signed-in viewer home.
    await expect(page).toHaveURL('/');
    await expect(toast(page, 'Preferences updated successfully!')).toBeVisible();

    await signOutThroughHeader(page);
    await signInThroughUi(page, { email, password: PASSWORD });
    await expect(page).toHaveURL('/');
    await expect(avatarButton(page)).toBeVisible();

    await favorite(page, accountFavorite.mediaid);
    await watchPartOf(page, watched);

    await page.goto('/');
    for (const attempt of ['first visit', 'after a reload']) {
      await expect
        .poll(() => shelfTitles(page, 'Favorites'), { message: attempt })
        .toEqual(expect.arrayContaining([accountFavorite.title, guestFavorite.title]));
      const card = shelf(page, 'Continue Watching').getByRole('link').filter({ hasText: watched.title });
      await expect(card, attempt).toBeVisible();
      await expect(card.getByText(/\d+% watched/), attempt).toBeAttached();
      if (attempt === 'first visit') await page.reload();
    }

    // Signed out, the lists are the guest's again: the favorite made before registering, nothing of the account's.
    await signOutThroughHeader(page);
    await page.goto('/');
    await expect.poll(() => shelfTitles(page, 'Favorites')).toEqual([guestFavorite.title]);
    expect(await shelfTitles(page, 'Continue Watching')).not.toContain(watched.title);
  });

  test('password reset with the emailed code, then sign-in with the new password only', async ({ page }) => {
    const user = await signUpThroughApi(page, 'Rita');
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.removeItem('auth-storage'));

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await waitForIsland(page, 'SignInPages');
    const before = mailCount(user.email);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(/\/reset-password\?token=[0-9a-f-]+&email=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify OTP' })).toBeVisible();
    // The resend countdown runs: the link waits.
    await expect(page.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    await expect(page.locator('[data-countdown]')).toHaveText(/^[12]:\d\d$/);

    const code = await waitForCode(user.email, before);
    await pasteCode(page, code);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect(page.getByText('Please enter your new password and confirm it below.')).toBeVisible();
    const newPassword = 'Moonrise2027';
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill('Different1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await expect(page).toHaveURL('/login');
    await expect(toast(page, 'Password updated successfully!')).toBeVisible();
    await waitForIsland(page, 'SignInPages');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'Wrong email/password combination')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await signInThroughUi(page, { email: user.email, password: newPassword });
    await expect(avatarButton(page)).toBeVisible();
  });

  test('the account area: one section edited at a time, Cancel resets, Save keeps; notifications; clearing favorites', async ({
    page,
  }) => {
    await signUpThroughApi(page, 'Cleo');
    const origin = new URL(page.url()).origin;
    const video = plainVideo(3);
    expect(
      (
        await page.request.post('/api/favorite', {
          headers: { 'x-session': 'cookie', origin },
          data: { mediaid: video.mediaid },
        })
      ).status(),
    ).toBe(201);

    await page.goto('/u');
    await waitForIsland(page, 'AccountArea');
    const about = page.locator('.account-section').filter({ has: page.getByRole('heading', { name: 'About you' }) });
    await about.getByRole('button', { name: 'Edit: About you' }).click();
    await expect(page.getByRole('button', { name: 'Edit: Preferred sports' })).toBeDisabled();
    await about.getByLabel('First Name').fill('Changed');
    await about.getByRole('button', { name: 'Cancel' }).click();
    await expect(about.getByText('Cleo', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit: Preferred sports' })).toBeEnabled();

    await about.getByRole('button', { name: 'Edit: About you' }).click();
    await about.getByLabel('First Name').fill('Cleopatra');
    await about.getByLabel('Date of Birth').fill('1990-04-02');
    await about.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'User updated successfully!')).toBeVisible();
    await expect(about.getByText('Cleopatra', { exact: true })).toBeVisible();
    await expect(about.getByText('April 2, 1990')).toBeVisible();
    await expect(avatarLetter(page)).toHaveText('C');

    const notifications = page.getByRole('switch', { name: 'Notifications' });
    const wasOn = await notifications.isChecked();
    await notifications.click();
    await expect(toast(page, 'User updated successfully!').last()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Notifications' })).toBeChecked({ checked: !wasOn });

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL('/u/favorites');
    await expect(page.getByRole('link').filter({ hasText: video.title })).toBeVisible();
    await page.getByRole('button', { name: 'Clear all' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear favorites?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('link').filter({ hasText: video.title })).toBeVisible();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await confirm.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('No favorites yet.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No favorites yet.')).toBeVisible();

    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await expect(toast(page, 'Logout successful!')).toBeVisible();
    await page.goto('/u');
    await expect(page).toHaveURL('/');
  });

  test('changing the email on the account page: a wrong password is refused, the right one moves the sign-in', async ({
    page,
  }) => {
    const user = await signUpThroughApi(page, 'Emil');
    await page.goto('/u');
    await waitForIsland(page, 'AccountArea');
    const heading = page.getByRole('heading', { name: 'Email', exact: true });
    const section = page.locator('.account-section').filter({ has: heading });
    await expect(section.getByText(user.email)).toBeVisible();
    await section.getByRole('button', { name: 'Edit: Email' }).click();
    const moved = uniqueEmail('emil-moved');
    await section.getByLabel('New email').fill(moved);
    await section.getByLabel('Current password').fill('NotMyPassword1');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByText('Wrong email/password combination')).toBeVisible();
    await expect(section.getByLabel('Current password')).toHaveValue('');

    await section.getByLabel('Current password').fill(user.password);
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Email updated. Sign in with the new address from now on.')).toBeVisible();
    await expect(section.getByText(moved)).toBeVisible();
    expect(newestSubject(user.email)).toMatch(/Your email address was changed/);

    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await signInThroughUi(page, { ...user, email: moved });
    await expect(avatarLetter(page)).toHaveText('E');
  });

  test('a refresh endpoint that keeps failing: 3 attempts 1 s then 2 s apart, then /login with the message', async ({
    page,
  }) => {
    await signUpThroughApi(page, 'Rhea');
    const attempts: number[] = [];
    await page.route('**/api/auth/refresh-token', (route) => {
      attempts.push(Date.now());
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"unavailable","message":"x"}' });
    });
    // The access cookie is gone (as after its expiry): the page's first call is refused and a refresh is due.
    await page.context().clearCookies({ name: 'access_token' });
    await page.goto('/u');
    await expect(page).toHaveURL('/login', { timeout: 15_000 });
    await expect(toast(page, 'Authentication failed - please log in again')).toBeVisible();
    expect(attempts).toHaveLength(3);
    const gaps = attempts.slice(1).map((at, index) => at - (attempts[index] ?? at));
    expect(gaps[0]).toBeGreaterThanOrEqual(950);
    expect(gaps[1]).toBeGreaterThanOrEqual(1_950);
    await expect(avatarButton(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull();
  });

  test('deleting the account from the account area: a wrong password goes back to the first step', async ({ page }) => {
    const user = await signUpThroughApi(page, 'Dora');
    await page.goto('/u');
    await waitForIsland(page, 'AccountArea');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await page.getByRole('link', { name: 'Delete account' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Delete Account' })).toBeVisible();
    await expect(page).toHaveURL('/u?u=delete-account');
    await dialog.getByLabel('Password', { exact: true }).fill('NotMyPassword1');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/u?u=delete-account-confirmation');
    await expect(dialog.getByText('Are you sure you want to delete your account?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL('/u?u=delete-account');
    await expect(dialog.getByText('The password is not correct.')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL('/');
    await expect(toast(page, 'Account deleted successfully!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.goto('/login');
    await waitForIsland(page, 'SignInPages');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'Wrong email/password combination')).toBeVisible();
  });

  test('the account modal: ?u=login, Escape and Back close it, a signed-in step asks to sign in first', async ({
    page,
  }) => {
    const user = await signUpThroughApi(page, 'Mona');
    await page.request.post('/api/auth/logout', {
      headers: { 'x-session': 'cookie', origin: new URL(page.url()).origin },
    });
    await page.evaluate(() => localStorage.removeItem('auth-storage'));
    const video = plainVideo(1);

    await page.goto(`/m/${video.mediaid}?u=login`);
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const mediaPage = new RegExp(`/m/${video.mediaid}(/[\\w-]*)?$`);
    await expect(page).toHaveURL(mediaPage);

    // The header's Sign in opens it over the page; Back closes it.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/m\/[^?]+\?u=login$/);
    await dialog.getByRole('link', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(mediaPage);

    // A step for signed-in users shows login first, then the step itself.
    await page.goto('/?u=personal-details');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email', { exact: true }).fill(user.email);
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    const details = page.getByRole('dialog', { name: 'Personal details' });
    await expect(details).toBeVisible();
    await expect(avatarButton(page)).toBeVisible();
    await details.getByLabel('Last Name').fill('Lisa');
    await details.getByRole('button', { name: 'Continue' }).click();
    const welcome = page.getByRole('dialog', { name: 'Welcome, Mona!' });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByText(/This closes in \d+ s\./)).toBeVisible();
    await welcome.getByRole('button', { name: 'Start watching' }).click();
    await expect(welcome).toBeHidden();
    await expect(page).toHaveURL('/');
  });

  test('a wrong code, the resend countdown and the boxes’ keyboard behaviour on /verify-otp', async ({ page }) => {
    const email = uniqueEmail('otto');
    await page.goto('/create-account');
    await waitForIsland(page, 'SignInPages');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify-otp\?email=/);
    const code = await waitForCode(email);

    // The countdown is kept in local storage and shown m:ss; Resend waits for it.
    const resend = page.getByRole('button', { name: 'Resend Code' });
    await expect(resend).toBeDisabled();
    await expect(page.locator('[data-countdown]')).toHaveText(/^(2:00|1:[0-5]\d)$/);
    const stored = await page.evaluate(() => localStorage.getItem('jwapp.otp_remaining_time'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ email, purpose: 'confirm_email' });

    // A paste is cut to six digits; backspace in an empty box goes back.
    await pasteCode(page, '12 34-5678');
    for (const [index, digit] of [...'123456'].entries())
      await expect(page.getByLabel(`Digit ${index + 1} of 6`)).toHaveValue(digit);
    await page.getByLabel('Digit 6 of 6').focus();
    await page.keyboard.press('Backspace');
    await expect(page.getByLabel('Digit 6 of 6')).toHaveValue('');
    await page.keyboard.press('Backspace');
    await expect(page.getByLabel('Digit 5 of 6')).toBeFocused();
    await expect(page.getByLabel('Digit 5 of 6')).toHaveValue('');

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('OTP must be 6 digits')).toBeVisible();
    const wrong = code === '000000' ? '111111' : '000000';
    await pasteCode(page, wrong);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Invalid OTP')).toBeVisible();
    await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('');

    // When the countdown runs out it shows 00:00 and Resend works — the server still keeps its own 120 s.
    await page.evaluate(() => {
      const value = JSON.parse(localStorage.getItem('jwapp.otp_remaining_time') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('jwapp.otp_remaining_time', JSON.stringify({ ...value, endsAt: Date.now() + 1_500 }));
    });
    await page.reload();
    await expect(page.locator('[data-countdown]')).toHaveText('00:00', { timeout: 5_000 });
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(toast(page, /Please wait \d+ s before requesting a new code\./)).toBeVisible();

    await pasteCode(page, code);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL('/preferences');
  });
});
