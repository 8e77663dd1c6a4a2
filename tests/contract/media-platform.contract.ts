import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../src/domain/media';
import { MediaPlatformError, type MediaPlatform } from '../../src/server/media/port';

/**
 * What every MediaPlatform adapter must do (src/server/media/port.ts). Each adapter's test file calls
 * `runMediaPlatformContract` with a setup that names ids present in its data.
 */
export interface ContractIds {
  /** A playlist with at least 3 items that have images and sources. */
  playlistId: string;
  /** A video with images, sources and a duration; not an episode. */
  mediaId: string;
  /** A series with at least 2 seasons and 3 episodes. */
  seriesId: string;
  /** An episode of `seriesId` that is neither its first nor its last. */
  seriesEpisodeId: string;
  liveEventId: string;
  /** A media item with `title-{translationLanguage}`. */
  translatedMediaId: string;
  /** Default `es`. */
  translationLanguage?: string;
  searchPlaylistId: string;
  /** A word that matches at least one item's title, description or tags. */
  searchTerm: string;
  recommendationsPlaylistId: string;
  watchlistPlaylistId: string;
  configId: string;
  /** The property whose app content is searched (the local catalogue is one property: any id). */
  siteId?: string;
}

export interface ContractSetup {
  platform: MediaPlatform;
  ids: ContractIds;
  /** The same adapter whose backend is broken (server errors, unreadable data). */
  failing: MediaPlatform;
  teardown?: () => Promise<void>;
}

const UNKNOWN = 'zz0000zz';

