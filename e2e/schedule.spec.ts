import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createHmac } from 'node:crypto';
import { WEBHOOK_SECRET } from '../playwright.config';

/** Schedule, live page, static pages, sitemap/robots and the revalidate webhook. */

const STATIC_PAGES = ['/privacy-policy', '/terms-of-service', '/cookies-policy', '/about-twg', '/about-iwga', '/contact-us'];

/** Every row sits in the day of its start's local date in `timeZone`. */
async function rowsGroupedIn(page: Page, timeZone: string): Promise<boolean> {
  return page.evaluate((zone) => {
    const key = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
    const rows = [...document.querySelectorAll<HTMLElement>('tr[data-start]')];
    return rows.length > 0 && rows.every((row) => row.closest<HTMLElement>('details')?.dataset.date === key(row.dataset.start ?? ''));
  }, timeZone);
}

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('schedule lists days with counts, today open, columns, badges, streams and calendar files', async ({ page }) => {
    await page.goto('/schedule');
    await expect(page).toHaveTitle(/Schedule/);
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
    const days = page.locator('details.schedule-day');
    expect(await days.count()).toBeGreaterThan(1);
    await expect(days.first().locator('summary')).toContainText(/\d+ events?/);
    await expect(page.locator('details.schedule-day[open]')).toHaveCount(1);
    const open = page.locator('details.schedule-day[open]');
    for (const column of ['Time', 'Sport Name', 'Type', 'Location']) {
      await expect(open.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(page.locator('.status', { hasText: 'Live' }).first()).toBeAttached();
    await expect(page.locator('.status', { hasText: 'Match Replay' }).first()).toBeAttached();
    await expect(page.locator('.status', { hasText: 'Scheduled' }).first()).toBeAttached();
    await expect(page.locator('tr[data-href^="/m/"] a[href^="/m/"]').first()).toBeAttached();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/schedule$/);

    const ics = await page.locator('a.calendar-link').first().getAttribute('href');
    expect(ics).toMatch(/^\/schedule\/.+\.ics$/);
    const response = await page.request.get(ics ?? '');
    expect(response.headers()['content-type']).toContain('text/calendar');
    const body = await response.text();
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  test('the date form filters to one day; a day without events says "No data available"', async ({ page }) => {
    await page.goto('/schedule');
    const date = await page.locator('details.schedule-day').nth(1).getAttribute('data-date');
    await page.locator('#schedule-date').fill(date ?? '');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
    await expect(page.locator('details.schedule-day')).toHaveCount(1);
    await expect(page.locator(`details.schedule-day[data-date="${date}"][open]`)).toHaveCount(1);

    await page.goto('/schedule?date=2001-01-01');
    await expect(page.getByRole('heading', { name: 'No data available' })).toBeVisible();
  });

  test('live page shows playlist rows', async ({ page }) => {
    await page.goto('/live');
    await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
    expect(await page.locator('main a[href^="/m/"]').count()).toBeGreaterThan(0);
  });

  test('static pages render from the CMS; an empty one says so', async ({ page }) => {
    for (const path of STATIC_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    }
    await page.goto('/terms-of-service');
    await expect(page.getByText('No content available for this page')).toBeVisible();
    await page.goto('/contact-us');
    await expect(page.locator('main a[href^="mailto:"]')).toHaveCount(2);
  });

  test('the table of contents opens without JavaScript and links to the sections', async ({ page }) => {
    await page.goto('/about-iwga');
    await page.getByRole('button', { name: 'On this page' }).click();
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc).toBeVisible();
    const href = await toc.locator('a').first().getAttribute('href');
    expect(href).toMatch(/^#.+/);
    await expect(page.locator(`h2${href}`)).toBeAttached();
  });
});

test.describe('JavaScript on', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('schedule regroups days in the viewer time zone and rows open their stream', async ({ page }) => {
    await page.goto('/schedule');
    await expect(page.locator('[data-time-zone]')).toHaveText('Pacific/Kiritimati');
    expect(await rowsGroupedIn(page, 'Pacific/Kiritimati')).toBe(true);
    await expect(page.locator('details.schedule-day[open]')).toHaveCount(1);
    const row = page.locator('details[open] tr[data-href], tr[data-href]').first();
    await row.evaluate((element) => element.closest('details')?.setAttribute('open', ''));
    const href = await row.getAttribute('data-href');
    await row.locator('.schedule-row__location').click();
    await expect(page).toHaveURL(new RegExp(`${href}`));
  });

  test('choosing a date applies it at once, as a day of the viewer time zone', async ({ page }) => {
    await page.goto('/schedule');
    const date = (await page.locator('details.schedule-day').last().getAttribute('data-date')) ?? '';
    await page.getByRole('button', { name: 'Select date' }).click();
    const picker = page.getByRole('dialog', { name: 'Select date' });
    await expect(picker).toBeVisible();
    await expect(picker.locator('th').first()).toHaveText('Mo');
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await expect(picker).toBeHidden();

    await page.getByRole('button', { name: 'Select date' }).click();
    const day = picker.locator(`.date-picker__day[data-date="${date}"]:not(.is-outside)`);
    if ((await day.count()) === 0) await picker.getByRole('button', { name: 'Next month' }).click();
    await day.click();
    await expect(page).toHaveURL(new RegExp(`date=${date}.*tz=Pacific%2FKiritimati`));
    await expect(page.locator(`details.schedule-day[data-date="${date}"][open]`)).toHaveCount(1);
    expect(await rowsGroupedIn(page, 'Pacific/Kiritimati')).toBe(true);

    await page.getByRole('button', { name: 'Clear date' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    expect(await page.locator('details.schedule-day').count()).toBeGreaterThan(1);
  });

  test('the date picker closes on an outside click and opens towards the side with room', async ({ page }) => {
    await page.goto('/schedule');
    const trigger = page.getByRole('button', { name: 'Select date' });
    const picker = page.getByRole('dialog', { name: 'Select date' });
    await trigger.click();
    await expect(picker).toBeVisible();
    const month = picker.locator('.date-picker__month');
    const shown = await month.textContent();
    await picker.getByRole('button', { name: 'Next month' }).click();
    await expect(month).not.toHaveText(shown ?? '');
    await picker.getByRole('button', { name: 'Previous month' }).click();
    await expect(month).toHaveText(shown ?? '');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(picker).toBeHidden();

    // Fully inside the window, whichever side the trigger sits on.
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await trigger.click();
      const box = await picker.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `picker inside a ${width} px window`).toBe(true);
      await picker.getByRole('button', { name: 'Cancel' }).click();
    }
  });

  test('a table-of-contents link scrolls to its section and closes the popover', async ({ page }) => {
    await page.goto('/about-iwga');
    await page.getByRole('button', { name: 'On this page' }).click();
    const link = page.getByRole('navigation', { name: 'Table of contents' }).locator('a').last();
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(page.locator(`h2${href}`)).toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeHidden();
  });

  for (const path of ['/schedule', '/live', '/about-iwga', '/contact-us', '/terms-of-service']) {
    test(`accessibility of ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousViolations(page);
    });
  }
});

test('sitemap, robots, unknown calendar file and unsigned revalidation', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const path of ['/schedule', '/live', '/sports/', '/athletes/', '/federations/', '/podcasts/', '/privacy-policy', '/p/']) {
    expect(xml, path).toContain(path);
  }
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  expect((await request.get('/schedule/no-such-event.ics')).status()).toBe(404);
  const revalidate = await request.post('/api/revalidate', { data: { _id: 'x' } });
  expect(revalidate.status()).toBe(401);
});

test('a webhook call signed with the secret is accepted; a tampered one is refused', async ({ request }) => {
  const body = JSON.stringify({ _id: 'sport-archery', _type: 'sport' });
  const timestamp = Date.now();
  const signature = createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest('base64url');
  const headers = { 'content-type': 'application/json', 'sanity-webhook-signature': `t=${timestamp},v1=${signature}` };
  const signed = await request.post('/api/revalidate', { data: body, headers });
  expect(signed.status()).toBe(200);
  expect(await signed.json()).toEqual({ revalidated: true });
  const tampered = await request.post('/api/revalidate', { data: body.replace('archery', 'korfball'), headers });
  expect(tampered.status()).toBe(401);
});

test('a signed webhook call that names no document, or a type the site does not read, changes nothing', async ({
  request,
}) => {
  // Sent as text: Playwright would send a JSON body that does not parse as a JSON string.
  const call = (body: string) => {
    const timestamp = Date.now();
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest('base64url');
    const headers = {
      'content-type': 'text/plain',
      'sanity-webhook-signature': `t=${timestamp},v1=${signature}`,
    };
    return request.post('/api/revalidate', { data: body, headers });
  };
  const noId = await call(JSON.stringify({ _type: 'sport' }));
  expect(noId.status()).toBe(400);
  expect(await noId.json()).toMatchObject({ error: 'invalid_body', field: '_id' });
  const notJson = await call('{"_id": ');
  expect(notJson.status()).toBe(400);
  expect(await notJson.json()).toMatchObject({ error: 'invalid_body', field: 'body' });
  const unknown = await call(JSON.stringify({ _id: 'image-1', _type: 'sanity.imageAsset' }));
  expect(unknown.status()).toBe(422);
  expect(await unknown.json()).toEqual({ error: 'unknown_document_type', field: '_type' });
});

test('schedule on a phone @mobile', async ({ page }) => {
  await page.goto('/schedule');
  await expect(page.locator('details.schedule-day[open] tr[data-start]').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
