import { expect, test } from '@playwright/test';
import { PREVIEW_SECRET } from '../playwright.config';
import { screenshot } from './support/screenshot';

// The demo dataset holds a draft of Archery with the title "Archery (unpublished edit)" (data/demo/cms/README.md).
const DRAFT_TITLE = 'Archery (unpublished edit)';

test('an editor previews a draft through the preview link, then exits to the public page', async ({
  page,
  request,
}, testInfo) => {
  const refused = await request.get(`/api/preview?secret=wrong&path=/sports/archery`, { maxRedirects: 0 });
  expect(refused.status()).toBe(401);
  expect(refused.headers()['set-cookie']).toBeUndefined();

  // A visitor's kept public page first: the preview must not be answered from it.
  await page.goto('/sports/archery');
  await expect(page.getByRole('heading', { level: 1, name: 'Archery', exact: true })).toBeVisible();

  const opened = await page.goto(`/api/preview?secret=${encodeURIComponent(PREVIEW_SECRET)}&path=/sports/archery`);
  expect(new URL(page.url()).pathname).toBe('/sports/archery');
  expect(opened?.headers()['cache-control']).toBe('private, no-store');
  expect(opened?.headers()['x-page-cache']).toBe('bypass');
  await expect(page.getByRole('heading', { level: 1, name: DRAFT_TITLE })).toBeVisible();
  const bar = page.getByRole('complementary', { name: 'Draft preview' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Only you see this page');
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'ott_preview');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  await screenshot(page, testInfo, 'preview-draft', { fullPage: false });

  // Another visitor at the same time still gets the public page.
  const publicHtml = await (await request.get('/sports/archery')).text();
  expect(publicHtml).not.toContain('unpublished edit');
  expect(publicHtml).not.toContain('data-preview-bar');

  await bar.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(/\/sports\/archery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Archery', exact: true })).toBeVisible();
  await expect(page.locator('[data-preview-bar]')).toHaveCount(0);
  expect((await page.context().cookies()).some((entry) => entry.name === 'ott_preview')).toBe(false);
});

// Issue 40: `/api/preview/exit?path=/.//evil.example` answered `303 Location: //evil.example`, no secret needed.
for (const path of ['/.//evil.example', '/..//evil.example', '/./\\/evil.example', '/%2e//evil.example', '/\t/evil.example', 'javascript:alert(1)']) {
  test(`leaving the preview with path ${JSON.stringify(path)} stays on this site`, async ({ request, baseURL }) => {
    const exit = await request.get(`/api/preview/exit?path=${encodeURIComponent(path)}`, { maxRedirects: 0 });
    expect(exit.status()).toBe(303);
    const location = exit.headers()['location'] ?? '';
    expect(new URL(location, baseURL).origin).toBe(new URL(baseURL!).origin);
    expect(location).toBe('/');
    const entering = await request.get(
      `/api/preview?secret=${encodeURIComponent(PREVIEW_SECRET)}&path=${encodeURIComponent(path)}`,
      { maxRedirects: 0 },
    );
    expect(entering.status()).toBe(400);
  });
}

test('a default-language prefix before a second slash redirects within the site', async ({ request }) => {
  const answer = await request.get('/en/.//evil.example', { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(answer.headers()['location']).toBe('/evil.example');
});
