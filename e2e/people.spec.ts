import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { readFileSync } from 'node:fs';

/**
 * Federations and athletes pages (spec 3 §2), against the demo CMS dataset: lists with filters and Load More,
 * detail pages, the not-found messages, with JavaScript off and on, and axe.
 */

interface Doc {
  _id: string;
  _type: string;
  titleAndSlug?: { title: string; slug: { current: string } };
  sport?: { _ref: string };
  country?: { _ref: string };
  sports?: { _ref: string }[];
  code?: string;
  name?: string;
}

const docs: Doc[] = readFileSync('data/demo/cms/dataset.ndjson', 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Doc)
  .filter((doc) => !doc._id.startsWith('drafts.'));
const ofType = (type: string) => docs.filter((doc) => doc._type === type);
const slugOf = (doc: Doc) => doc.titleAndSlug?.slug.current ?? '';
const sportBySlug = (slug: string) => ofType('sport').find((doc) => slugOf(doc) === slug);

const archery = sportBySlug('archery');
const brazil = ofType('country').find((doc) => doc.code === 'BRA');
if (!archery || !brazil) throw new Error('the demo dataset lacks archery or Brazil');
const federationCount = ofType('federation').length;
const archeryFederations = ofType('federation').filter((doc) => doc.sports?.some((ref) => ref._ref === archery._id));
const excludedSportIds = new Set(ofType('sport').filter((doc) => doc.titleAndSlug?.title === 'Chengdu2025').map((doc) => doc._id));
const athletes = ofType('athlete').filter((doc) => !excludedSportIds.has(doc.sport?._ref ?? ''));
const archeryAthletes = athletes.filter((doc) => doc.sport?._ref === archery._id);
const archeryBrazilians = archeryAthletes.filter((doc) => doc.country?._ref === brazil._id);
const athlete = archeryBrazilians[0];
if (!athlete || archeryFederations.length === 0) throw new Error('the demo dataset lacks the expected records');