function expectPlayableItem(item: MediaItem) {
  expect(item.mediaid).toMatch(/\S/);
  expect(item.title).toMatch(/\S/);
  expect(item.image).toMatch(/\S/);
  expect(item.images.length).toBeGreaterThan(0);
  for (const image of item.images) {
    expect(image.src).toMatch(/\S/);
    expect(image.width).toBeGreaterThan(0);
    expect(image.type).toMatch(/^image\//);
  }
  expect(item.sources.length).toBeGreaterThan(0);
  for (const source of item.sources) {
    expect(source.file).toMatch(/\S/);
    expect(source.type).toMatch(/\S/);
  }
}

export function runMediaPlatformContract(name: string, setup: () => Promise<ContractSetup>): void {
  describe(`MediaPlatform contract: ${name}`, () => {
    let platform: MediaPlatform;
    let failing: MediaPlatform;
    let ids: ContractIds;
    let teardown: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ platform, ids, failing, teardown } = await setup());
    });
    afterAll(async () => {
      await teardown?.();
    });

    describe('playlists', () => {
      it('maps a playlist into items with images and sources', async () => {
        const playlist = await platform.getPlaylist(ids.playlistId);
        expect(playlist?.id).toBe(ids.playlistId);
        expect(playlist?.title).toMatch(/\S/);
        expect(playlist?.items.length).toBeGreaterThanOrEqual(3);
        const playable = playlist?.items.filter((item) => item.sources.length > 0 && item.images.length > 0) ?? [];
        expect(playable.length).toBeGreaterThanOrEqual(2);
        playable.forEach(expectPlayableItem);
      });

      it('respects the page limit and pages on from nextPageOffset', async () => {
        const all = await platform.getPlaylist(ids.playlistId);
        const first = await platform.getPlaylist(ids.playlistId, { pageLimit: 2 });
        expect(first?.items.map((item) => item.mediaid)).toEqual(all?.items.slice(0, 2).map((item) => item.mediaid));
        expect(first?.nextPageOffset).toBe(3);
        const second = await platform.getPlaylist(ids.playlistId, { pageLimit: 2, pageOffset: first?.nextPageOffset });
        expect(second?.items.map((item) => item.mediaid)).toEqual(all?.items.slice(2, 4).map((item) => item.mediaid));
      });

      it('returns null for an unknown playlist', async () => {
        expect(await platform.getPlaylist(UNKNOWN)).toBeNull();
      });

      it('recommends related media without the media itself', async () => {
        const related = await platform.getPlaylist(ids.recommendationsPlaylistId, { relatedMediaId: ids.mediaId });
        expect(related?.items.length).toBeGreaterThan(0);
        expect(related?.items.map((item) => item.mediaid)).not.toContain(ids.mediaId);
      });

      it('searches the search playlist', async () => {
        const results = await platform.searchPlaylist(ids.searchPlaylistId, ids.searchTerm);
        expect(results?.items.length).toBeGreaterThan(0);
        for (const item of results?.items ?? []) {
          const text = `${item.title} ${item.description} ${item.tags.join(' ')}`.toLowerCase();
          expect(text).toContain(ids.searchTerm.toLowerCase());
        }
        expect(await platform.searchPlaylist(UNKNOWN, ids.searchTerm)).toBeNull();
      });

      it("searches the property's app content", async () => {
        const results = await platform.searchAppContent(ids.siteId ?? 'Demo0001', ids.searchTerm);
        expect(results?.items.length).toBeGreaterThan(0);
        for (const item of results?.items ?? []) {
          const text = `${item.title} ${item.description} ${item.tags.join(' ')}`.toLowerCase();
          expect(text).toContain(ids.searchTerm.toLowerCase());
        }
      });

      it('returns a watchlist in the requested order, skipping unknown ids', async () => {
        const playlist = await platform.getPlaylist(ids.playlistId);
        const [a, b] = (playlist?.items ?? []).map((item) => item.mediaid);
        const watchlist = await platform.getWatchlist(ids.watchlistPlaylistId, [b!, UNKNOWN, a!]);
        expect(watchlist?.items.map((item) => item.mediaid)).toEqual([b, a]);
        const reversed = await platform.getWatchlist(ids.watchlistPlaylistId, [a!, b!]);
        expect(reversed?.items.map((item) => item.mediaid)).toEqual([a, b]);
        expect(await platform.getWatchlist(UNKNOWN, [a!])).toBeNull();
      });
    });

    describe('media', () => {
      it('maps a media item', async () => {
        const media = await platform.getMedia(ids.mediaId);
        expect(media?.mediaid).toBe(ids.mediaId);
        expectPlayableItem(media!);
        expect(media?.duration).toBeGreaterThan(0);
        expect(media?.tags.length).toBeGreaterThan(0);
      });

      it('returns null for unknown media and unknown images', async () => {
        expect(await platform.getMedia(UNKNOWN)).toBeNull();
        expect(await platform.getMediaImages(UNKNOWN)).toBeNull();
      });

      it('lists the images of a media item', async () => {
        const images = await platform.getMediaImages(ids.mediaId);
        expect(images?.length).toBeGreaterThan(0);
        for (const image of images ?? []) expect(image.src).toMatch(/\S/);
      });

      it('applies translations for the requested language', async () => {
        const language = ids.translationLanguage ?? 'es';
        const original = await platform.getMedia(ids.translatedMediaId);
        const translated = await platform.getMedia(ids.translatedMediaId, { language });
        const expectedTitle = original?.custom[`title-${language}`];
        expect(expectedTitle).toMatch(/\S/);
        expect(translated?.title).toBe(expectedTitle);
        expect(translated?.title).not.toBe(original?.title);
        expect(translated?.custom).not.toHaveProperty(`title-${language}`);
        const playlist = await platform.getPlaylist(ids.playlistId, { language });
        expect(playlist?.items.every((item) => !(`title-${language}` in item.custom))).toBe(true);
      });

      it('maps a live event with its schedule and event state', async () => {
        const live = await platform.getMedia(ids.liveEventId);
        expect(live?.contentType).toBe('liveevent');
        expect(live?.eventState).toBeDefined();
        expect(Number.isNaN(Date.parse(live?.scheduledStart ?? ''))).toBe(false);
        expect(Number.isNaN(Date.parse(live?.scheduledEnd ?? ''))).toBe(false);
        expect(Date.parse(live!.scheduledEnd!)).toBeGreaterThan(Date.parse(live!.scheduledStart!));
      });
    });

    describe('series', () => {
      it('maps a series with its seasons in order', async () => {
        const series = await platform.getSeries(ids.seriesId);
        expect(series?.seriesId).toBe(ids.seriesId);
        expect(series?.title).toMatch(/\S/);
        expect(series?.seasons.length).toBeGreaterThanOrEqual(2);
        expect(series?.seasonCount).toBe(series?.seasons.length);
        const numbers = series?.seasons.map((season) => season.seasonNumber) ?? [];
        expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
        expect(await platform.getSeries(UNKNOWN)).toBeNull();
      });

      it('pages episodes in season and episode order', async () => {
        const all = await platform.getEpisodes(ids.seriesId);
        expect(all?.total).toBe(all?.episodes.length);
        expect(all?.episodes.length).toBeGreaterThanOrEqual(3);
        const order = all!.episodes.map((episode) => episode.seasonNumber * 1000 + episode.episodeNumber);
        expect(order).toEqual([...order].sort((x, y) => x - y));
        for (const episode of all!.episodes) expect(episode.media.seriesId).toBe(ids.seriesId);

        const firstPage = await platform.getEpisodes(ids.seriesId, { pageLimit: 2 });
        expect(firstPage?.episodes.map((episode) => episode.media.mediaid)).toEqual(
          all!.episodes.slice(0, 2).map((episode) => episode.media.mediaid),
        );
        expect(firstPage).toMatchObject({ pageOffset: 0, pageLimit: 2, total: all!.total });
        const secondPage = await platform.getEpisodes(ids.seriesId, { pageLimit: 2, pageOffset: 1 });
        expect(secondPage?.episodes.map((episode) => episode.media.mediaid)).toEqual(
          all!.episodes.slice(2, 4).map((episode) => episode.media.mediaid),
        );
        expect(await platform.getEpisodes(UNKNOWN)).toBeNull();
      });

      it('finds the episode after a given one', async () => {
        const all = (await platform.getEpisodes(ids.seriesId))!.episodes.map((episode) => episode.media.mediaid);
        const next = await platform.getEpisodes(ids.seriesId, { afterId: ids.seriesEpisodeId, pageLimit: 1 });
        expect(next?.episodes.map((episode) => episode.media.mediaid)).toEqual([all[all.indexOf(ids.seriesEpisodeId) + 1]]);
        const last = all.at(-1)!;
        expect((await platform.getEpisodes(ids.seriesId, { afterId: last }))?.episodes).toEqual([]);
      });

      it('lists the episodes of one season', async () => {
        const series = await platform.getSeries(ids.seriesId);
        const season = series!.seasons.at(-1)!;
        const episodes = await platform.getEpisodes(ids.seriesId, { season: season.seasonNumber });
        expect(episodes?.episodes.length).toBeGreaterThan(0);
        expect(episodes?.episodes.every((episode) => episode.seasonNumber === season.seasonNumber)).toBe(true);
        expect(await platform.getEpisodes(ids.seriesId, { season: 99 })).toBeNull();
      });

      it('tells which series an episode belongs to', async () => {
        const memberships = await platform.getSeriesMemberships([ids.seriesEpisodeId, ids.mediaId]);
        expect(memberships[ids.seriesEpisodeId]?.map((entry) => entry.seriesId)).toContain(ids.seriesId);
        expect(memberships[ids.mediaId]).toBeUndefined();
        expect(await platform.getSeriesMemberships([])).toEqual({});
      });
    });

    describe('app config', () => {
      it('returns the raw config, or null when unknown', async () => {
        const config = await platform.getAppConfig(ids.configId);
        expect(config).toMatchObject({ siteId: expect.any(String), content: expect.any(Array), menu: expect.any(Array) });
        expect(await platform.getAppConfig('zz00zz00')).toBeNull();
      });
    });

    describe('failures', () => {
      it('rejects with MediaPlatformError when the backend fails', async () => {
        await expect(failing.getPlaylist(ids.playlistId)).rejects.toBeInstanceOf(MediaPlatformError);
        await expect(failing.getMedia(ids.mediaId)).rejects.toBeInstanceOf(MediaPlatformError);
        await expect(failing.getSeries(ids.seriesId)).rejects.toBeInstanceOf(MediaPlatformError);
      });
    });
  });
}
