import { expect, test } from '@playwright/test';

test.describe('site config', () => {
  test('an invalid config shows the config_invalid screen with status 500 and a help link', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/?app-config=badconf1');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: 'config_invalid' })).toBeVisible();
    await expect(page.getByText('The site configuration is invalid')).toBeVisible();

    const help = page.getByRole('link', { name: 'How to fix the configuration' });
    await expect(help).toBeVisible();
    const href = await help.getAttribute('href');
    expect(href).toBeTruthy();
    const helpPage = await request.get(new URL(href ?? '', page.url()).toString());
    expect(helpPage.status()).toBe(200);
  });

  test('a malformed app-config falls back to the default site', async ({ page }) => {
    await page.goto('/');
    const defaultShelves = await page.locator('main section.shelf h2').allTextContents();
    expect(defaultShelves.length).toBeGreaterThan(0);

    const response = await page.goto('/?app-config=NOTVALID!');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'config_invalid' })).toHaveCount(0);
    await expect(page.locator('#hero-title')).toBeVisible();
    expect(await page.locator('main section.shelf h2').allTextContents()).toEqual(defaultShelves);
  });

  test('a chosen config stays chosen from page to page (its links keep app-config)', async ({ page }) => {
    await page.goto('/?app-config=demoads1');
    await page.locator('main a.media-card').first().click();
    await expect(page).toHaveURL(/\/m\/[^?]+\?(?:.+&)?app-config=demoads1$/);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/\?app-config=demoads1$/);

    await page.goto('/');
    await page.locator('main a.media-card').first().click();
    await expect(page).toHaveURL(/\/m\//);
    expect(new URL(page.url()).searchParams.has('app-config')).toBe(false);
  });

  test('health and readiness endpoints answer 200', async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200);
    expect((await request.get('/readyz')).status()).toBe(200);
  });
});
