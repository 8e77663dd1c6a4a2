import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaPlatformError } from '../media/port';
import { buildContainer } from '../container';
import { loadEnv } from '../env';

const container = buildContainer(loadEnv(process.env));
const { mediaPage, seriesPage, siteConfig } = container.useCases;
const { loadMediaPage } = mediaPage;
const { loadSeriesPage } = seriesPage;
const { loadSiteConfig } = siteConfig;

// Runs against the embedded media platform and the demo catalog ("Road to Aurora": 2 seasons of 4 episodes).
const ROAD_TO_AURORA = 's1BV5OHl';
const SEASON_TWO_EPISODE_ONE = 'WMUz402Q';

afterEach(() => vi.restoreAllMocks());

describe('loadSeriesPage', () => {
  it('defaults to the first season and its first episode, with the next episode', async () => {
    const page = await loadSeriesPage({ seriesId: ROAD_TO_AURORA, language: 'en' });
    expect(page.kind).toBe('series');
    if (page.kind !== 'series') return;
    expect(page.season).toBe(1);
    expect(page.episodes.map((episode) => [episode.seasonNumber, episode.episodeNumber])).toEqual([[1, 1], [1, 2], [1, 3], [1, 4]]);
    expect(page.current?.episodeNumber).toBe(1);
    expect(page.episodeFromAddress).toBe(false);
    expect(page.next?.episodeNumber).toBe(2);
    expect(page.trailer?.title).toMatch(/Trailer/);
  });

  it("an episode in the address selects its season; a chosen season wins", async () => {
    const byEpisode = await loadSeriesPage({ seriesId: ROAD_TO_AURORA, episodeId: SEASON_TWO_EPISODE_ONE, language: 'en' });
    expect(byEpisode).toMatchObject({ kind: 'series', season: 2, episodeFromAddress: true, current: { seasonNumber: 2, episodeNumber: 1 } });
    const chosen = await loadSeriesPage({ seriesId: ROAD_TO_AURORA, episodeId: SEASON_TWO_EPISODE_ONE, season: 1, language: 'en' });
    expect(chosen).toMatchObject({ season: 1, current: { seasonNumber: 2 } });
    const stranger = await loadSeriesPage({ seriesId: ROAD_TO_AURORA, episodeId: 'hnswCbM4', language: 'en' });
    expect(stranger).toMatchObject({ season: 1, episodeFromAddress: false });
  });

  it('an unknown series goes to the playlist of that id, else is not found; a platform failure is series_error', async () => {
    expect(await loadSeriesPage({ seriesId: 'F2pF0aXE', language: 'en' })).toEqual({ kind: 'redirect', location: '/p/F2pF0aXE' });
    expect(await loadSeriesPage({ seriesId: 'zz000000', language: 'en' })).toEqual({ kind: 'not-found' });
    vi.spyOn(container.media, 'getSeries').mockRejectedValue(new MediaPlatformError('down', 503));
    container.cache.invalidate('series:');
    expect(await loadSeriesPage({ seriesId: 'AAAA0000', language: 'en' })).toEqual({ kind: 'error' });
  });
});

describe('loadMediaPage', () => {
  async function page(id: string, slug?: string, search = '') {
    const config = await loadSiteConfig(null);
    if (!config.ok) throw new Error(config.message);
    return loadMediaPage({ id, slug, search: new URLSearchParams(search), language: 'en', config: config.config, now: new Date() });
  }

  it('redirects an episode to its series page, keeping play and r', async () => {
    expect(await page(SEASON_TWO_EPISODE_ONE, undefined, 'play=1&r=Iea95eMj')).toEqual({
      kind: 'redirect',
      status: 302,
      location: `/s/${ROAD_TO_AURORA}/road-to-aurora?r=Iea95eMj&e=${SEASON_TWO_EPISODE_ONE}&play=1`,
    });
  });

  it('shows an episode whose series cannot be found as a video', async () => {
    const { media } = container;
    vi.spyOn(media, 'getSeriesMemberships').mockResolvedValue({});
    vi.spyOn(media, 'getSeries').mockResolvedValue(null);
    container.cache.invalidate('series');
    const result = await page('QW8x4BZS', 'pool-play');
    expect(result.kind).toBe('video');
  });

  it('redirects an outdated slug with a 301 and shows the screen for the content type', async () => {
    expect(await page('hnswCbM4', 'old-title', 'r=x')).toMatchObject({ kind: 'redirect', status: 301, location: '/m/hnswCbM4/the-last-lighthouse?r=x' });
    expect(await page('hnswCbM4', 'the-last-lighthouse')).toMatchObject({ kind: 'video', trailer: { mediaid: 'd3pF0QDy' } });
    expect(await page(ROAD_TO_AURORA, 'road-to-aurora')).toMatchObject({ kind: 'series', seriesId: ROAD_TO_AURORA });
    expect(await page('nope0000')).toEqual({ kind: 'not-found' });
  });

  it('takes the next item from the list the viewer came from', async () => {
    const result = await page('hnswCbM4', 'the-last-lighthouse', 'r=Iea95eMj');
    expect(result).toMatchObject({ kind: 'video', related: { id: 'Iea95eMj' }, next: { mediaid: 'q4mhRiX9' } });
  });
});
