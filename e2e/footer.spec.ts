import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { footer, settings } from './support/cms';

/**
 * The footer (spec 3 §2 Footer): partners, social links, copyright, powered-by, the newsletter form (one required
 * email, posted to the CMS settings' newsletter URL) and the Cookie Preferences dialog.
 */

const newsletterForm = (page: Page) => page.getByRole('contentinfo').locator('form[data-newsletter]');
const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email address' });
const subscribe = (page: Page) => page.getByRole('button', { name: /^Subscribe/ });
const cookieButton = (page: Page) => page.getByRole('button', { name: 'Cookie Preferences' });
const cookieDialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie Preferences' });

/** Records form posts to the newsletter provider (answered here: the example host does not exist). */
async function captureNewsletterPosts(page: Page): Promise<string[]> {
  const posts: string[] = [];
  await page.context().route(`${new URL(settings.newsletterUrl).origin}/**`, async (route) => {
    posts.push(route.request().postData() ?? '');
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Subscribed</title><p>Thanks!</p>' });
  });
  return posts;
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`footer with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('shows partners, social links, copyright and powered-by from the CMS', async ({ page }) => {
      await page.goto('/sports');
      const siteFooter = page.getByRole('contentinfo');
      const partners = siteFooter.getByRole('region', { name: 'Partners' });
      for (const partner of footer.partners) {
        await expect(partners.locator(`a[href="${partner.url}"]`)).toBeVisible();
      }
      for (const link of footer.socialMedia.links) {
        await expect(siteFooter.getByRole('link', { name: link.platform, exact: true })).toHaveAttribute('href', link.url);
      }
      await expect(siteFooter).toContainText(footer.copyright.text);
      await expect(siteFooter).toContainText(footer.poweredBy.text);
    });

    test('the newsletter form posts one required email to the configured URL', async ({ page }) => {
      const posts = await captureNewsletterPosts(page);
      await page.goto('/');
      const form = newsletterForm(page);
      await expect(form).toHaveAttribute('action', settings.newsletterUrl);
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form.locator('input:not([type="hidden"])')).toHaveCount(1);
      await expect(emailField(page)).toHaveAttribute('required', '');

      await subscribe(page).click();
      await expect(emailField(page)).toBeFocused();
      expect(await emailField(page).evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);
      await emailField(page).fill('not-an-email');
      await subscribe(page).click();
      expect(await emailField(page).evaluate((input) => (input as HTMLInputElement).validity.typeMismatch)).toBe(true);
      expect(posts).toEqual([]);

      await emailField(page).fill('fan@example.com');
      const popup = page.waitForEvent('popup');
      await subscribe(page).click();
      await expect((await popup).getByText('Thanks!')).toBeVisible();
      expect(posts).toEqual(['email=fan%40example.com']);
    });

    test('Cookie Preferences opens a dialog that each accept button closes', async ({ page }) => {
      await page.goto('/');
      for (const choice of ['Accept Essential Only', 'Accept All Cookies']) {
        await expect(cookieDialog(page)).toBeHidden();
        await cookieButton(page).click();
        await expect(cookieDialog(page)).toBeVisible();
        await expect(cookieDialog(page).getByRole('link', { name: 'Cookies Policy' })).toHaveAttribute('href', '/cookies-policy');
        await cookieDialog(page).getByRole('button', { name: choice }).click();
        await expect(cookieDialog(page)).toBeHidden();
      }
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

test.describe('footer with JavaScript on', () => {
  test('newsletter errors show under the field and clear once the address is valid', async ({ page }) => {
    await page.goto('/');
    const error = page.locator('#newsletter-error');
    await subscribe(page).click();
    await expect(error).toHaveText('Enter your email address.');
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(page)).toHaveAccessibleDescription('Enter your email address.');

    await emailField(page).fill('fan@');
    await subscribe(page).click();
    await expect(error).toHaveText('Enter a valid email address, like name@example.com.');
    await emailField(page).fill('fan@example.com');
    await expect(error).toHaveText('');
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'false');
  });

  test('the cookie dialog closes with Escape and gives focus back; axe finds nothing serious in it', async ({ page }) => {
    await page.goto('/');
    await cookieButton(page).click();
    await expect(cookieDialog(page)).toBeVisible();
    await expectNoSeriousViolations(page, '#cookie-preferences');

    await page.keyboard.press('Escape');
    await expect(cookieDialog(page)).toBeHidden();
    await expect(cookieButton(page)).toBeFocused();
  });
});
