import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** Published sports of the demo CMS dataset, as `/sports` must list them: by title, Chengdu2025 left out. */
const sportDocument = z.object({
  _id: z.string(),
  _type: z.literal('sport'),
  titleAndSlug: z.object({ title: z.string(), slug: z.object({ current: z.string() }) }),
});
const allSports = readFileSync(new URL('../data/demo/cms/dataset.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .flatMap((line) => {
    const parsed = line.trim() ? sportDocument.safeParse(JSON.parse(line)) : undefined;
    return parsed?.success && !parsed.data._id.startsWith('drafts.')
      ? [{ title: parsed.data.titleAndSlug.title, slug: parsed.data.titleAndSlug.slug.current }]
      : [];
  });
const excluded = allSports.find((sport) => sport.title === 'Chengdu2025');
const listed = allSports
  .filter((sport) => sport !== excluded)
  .sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
const firstSport = listed[0];
if (!excluded || !firstSport || listed.length <= 8) throw new Error('the demo dataset no longer has the sports these tests need');

const cardTitles = (page: Page) => page.locator('.sports-grid .sport-card__title').allTextContents();

for (const javaScriptEnabled of [false, true]) {
  test.describe(`sports pages with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('/sports lists the first 8 sports by title, then Load more shows the rest', async ({ page }) => {
      const response = await page.goto('/sports');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/Sports/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sports$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
      expect(await cardTitles(page)).toEqual(listed.slice(0, 8).map((sport) => sport.title));

      await page.getByRole('link', { name: 'Load more' }).click();
      await expect(page).toHaveURL(/\/sports\?page=2$/);
      await expect(page.locator('.sports-grid .sport-card')).toHaveCount(Math.min(16, listed.length));
      expect(await cardTitles(page)).toEqual(listed.slice(0, 16).map((sport) => sport.title));
      expect(await cardTitles(page)).not.toContain('Chengdu2025');
      if (listed.length <= 16) await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
    });

    test('a sport page shows its videos, guide, federations and other sports', async ({ page }) => {
      const response = await page.goto(`/sports/${firstSport.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: firstSport.title })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/sports/${firstSport.slug}$`));
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /.+/);
      for (const heading of ['Live & On-Demand', 'About', 'Good to know', "Beginner's guide", 'Other Sports']) {
        await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      }
      await expect(page.locator('a.media-card[href^="/m/"]').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Sports' })).toHaveAttribute(
        'href',
        '/sports',
      );

      const other = page.getByRole('region', { name: 'Other Sports' });
      const otherTitles = await other.locator('.sport-card__title').allTextContents();
      expect(otherTitles).toEqual(listed.filter((sport) => sport !== firstSport).map((sport) => sport.title));

      if (javaScriptEnabled) {
        const track = other.locator('[data-scroll-track]');
        // A shelf is laid out, and shows its arrows, as it comes near the screen: the viewer scrolls to it first.
        await other.scrollIntoViewIfNeeded();
        await other.getByRole('button', { name: 'Scroll forward' }).click();
        await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      }
    });
  });
}

test('Other Sports shows 1, 2, 3 or 4 cards by width (breakpoints 465, 768, 1024)', async ({ page }) => {
  await page.goto(`/sports/${firstSport.slug}`);
  const other = page.getByRole('region', { name: 'Other Sports' });
  for (const [width, perView] of [
    [420, 1],
    [600, 2],
    [900, 3],
    [1280, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    const ratio = await other.locator('[data-scroll-track]').evaluate((track) => {
      const card = track.querySelector('li');
      return card ? track.clientWidth / card.getBoundingClientRect().width : 0;
    });
    expect(Math.floor(ratio + 0.2), `cards in view at ${width} px`).toBe(perView);
  }
});

test.describe('sports not found', () => {
  for (const slug of ['no-such-sport', excluded.slug]) {
    test(`/sports/${slug} is "Sport Category not found!" with 404`, async ({ page }) => {
      const response = await page.goto(`/sports/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Sport Category not found!' })).toBeVisible();
    });
  }
});

test.describe('sports accessibility (axe: no serious or critical violations)', () => {
  for (const path of ['/sports', `/sports/${firstSport.slug}`, '/sports/no-such-sport']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});
