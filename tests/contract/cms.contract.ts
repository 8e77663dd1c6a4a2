import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import type { Cms } from '../../src/server/cms/port';
import { CmsError } from '../../src/server/cms/port';
import {
  readAthlete,
  readAthletes,
  readCountries,
  readEmbed,
  readFederation,
  readFederations,
  readHomeContent,
  readLayout,
  readPage,
  readPodcast,
  readPodcasts,
  readSchedule,
  readSettings,
  readSport,
  readSports,
} from '../../src/server/cms/content';

/**
 * The behaviour every `Cms` adapter must show over the demo dataset (data/demo/cms/dataset.ndjson), read
 * through the reader functions of `server/cms/content.ts`. Setups must evaluate relative times against NOW.
 */
export const DATASET_FILE = resolve(import.meta.dirname, '../../data/demo/cms/dataset.ndjson');
export const NOW = new Date('2026-07-10T12:00:00.000Z');

/** The demo's embeds (scripts/demo/cms/lib/docs-embed.mjs). */
export const EMBED_IDS = {
  korfball: '3f1c2a9e-7b4d-4e2a-9c61-5d8e0b7a4f10',
  fistball: '8a6e4b21-0c3f-4d7e-b5a9-2e1f6c9d3b47',
  beachHandball: 'c2d7f5e8-9a14-4b63-8e0d-71a5b3c6f298',
  broken: 'e9b03c7d-4f2a-4186-a5d1-0c8e6b2f9a35',
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
const codePointOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const isSorted = (values: string[]) =>
  values.every((value, i) => i === 0 || codePointOrder(values[i - 1]!, value) <= 0);

export interface CmsContractSetup {
  cms: Cms;
  close?: () => Promise<void>;
}

export function describeCmsContract(adapterName: string, setup: () => Promise<CmsContractSetup>) {
  describe(`Cms contract: ${adapterName}`, () => {
    let cms: Cms;
    let close: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      ({ cms, close } = await setup());
    });
    afterAll(async () => {
      await close?.();
    });

    it('answers raw GROQ with parameters', async () => {
      expect(await cms.query('count(*[_type == "settings"])')).toBe(1);
      expect(
        await cms.query('*[_type == "sport" && titleAndSlug.slug.current == $slug][0].sportsCode', {
          slug: 'korfball',
        }),
      ).toBe('KOR');
      expect(
        await cms.query('*[_type == "sport" && titleAndSlug.slug.current == $slug][0]', { slug: 'no-such-sport' }),
      ).toBeNull();
    });

    it('rejects invalid GROQ with a CmsError carrying status 400', async () => {
      const failure = await cms.query('*[_type == ').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CmsError);
      expect((failure as CmsError).status).toBe(400);
    });

    it('lists sports by title without Chengdu2025 or unpublished drafts', async () => {
      const sports = await readSports(cms);
      const titles = sports.map((s) => s.title);
      expect(sports.length).toBeGreaterThanOrEqual(14);
      expect(titles).not.toContain('Chengdu2025');
      expect(titles.filter((t) => t.startsWith('Archery'))).toEqual(['Archery']);
      expect(isSorted(titles)).toBe(true);
      for (const sport of sports) {
        expect(sport.gradient.start).toMatch(/^#[0-9a-f]{6}$/i);
        expect(sport.logo).toMatchObject({
          url: expect.stringMatching(/^\/cms-assets\/images\/.+\.svg$/),
          width: 512,
          height: 512,
        });
      }
    });

    it('reads one sport by slug, with federations, videos and rich text', async () => {
      const korfball = await readSport(cms, 'korfball');
      expect(korfball).toMatchObject({ title: 'Korfball', slug: 'korfball', sportsCode: 'KOR' });
      expect(korfball!.federations.map((f) => f.abbreviation)).toContain('IKA');
      expect(korfball!.vods.length).toBeGreaterThan(0);
      expect(korfball!.about[0]).toMatchObject({ _type: 'block' });
      expect(korfball!.beginnersGuide.urls.length).toBeGreaterThan(0);
      expect(korfball!.heroImage?.url).toMatch(/\.jpg$/);
      expect(await readSport(cms, 'chengdu2025')).toBeNull();
      expect(await readSport(cms, 'no-such-sport')).toBeNull();
    });

    it('lists federations by title and reads one with its wiki details', async () => {
      const federations = await readFederations(cms);
      expect(federations.length).toBeGreaterThanOrEqual(22);
      expect(isSorted(federations.map((f) => f.title))).toBe(true);
      expect(federations.flatMap((f) => f.sports.map((s) => s.title))).not.toContain('Chengdu2025');
      const one = await readFederation(cms, federations[0]!.slug);
      expect(one).toMatchObject({ id: federations[0]!.id, website: expect.stringMatching(/^https:\/\//) });
      expect(one!.affiliations.length).toBeGreaterThan(0);
      expect(one!.about.length).toBeGreaterThan(0);
    });

    it('lists athletes from at least 22 countries and reads one in full', async () => {
      const athletes = await readAthletes(cms);
      expect(athletes.length).toBeGreaterThanOrEqual(90);
      expect(new Set(athletes.map((a) => a.country?.code)).size).toBeGreaterThanOrEqual(22);
      expect(isSorted(athletes.map((a) => a.title))).toBe(true);
      const first = athletes[0]!;
      expect(first.sport?.title).toBeTruthy();
      expect(first.profileImage).toMatchObject({ width: 480, height: 600 });
      const athlete = await readAthlete(cms, first.slug);
      expect(athlete).toMatchObject({ id: first.id, title: first.title });
      expect(athlete!.socialLinks.length).toBeGreaterThan(0);
      expect(athlete!.federations.length).toBeGreaterThan(0);
      expect(athlete!.coverImage).toBeDefined();
    });

    it('lists countries by name with their flags', async () => {
      const countries = await readCountries(cms);
      expect(countries.length).toBeGreaterThanOrEqual(24);
      expect(isSorted(countries.map((c) => c.name))).toBe(true);
      expect(countries.every((c) => c.flag?.url.endsWith('.svg'))).toBe(true);
    });

    it('lists podcasts and reads one by slug', async () => {
      const podcasts = await readPodcasts(cms);
      expect(podcasts).toHaveLength(3);
      for (const podcast of podcasts) expect(podcast.rssUrl).toBe(`/demo-feeds/${podcast.slug}.xml`);
      expect(await readPodcast(cms, podcasts[1]!.slug)).toEqual(podcasts[1]);
    });

    it('returns the schedule in start order with relative times resolved against now', async () => {
      const schedule = await readSchedule(cms);
      expect(schedule.length).toBeGreaterThanOrEqual(48);
      expect(isSorted(schedule.map((i) => i.startTime))).toBe(true);
      for (const item of schedule) {
        expect(item.startTime >= at(-3 * DAY) && item.startTime <= at(7 * DAY)).toBe(true);
        expect(item.sport?.title).toBeTruthy();
      }
      const liveNow = schedule.filter((i) => i.startTime <= NOW.toISOString() && NOW.toISOString() < i.endTime);
      expect(liveNow.length).toBeGreaterThanOrEqual(2);
      const semiFinal = schedule.find((i) => i.sport?.slug === 'korfball' && i.eventName.includes('Semi-final'));
      expect(semiFinal).toMatchObject({ startTime: at(-0.5 * HOUR), endTime: at(2 * HOUR) });
      expect(semiFinal!.liveStreamMediaIds).toHaveLength(1);
      expect(schedule.some((i) => i.location === undefined)).toBe(true);
    });

    it('reads the home content with the countdown resolved against now', async () => {
      const home = await readHomeContent(cms);
      expect(home).toMatchObject({
        countDownDateAndTime: at(3 * DAY),
        endDateAndTime: at(13 * DAY),
        hideCounterCard: false,
        hideHeroVideo: false,
        heroVideo: { url: expect.stringMatching(/^\/demo-media\/hls\/.+\/hero-loop\.mp4$/), contentType: 'video/mp4' },
      });
      expect(home!.carouselVideos.length).toBeGreaterThan(0);
      expect(home!.heroPoster).toMatchObject({ width: 1920, height: 1080 });
    });

    it('reads the layout and the settings', async () => {
      const layout = await readLayout(cms);
      expect(layout!.header.menu).toContainEqual({ title: 'Live', url: '/live' });
      expect(layout!.footer.menu.map((m) => m.url)).toContain('/privacy-policy');
      expect(layout!.footer.partners.length).toBeGreaterThanOrEqual(6);
      expect(layout!.footer.partners.every((p) => p.logo?.url)).toBe(true);
      expect(layout!.footer.socialLinks.length).toBeGreaterThan(0);
      const settings = await readSettings(cms);
      expect(settings).toMatchObject({ siteTitle: 'Aurora Games 2026', contactEmail: expect.stringContaining('@') });
    });

    it('reads embeds by UUID: their allowed domains, streams and events; missing and misconfigured ones apart', async () => {
      const korfball = await readEmbed(cms, EMBED_IDS.korfball);
      expect(korfball.kind).toBe('found');
      const config = korfball.kind === 'found' ? korfball.config : undefined;
      expect(config).toMatchObject({
        id: EMBED_IDS.korfball,
        title: 'IKA live player',
        stream: { liveMediaId: expect.any(String), vodMediaId: expect.any(String), transmissionComingSoon: false },
        fallbackImage: { url: expect.stringMatching(/^\/cms-assets\/images\/.+\.jpg$/), width: 1600, height: 640 },
      });
      expect(config!.allowedDomains).toContainEqual({ host: 'korfball.example', wildcard: true });
      expect(config!.events.map((event) => event.sepId)).toEqual(['semi-final', 'arena']);
      // Upper-case UUIDs name the same embed.
      expect(await readEmbed(cms, EMBED_IDS.korfball.toUpperCase())).toEqual(korfball);
      expect(await readEmbed(cms, EMBED_IDS.beachHandball)).toMatchObject({
        config: { stream: { transmissionComingSoon: true } },
      });

      const broken = await readEmbed(cms, EMBED_IDS.broken);
      expect(broken).toMatchObject({ kind: 'invalid', issues: expect.stringContaining('allowedDomains.0') });
      expect(broken).toMatchObject({ issues: expect.stringContaining('liveStream') });
      expect(await readEmbed(cms, '00000000-0000-4000-8000-000000000000')).toEqual({ kind: 'missing' });
      expect(await readEmbed(cms, 'not-a-uuid')).toEqual({ kind: 'missing' });
    });

    it('reads static pages, including the deliberately empty one', async () => {
      const privacy = await readPage(cms, 'privacy-policy');
      expect(
        privacy!.content.filter((block) => (block as { style?: string }).style === 'h2').length,
      ).toBeGreaterThanOrEqual(3);
      expect((await readPage(cms, 'terms-of-service'))!.content).toEqual([]);
      expect(await readPage(cms, 'no-such-page')).toBeNull();
    });
  });
}
