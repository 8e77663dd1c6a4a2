import { expect, test, type Page } from '@playwright/test';
import { waitForIsland, waitForSearchToggle } from './support/site';

/** Athletes as the CMS demo dataset names them (an accented name, and two sharing a first name). */
const ATHLETE = 'Aino Mäkinen';

const section = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
const dropdown = (page: Page, name: string) => page.locator('.filter-dropdown summary', { hasText: name });

test.describe('search API', () => {
  test('finds an athlete by a misspelled name without accents, and answers the four categories', async ({
    request,
  }) => {
    const response = await request.get('/api/search?q=aino%20makinnen');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      data: Record<string, Array<{ title?: string }>>;
      meta: { total: Record<string, number> };
    };
    expect(Object.keys(body.data).sort()).toEqual(['athletes', 'federations', 'sports', 'vod']);
    expect(body.data.athletes?.map((athlete) => athlete.title)).toEqual([ATHLETE]);
    expect(body.meta.total.athletes).toBe(1);
  });

  for (const [query, field] of [
    ['', 'q'],
    ['q=%20&sport=', 'q'],
    ['q=a&type=videos', 'type'],
    ['q=a&date=tomorrow', 'date'],
    ['q=a&limit=0', 'limit'],
    ['q=a&language=xx', 'language'],
  ] as const) {
    test(`refuses ?${query} with a 400 naming ${field}`, async ({ request }) => {
      const response = await request.get(`/api/search?${query}`);
      expect(response.status()).toBe(400);
      const body = (await response.json()) as { error: { field: string; message: string } };
      expect(body.error.field).toBe(field);
      expect(body.error.message.length).toBeGreaterThan(5);
    });
  }

  test('the filter options come sorted, without the excluded sport', async ({ request }) => {
    const response = await request.get('/sanity/search-page-data');
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { athletes: string[]; countries: string[]; sports: string[] } };
    expect(data.athletes).toContain(ATHLETE);
    const sorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(data.sports).toEqual(sorted(data.sports));
    expect(data.countries).toEqual(sorted(data.countries));
    expect(data.sports).not.toContain('Chengdu2025');
  });
});

test.describe('search page', () => {
  test('renders the results for the query in the URL on the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/q/${encodeURIComponent('makinen')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
    await expect(section(page, 'Athletes').getByRole('link', { name: new RegExp(ATHLETE) })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('makinen');
    await context.close();
  });

  test('a first visit loads the search island only when the viewer acts; text typed meanwhile is searched', async ({
    page,
  }) => {
    const island = page.locator('astro-island[component-url*="/SearchPage."]');
    const islandRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/SearchPage.')) islandRequests.push(request.url());
    });
    await page.goto('/q');
    await page.waitForLoadState('networkidle');
    expect(islandRequests).toEqual([]);
    await expect(island).toHaveAttribute('ssr', '');

    // Typing right away, before the island is live (focus starts loading it).
    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('archery');
    await page.waitForURL('**/q/archery');
    await expect(section(page, 'Sports').getByRole('link', { name: 'Archery' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('archery');
  });

  test('typing rewrites the URL in place; clearing the text adds a history entry', async ({ page }) => {
    await page.goto('/q');
    await waitForIsland(page, 'SearchPage');
    await expect(page.getByText('Type a name or a word')).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('archery');
    await page.waitForURL('**/q/archery');
    await expect(section(page, 'Sports').getByRole('link', { name: 'Archery' })).toBeVisible();
    const historyLength = await page.evaluate(() => history.length);

    await box.fill('archer');
    await page.waitForURL('**/q/archer');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.getByRole('button', { name: 'Clear search text' }).click();
    await page.waitForURL((url) => url.pathname === '/q');
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/q\/archer$/);
  });

  test('filters round-trip through the URL', async ({ page }) => {
    await page.goto('/q/hannah');
    await waitForIsland(page, 'SearchPage');
    await expect(section(page, 'Athletes').getByRole('link')).toHaveCount(2);

    await dropdown(page, 'Countries').click();
    await page.getByRole('checkbox', { name: 'Germany' }).check();
    await page.waitForURL((url) => url.searchParams.get('country') === 'Germany');
    const athletes = section(page, 'Athletes').getByRole('link');
    await expect(athletes.first()).toContainText('Germany');

    await dropdown(page, 'Sports').click();
    await page.getByRole('checkbox', { name: 'Archery' }).check();
    await page.waitForURL((url) => url.searchParams.get('sport') === 'Archery');
    await expect(athletes).toHaveCount(1);
    await expect(athletes).toContainText('Hannah Fischer');

    await page.reload();
    await waitForIsland(page, 'SearchPage');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('hannah');
    await dropdown(page, 'Countries').click();
    await expect(page.getByRole('checkbox', { name: 'Germany' })).toBeChecked();
    await expect(section(page, 'Athletes').getByRole('link')).toHaveCount(1);

    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await page.waitForURL((url) => !url.searchParams.has('country') && !url.searchParams.has('sport'));
    await expect(section(page, 'Athletes').getByRole('link')).toHaveCount(2);
  });

  test('a date filter and the category that puts a section first', async ({ page }) => {
    const headings = page.locator('.search-results__section h2');
    await page.goto('/q/archery');
    await expect(headings.first()).toContainText('Media');
    await page.goto('/q/archery?category=sport');
    await expect(headings.first()).toContainText('Sports');
    await page.goto('/q/archery?category=athletes');
    await expect(headings.first()).toContainText('Athletes');
    await page.goto('/q/highlights?category=vod&date=2001-01-01');
    await expect(page.getByText('No results found for the entered text')).toBeVisible();
  });

  test('empty results say so', async ({ page }) => {
    await page.goto('/q/zzqxwv');
    await expect(page.getByText('No results found for the entered text')).toBeVisible();
    await page.goto('/q?country=Atlantis');
    await expect(page.getByText('No results found!')).toBeVisible();
  });
});