const federationCards = (page: Page) => page.locator('main a.federation-card');
const athleteCards = (page: Page) => page.locator('main a.athlete-card');

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('federations: 20 cards, Load More shows the rest, the sport filter applies with its button', async ({ page }) => {
    await page.goto('/federations');
    await expect(page.getByRole('heading', { level: 1, name: 'Federations' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/federations$/);
    await expect(federationCards(page)).toHaveCount(Math.min(20, federationCount));
    await page.getByRole('link', { name: 'Load More' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(federationCards(page)).toHaveCount(Math.min(40, federationCount));

    await page.getByLabel('Sport').selectOption({ label: archery.titleAndSlug?.title ?? '' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/federations\?sport=archery$/);
    await expect(federationCards(page)).toHaveCount(archeryFederations.length);
    await expect(page.getByRole('link', { name: 'Load More' })).toHaveCount(0);
  });

  test('federations: a sport without federations shows the no-result message', async ({ page }) => {
    await page.goto('/federations?sport=curling');
    await expect(page.getByText('No federations found for this sport.')).toBeVisible();
    await expect(federationCards(page)).toHaveCount(0);
  });

  test('federation page: facts, about and other federations', async ({ page }) => {
    const federation = archeryFederations[0];
    await page.goto(`/federations/${slugOf(federation!)}`);
    await expect(page.getByRole('heading', { level: 1, name: federation!.titleAndSlug?.title })).toBeVisible();
    for (const term of ['Website', 'Founded', 'Headquarters', 'Affiliations']) {
      await expect(page.locator('dt', { hasText: term })).toBeVisible();
    }
    await expect(page.locator('dd a[href^="https://"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Archery' }).first()).toHaveAttribute('href', '/sports/archery');
    const others = page.getByRole('region', { name: 'Other Federations' }).locator('a.federation-card');
    await expect(others).toHaveCount(federationCount - 1);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Federations' })).toHaveAttribute(
      'href',
      '/federations',
    );
  });

  test('unknown federation: "Federation not found!" with status 404', async ({ page }) => {
    const response = await page.goto('/federations/no-such-federation');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Federation not found!' })).toBeVisible();
  });

  test('athletes: filters by sport and country, Load More, "No Athletes found!"', async ({ page }) => {
    await page.goto('/athletes');
    await expect(page.getByRole('heading', { level: 1, name: 'Athletes' })).toBeVisible();
    await expect(athleteCards(page)).toHaveCount(Math.min(20, athletes.length));
    await page.getByRole('link', { name: 'Load More' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(athleteCards(page)).toHaveCount(Math.min(40, athletes.length));

    await page.getByLabel('Sport').selectOption('archery');
    await page.getByLabel('Country').selectOption('BRA');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/athletes\?sport=archery&country=BRA$/);
    await expect(athleteCards(page)).toHaveCount(archeryBrazilians.length);
    await expect(athleteCards(page).first()).toHaveAttribute('href', /\?sport=archery&country=BRA$/);

    await page.goto('/athletes?sport=archery&country=ZZZ');
    await expect(page.getByText('No Athletes found!')).toBeVisible();
    await expect(athleteCards(page)).toHaveCount(0);
  });

  test('athlete page: profile, sport, country, social links, videos, federations; the breadcrumb keeps the filters', async ({ page }) => {
    await page.goto(`/athletes/${slugOf(athlete)}?sport=archery&country=BRA`);
    await expect(page.getByRole('heading', { level: 1, name: athlete.titleAndSlug?.title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/athletes/${slugOf(athlete)}$`));
    await expect(page.locator('dt', { hasText: 'Sport' }).locator('+ dd')).toHaveText('Archery');
    await expect(page.locator('dt', { hasText: 'Country' }).locator('+ dd')).toHaveText('Brazil');
    await expect(page.getByRole('link', { name: /on (YouTube|X|TikTok|Instagram|Facebook)/ }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Videos' }).locator('a.media-card').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Federations' }).locator('a.federation-card').first()).toBeVisible();
    const back = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Athletes' });
    await expect(back).toHaveAttribute('href', '/athletes?sport=archery&country=BRA');
    await back.click();
    await expect(athleteCards(page)).toHaveCount(archeryBrazilians.length);
  });

  test('unknown athlete: "Athlete not found!" with status 404', async ({ page }) => {
    const response = await page.goto('/athletes/no-such-athlete');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Athlete not found!' })).toBeVisible();
  });
});

test.describe('with JavaScript on', () => {
  test('federations: choosing a sport applies at once and replaces the history entry', async ({ page }) => {
    await page.goto('/');
    await page.goto('/federations');
    await expect(page.getByRole('button', { name: 'Apply' })).toBeHidden();
    await page.getByLabel('Sport').selectOption('archery');
    await expect(page).toHaveURL(/\/federations\?sport=archery$/);
    await expect(federationCards(page)).toHaveCount(archeryFederations.length);
    // The new page's filter script is live once it has hidden Apply.
    await expect(page.getByRole('button', { name: 'Apply' })).toBeHidden();
    await page.getByLabel('Sport').selectOption('all');
    await expect(page).toHaveURL(/\/federations$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('athletes: the two dropdowns update the URL by replacement and the list', async ({ page }) => {
    await page.goto('/athletes');
    await page.getByLabel('Sport').selectOption('archery');
    await expect(page).toHaveURL(/\/athletes\?sport=archery$/);
    await expect(athleteCards(page)).toHaveCount(Math.min(20, archeryAthletes.length));
    await page.getByLabel('Country').selectOption('BRA');
    await expect(page).toHaveURL(/\/athletes\?sport=archery&country=BRA$/);
    await expect(athleteCards(page)).toHaveCount(archeryBrazilians.length);
    await athleteCards(page).first().click();
    await expect(page).toHaveURL(/\/athletes\/[a-z0-9-]+\?sport=archery&country=BRA$/);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Athletes' }).click();
    await expect(page).toHaveURL(/\/athletes\?sport=archery&country=BRA$/);
    await expect(page.getByLabel('Country')).toHaveValue('BRA');
  });

  test('federation and athlete pages render with scripts running', async ({ page }) => {
    await page.goto(`/federations/${slugOf(archeryFederations[0]!)}`);
    await expect(page.getByRole('region', { name: 'Other Federations' }).getByRole('button', { name: 'Scroll forward' })).toBeVisible();
    await page.goto(`/athletes/${slugOf(athlete)}`);
    await expect(page.getByRole('heading', { level: 1, name: athlete.titleAndSlug?.title })).toBeVisible();
  });
});

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const path of ['/federations', '/federations/no-such-federation', '/athletes', '/athletes?sport=archery&country=ZZZ']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousViolations(page);
    });
  }

  test('a federation page', async ({ page }) => {
    await page.goto(`/federations/${slugOf(archeryFederations[0]!)}`);
    await expectNoSeriousViolations(page);
  });

  test('an athlete page', async ({ page }) => {
    await page.goto(`/athletes/${slugOf(athlete)}`);
    await expectNoSeriousViolations(page);
  });
});
