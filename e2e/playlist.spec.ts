import { expect, test, type Page } from '@playwright/test';
import { genresOf, multiGenrePlaylist, playlistItems, unknownId } from './support/catalog';
import { cardTitles } from './support/site';

const { playlist, genres } = multiGenrePlaylist();
const items = playlistItems(playlist);
// The genre with the most items: filtering must keep several cards yet drop others.
const genre = [...genres].sort(
  (a, b) => items.filter((item) => genresOf(item).includes(b)).length - items.filter((item) => genresOf(item).includes(a)).length,
)[0] as string;
const titlesOfGenre = items.filter((item) => genresOf(item).includes(genre)).map((item) => item.title);
const allTitles = items.map((item) => item.title);

async function filterByGenre(page: Page) {
  await page.goto(`/p/${playlist.feedid}`);
  await expect(page.getByRole('heading', { level: 1, name: playlist.title })).toBeVisible();
  const grid = page.locator('main');
  expect(await cardTitles(grid)).toEqual(allTitles);

  const filter = page.getByRole('navigation', { name: 'Filter by genre' });
  await expect(filter.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'true');
  for (const name of genres) await expect(filter.getByRole('link', { name, exact: true })).toBeVisible();

  await filter.getByRole('link', { name: genre, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]genre=${encodeURIComponent(genre).replace(/%20/g, '(\\+|%20)')}`));
  await expect(filter.getByRole('link', { name: genre, exact: true })).toHaveAttribute('aria-current', 'true');
  expect(titlesOfGenre.length).toBeLessThan(allTitles.length);
  expect(await cardTitles(grid)).toEqual(titlesOfGenre);

  await filter.getByRole('link', { name: 'All', exact: true }).click();
  await expect(page).not.toHaveURL(/genre=/);
  await expect(filter.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'true');
  expect(await cardTitles(grid)).toEqual(allTitles);
}

test.describe('playlist genre filter', () => {
  test('choosing a genre leaves only its cards; "All" restores them', async ({ page }) => {
    await filterByGenre(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the genre links filter the cards', async ({ page }) => {
      await filterByGenre(page);
    });
  });
});

test('an unknown playlist is a 404 "Not found" page', async ({ page }) => {
  const response = await page.goto(`/p/${unknownId()}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(page.getByText("This page doesn't exist.")).toBeVisible();
});

test("a phone gets the hero's backdrop at 720 px, a desktop a wider one @mobile", async ({ page }, testInfo) => {
  await page.goto(`/p/${playlist.feedid}`);
  const hero = page.locator('.playlist-hero__image');
  const shown = () => hero.evaluate((image: HTMLImageElement) => (image.naturalWidth ? image.currentSrc : ''));
  await expect.poll(shown).not.toBe('');
  const width = Number(new URL(await shown()).searchParams.get('width'));
  if (testInfo.project.name === 'mobile') expect(width).toBe(720);
  else expect(width).toBeGreaterThanOrEqual(1280);
});
