import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { collectErrors } from './support/site';

/** Podcasts list and detail, and the results medal table: with JavaScript off and on, 404, axe. */

const cardTitles = (page: Page) => page.locator('.podcast-card__title').allTextContents();
const episodeTitles = async (page: Page) =>
  (await page.locator('.episode__title').allTextContents()).map((title) => title.trim());

for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('podcast list sorts by title and links to the detail pages', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/podcasts');
      await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/podcasts$/);
      const ascending = await cardTitles(page);
      expect(ascending.length).toBeGreaterThan(1);
      expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
      await expect(page.getByText(`Showing ${ascending.length} of ${ascending.length}`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Load More' })).toHaveCount(0);

      await page.getByLabel('Sort by').selectOption('title-desc');
      if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/sort=title-desc/);
      expect(await cardTitles(page)).toEqual([...ascending].reverse());

      await page.locator('.podcast-card').first().click();
      await expect(page).toHaveURL(/\/podcasts\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ascending.at(-1) ?? '');
      expect(errors).toEqual([]);
    });

    test('podcast detail lists the feed episodes, oldest first, re-sortable', async ({ page }) => {
      await page.goto('/podcasts/the-aurora-daily');
      await expect(page.getByRole('heading', { level: 1, name: 'The Aurora Daily' })).toBeVisible();
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /w=640/);
      const dates = await page.locator('.episode time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
      expect(dates.length).toBeGreaterThan(5);
      expect(dates).toEqual([...dates].sort());

      await page.getByLabel('Sort episodes').selectOption('title-asc');
      if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/sort=title-asc/);
      const titles = await episodeTitles(page);
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));

      const details = page.getByRole('link', { name: /^View details of/ }).first();
      await expect(details).toHaveAttribute('href', /^https:\/\//);
      await expect(details).toHaveAttribute('target', '_blank');
    });

    test('results medal table opens country, then sport, then athletes', async ({ page }) => {
      await page.goto('/results');
      await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
      const first = page.locator('details.medal-country').first();
      await expect(first.locator('> summary')).toContainText('1');
      await first.locator('> summary').click();
      const sport = first.locator('details.medal-sport').first();
      await expect(sport).toBeVisible();
      await sport.locator('summary').click();
      await expect(sport.getByRole('table')).toBeVisible();
      await expect(sport.getByRole('columnheader', { name: 'Gold' })).toBeVisible();
    });
  });
}

test('episode descriptions are cut to 20, 50 or 80 words by screen width', async ({ page }) => {
  // The demo's first Aurora Daily episode has 31 words: cut on phones, whole on tablets and desktops.
  const visible = () => page.locator('.episode').first().locator('.episode__description:visible').innerText();
  const words = (text: string) => text.replace('…', '').trim().split(/\s+/).length;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/podcasts/the-aurora-daily');
  const small = await visible();
  expect(small.endsWith('…')).toBe(true);
  expect(words(small)).toBe(20);
  await page.setViewportSize({ width: 800, height: 900 });
  const medium = await visible();
  expect(medium.endsWith('…')).toBe(false);
  expect(words(medium)).toBeGreaterThan(20);
  expect(words(medium)).toBeLessThanOrEqual(50);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await visible()).toBe(medium);
});

test('an unknown podcast is "Podcast not found" with status 404', async ({ page }) => {
  const response = await page.goto('/podcasts/no-such-podcast');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Podcast not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to podcasts' })).toHaveAttribute('href', '/podcasts');
});

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const path of ['/podcasts', '/podcasts/the-aurora-daily', '/results', '/podcasts/no-such-podcast']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      // Open every accordion so axe checks the nested rows and tables too.
      await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
      await expectNoSeriousViolations(page);
    });
  }
});
