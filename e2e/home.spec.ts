import { expect, test } from '@playwright/test';
import { playlistById, playlistItems } from './support/catalog';
import { cardTitles, collectErrors, defaultConfig, waitForHydration } from './support/site';

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the hero, the config shelves with their cards, the sports carousel, navigation and footer', async ({
    page,
    request,
  }) => {
    const { config } = await defaultConfig(request);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    const heroTitle = page.locator('.hero #hero-title');
    await expect(heroTitle).toBeVisible();
    await expect(heroTitle).not.toHaveText('');
    await expect(heroTitle).toHaveRole('heading');

    const shelves = config.content
      .filter((row) => row.type === 'playlist' && row.contentId)
      .map((row) => {
        const playlist = playlistById(row.contentId ?? '');
        return { id: playlist.feedid, title: row.title || playlist.title, items: playlistItems(playlist) };
      })
      .filter((shelf) => shelf.items.length > 0);
    expect(shelves.length, 'the config has at least 3 playlist shelves').toBeGreaterThanOrEqual(3);

    for (const shelf of shelves) {
      const section = page.getByRole('region', { name: shelf.title, exact: true });
      await expect(section.getByRole('heading', { level: 2, name: shelf.title, exact: true })).toBeVisible();
      const titles = await cardTitles(section);
      expect(titles.length, `cards in "${shelf.title}"`).toBeGreaterThan(0);
      expect(titles, `cards in "${shelf.title}" follow the playlist`).toEqual(
        shelf.items.slice(0, titles.length).map((item) => item.title),
      );
      const explore = section.getByRole('link', { name: /explore all/i });
      await expect(explore).toHaveAttribute('href', `/p/${shelf.id}`);
    }

    const sports = page.getByRole('region', { name: 'Sports', exact: true });
    await expect(sports.getByRole('heading', { name: 'Sports' })).toBeVisible();
    const sportLinks = sports.locator('a[href^="/sports/"]');
    expect(await sportLinks.count()).toBeGreaterThan(0);
    await expect(sportLinks.first()).toBeVisible();
    await expect(sports.getByRole('link', { name: /explore all/i })).toHaveAttribute('href', '/sports');

    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation).toBeVisible();
    for (const item of config.menu) {
      await expect(navigation.getByRole('link', { name: item.label, exact: true })).toBeVisible();
    }

    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer).toContainText('©');

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    // Shared links show the hero poster.
    const shareImage = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
    expect((await request.get(shareImage)).headers()['content-type']).toMatch(/^image\//);
  });

  test('every shelf "Explore All" link leads to a playlist page', async ({ page }) => {
    await page.goto('/');
    const links = page.locator('main section.shelf').getByRole('link', { name: /explore all/i });
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const shelfHrefs = hrefs.filter((href) => href !== '/sports');
    expect(shelfHrefs.length).toBeGreaterThanOrEqual(3);
    for (const href of shelfHrefs) expect(href).toMatch(/^\/p\/[A-Za-z0-9]{8}$/);
  });
});

test.describe('home page with JavaScript', () => {
  test('loads without console errors', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/', { waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('the countdown card ticks', async ({ page }) => {
    await page.goto('/');
    const timer = page.getByRole('timer');
    await expect(timer).toBeVisible();
    const first = await timer.textContent();
    await page.waitForTimeout(1_500);
    const second = await timer.textContent();
    expect(second).not.toBe(first);
  });

  test('the sports carousel scrolls 300 px per arrow press', async ({ page }) => {
    await page.goto('/');
    const sports = page.getByRole('region', { name: 'Sports', exact: true });
    const track = sports.locator('[data-scroll-track]');
    await sports.getByRole('button', { name: 'Scroll forward' }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(300);
    await sports.getByRole('button', { name: 'Scroll forward' }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(600);
    await sports.getByRole('button', { name: 'Scroll back' }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(300);
  });

  test("a shelf's Explore All keeps the current query string", async ({ page }) => {
    await page.goto('/?app-config=demo2026&utm_source=e2e');
    const hrefs = await page
      .locator('main section.shelf')
      .getByRole('link', { name: /explore all/i })
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const shelfHrefs = hrefs.filter((href) => href.startsWith('/p/'));
    expect(shelfHrefs.length).toBeGreaterThanOrEqual(3);
    for (const href of shelfHrefs) expect(href).toMatch(/^\/p\/[A-Za-z0-9]{8}\?app-config=demo2026&utm_source=e2e$/);
  });

  test('the home page is publicly cacheable', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=600');
  });
});
