import { expect, test } from '@playwright/test';

/** The event site's data calls the site answers itself (spec 3 §7), and the core routes /n/… and /o/about (spec 1 §2). */
test.describe('event data calls', () => {
  test('/swiss/result is the ranked medal table', async ({ request }) => {
    const response = await request.get('/swiss/result');
    expect(response.status()).toBe(200);
    const { results } = (await response.json()) as { results: Array<{ country: string; rank: number; gold: number }> };
    expect(results.length).toBeGreaterThan(3);
    expect(results[0]!.rank).toBe(1);
    const ranks = results.map((row) => row.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  test("an athlete's profile image: picture and sport colours, by name and sport code", async ({ request }) => {
    const response = await request.get('/swiss/result/athlete-profile-image?athleteName=aino%20m%C3%A4kinen&sportCode=ARC');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { gradientColors: object; imageUrl: string };
    expect(body.gradientColors).toEqual({ gradientStart: '#0f5132', gradientEnd: '#58b368' });
    const image = await request.get(body.imageUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  });

  test('athlete profile image: a missing field is a 400 naming it, an unknown athlete a 404', async ({ request }) => {
    const missing = await request.get('/swiss/result/athlete-profile-image?athleteName=Aino%20M%C3%A4kinen');
    expect(missing.status()).toBe(400);
    expect(((await missing.json()) as { error: { field: string } }).error.field).toBe('sportCode');
    const unknown = await request.get('/swiss/result/athlete-profile-image?athleteName=Nobody%20Here&sportCode=ARC');
    expect(unknown.status()).toBe(404);
  });

  test('media ids by sport and by athlete, as the search links them', async ({ request }) => {
    for (const path of ['/media-search/sport/Archery', '/media-search/sport/archery', '/media-search/athlete/Aino%20M%C3%A4kinen']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const { data } = (await response.json()) as { data: string[] };
      expect(data, path).toEqual(expect.arrayContaining(['Evwps8pX', 'p6Xwa26z']));
    }
    expect((await request.get('/media-search/sport/Underwater%20Chess')).status()).toBe(404);
    expect((await request.get('/media-search/team/Archery')).status()).toBe(404);
    expect((await request.get(`/media-search/sport/${'x'.repeat(101)}`)).status()).toBe(400);
  });
});

test.describe('core routes', () => {
  test('/n/{id} is the content list on the playlist screen, slug and query kept', async ({ request }) => {
    const response = await request.get('/n/yAhyHnn4/some-title?genre=Drama', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/p/yAhyHnn4/some-title?genre=Drama');
    expect((await request.get('/n/not*an*id', { maxRedirects: 0 })).status()).toBe(404);
    // The rest of the path goes as sent: never decoded into another host's address, never encoded twice.
    const odd = await request.get('/n/yAhyHnn4/%2F%2Fevil.example', { maxRedirects: 0 });
    expect(odd.headers().location).toBe('/p/yAhyHnn4/%2F%2Fevil.example');
  });

  test('a menu entry has its section path: /films shows the Films playlist, an unknown section is Not found', async ({ page }) => {
    await page.goto('/');
    const films = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Films', exact: true });
    await expect(films).toHaveAttribute('href', '/films');
    const response = await page.goto('/films?genre=Drama');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Films' })).toBeVisible();
    expect((await page.goto('/no-such-section'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  });

  test('/o/about names the site and links its about pages', async ({ page }) => {
    await page.goto('/o/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^About /);
    await page.getByRole('navigation', { name: 'More about us' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/about-(twg|iwga)$/);
  });
});