test.describe('header search panel', () => {
  test('keyboard: open, type, arrow into the results, open one; Escape closes and returns focus', async ({ page }) => {
    await page.goto('/');
    await waitForSearchToggle(page);
    const toggle = page.getByRole('button', { name: 'Search', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const input = page.getByRole('searchbox', { name: 'Search the site' });
    await expect(input).toBeFocused();
    // On a machine that stalls while typing, a prefix is searched first and its list shows too: the arrow waits
    // for the whole word's results.
    const searched = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === 'makinen');
    await page.keyboard.type('makinen');
    await searched;
    await expect(page.locator('.search-panel__results')).toHaveAttribute('aria-busy', 'false');
    const result = page.getByRole('link', { name: new RegExp(`^${ATHLETE}`) });
    await expect(result).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(result).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('makinen');
    // The results come back with the panel; an arrow pressed before they do has nowhere to go.
    await expect(result).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(result).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/athletes/aino-makinen');
  });

  test('shows 3 results per category, a count link, media only of type video; clears; closes on an outside click', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForSearchToggle(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('aurora');
    const media = page.getByRole('region', { name: 'Media' });
    await expect(media.locator('[data-search-result]').first()).toBeVisible();
    await expect(media.locator('.search-panel__result')).toHaveCount(3);
    const more = media.getByRole('link', { name: /^See all \d+ in Media$/ });
    await expect(more).toHaveAttribute('href', /^\/q\/aurora\?category=vod$/);
    await expect(page.getByRole('link', { name: /^See all \d+ results$/ })).toHaveAttribute('href', '/q/aurora');

    await page.getByRole('button', { name: 'Clear search text' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('');
    await expect(media).toHaveCount(0);

    await page.mouse.click(5, 600);
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeHidden();
  });

  test('media results are only videos', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/search',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { vod: Array<Record<string, unknown>> } };
        const first = body.data.vod[0];
        if (first)
          body.data.vod.unshift({
            ...first,
            id: 'audio001',
            media_type: 'audio',
            metadata: { title: 'Aurora Radio Hour', description: '', tags: [] },
          });
        await route.fulfill({ response, json: body });
      },
    );
    await page.goto('/');
    await waitForSearchToggle(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('aurora');
    const media = page.getByRole('region', { name: 'Media' });
    await expect(media.locator('.search-panel__result')).toHaveCount(3);
    await expect(media).not.toContainText('Aurora Radio Hour');
  });

  test('on a narrow screen the panel is a search mode over the header @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 860 });
    await page.goto('/');
    await waitForSearchToggle(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByRole('searchbox', { name: 'Search the site' });
    await expect(input).toBeVisible();
    const box = await input.boundingBox();
    expect(box?.y ?? 99).toBeLessThan(40);
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(input).toBeHidden();
  });
});
