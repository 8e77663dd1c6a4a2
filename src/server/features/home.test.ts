import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema, type SiteConfig } from '../../domain/site-config';
import { buildContainer } from '../container';
import { loadEnv } from '../env';

const { loadHome } = buildContainer(loadEnv(process.env)).useCases.home;

// Runs against the embedded adapters and the demo dataset (data/demo), as `npm start` does.
const demoConfig = siteConfigSchema.parse(JSON.parse(readFileSync('data/demo/catalog/configs/demo2026.json', 'utf8')));

function config(overrides: Partial<SiteConfig>): SiteConfig {
  return { ...demoConfig, ...overrides };
}

describe('loadHome', () => {
  it('loads the CMS home content, the sports and one shelf per content row, in order', async () => {
    const home = await loadHome(demoConfig, 'en');
    expect(home.content?.heroTitle).toBeTruthy();
    expect(home.sports.length).toBeGreaterThan(0);
    expect(home.sports.map((sport) => sport.title)).not.toContain('Chengdu2025');
    const rows = home.shelves.map((shelf) => shelf.row);
    const expectedRows = demoConfig.content.filter(
      (row) =>
        (row.type === 'playlist' && row.contentId) ||
        (row.type === 'favorites' && demoConfig.features.favoritesList) ||
        (row.type === 'continue_watching' && demoConfig.features.continueWatchingList),
    );
    expect(rows).toEqual(expectedRows);
    expect(home.shelves.every((shelf) => shelf.type !== 'media' || shelf.status === 'ok')).toBe(true);
    expect(home.allEmpty).toBe(false);
  });

  it('opens the hero call to action on the first item of the featured row', async () => {
    const home = await loadHome(demoConfig, 'en');
    const featured = home.shelves.find((shelf) => shelf.type === 'media' && shelf.row.featured);
    expect(featured?.type === 'media' && featured.status === 'ok' && featured.playlist.items[0]?.mediaid).toBe(
      home.featuredItem?.item.mediaid,
    );
  });

  it("adds one hero slide per CMS carousel playlist, without repeating the hero's own item", async () => {
    const home = await loadHome(demoConfig, 'en');
    const carouselIds = home.content?.carouselVideos.map((entry) => entry.playlistId) ?? [];
    expect(carouselIds.length).toBeGreaterThan(1);
    expect(home.carouselSlides.map((slide) => slide.playlistId)).toEqual(carouselIds);
    const shown = [home.featuredItem?.item.mediaid, ...home.carouselSlides.map((slide) => slide.item.mediaid)];
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('turns a playlist that cannot be loaded into an error shelf and keeps the others', async () => {
    const home = await loadHome(
      config({
        content: [
          { type: 'playlist', contentId: 'NoSuchId', featured: false, custom: {} },
          ...demoConfig.content.filter((row) => row.type === 'playlist').slice(0, 1),
        ],
      }),
      'en',
    );
    expect(home.shelves.map((shelf) => (shelf.type === 'media' ? shelf.status : shelf.type))).toEqual(['error', 'ok']);
  });

  it('shows the favorites and continue-watching rows only when the config enables those lists', async () => {
    const rows = [
      { type: 'favorites' as const, featured: false, custom: {} },
      { type: 'continue_watching' as const, featured: false, custom: {} },
    ];
    const enabled = await loadHome(
      config({ content: rows, features: { ...demoConfig.features, favoritesList: 'fav1', continueWatchingList: 'cw1' } }),
      'en',
    );
    expect(enabled.shelves.map((shelf) => shelf.type === 'watch-list' && shelf.list)).toEqual([
      'favorites',
      'continue_watching',
    ]);
    const disabled = await loadHome(
      config({ content: rows, features: { ...demoConfig.features, favoritesList: null, continueWatchingList: null } }),
      'en',
    );
    expect(disabled.shelves).toEqual([]);
  });

  it('reports all shelves empty when no row has items', async () => {
    const home = await loadHome(config({ content: [{ type: 'playlist', featured: false, custom: {} }] }), 'en');
    expect(home.shelves).toEqual([]);
    expect(home.allEmpty).toBe(true);
  });
});
