import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMediaStatus } from '../../src/domain/media-status';
import { siteConfigSchema } from '../../src/domain/site-config';
import { createLocalMediaPlatform } from '../../src/server/media/local/adapter';
import { MediaPlatformError } from '../../src/server/media/port';
import { runMediaPlatformContract, type ContractIds } from './media-platform.contract';

const FIXTURE_CATALOG = fileURLToPath(new URL('../fixtures/local-catalog/', import.meta.url));
const DEMO_CATALOG = fileURLToPath(new URL('../../data/demo/catalog/', import.meta.url));
const NOW = new Date('2026-07-01T12:00:00.000Z');

/** A catalog folder whose media.json is not JSON. */
async function brokenCatalog(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'broken-catalog-'));
  await writeFile(join(dir, 'media.json'), '{ "media": [');
  await writeFile(join(dir, 'playlists.json'), '{ "playlists": [] }');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

async function localSetup(catalogDir: string, ids: ContractIds) {
  const broken = await brokenCatalog();
  return {
    platform: createLocalMediaPlatform({ catalogDir, timeAnchor: () => NOW }),
    failing: createLocalMediaPlatform({ catalogDir: broken.dir, timeAnchor: () => NOW }),
    ids,
    teardown: broken.remove,
  };
}

runMediaPlatformContract('local (test catalog)', () =>
  localSetup(FIXTURE_CATALOG, {
    playlistId: 'plFeat01',
    mediaId: 'vodFilm1',
    seriesId: 'serAAAA1',
    seriesEpisodeId: 'epS1E2xx',
    liveEventId: 'liveEvt1',
    translatedMediaId: 'vodFilm1',
    searchPlaylistId: 'plSrch01',
    searchTerm: 'drama',
    recommendationsPlaylistId: 'plRecom1',
    watchlistPlaylistId: 'plWatch1',
    configId: 'testcfg1',
  }),
);

type Raw = Record<string, unknown>;
const readJson = (file: string): Raw => JSON.parse(readFileSync(join(DEMO_CATALOG, file), 'utf8')) as Raw;
const list = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : []);

/** Contract ids picked from the generated demo catalog, so the test follows it when it is regenerated. */
function demoCatalogIds(): ContractIds {
  const media = list(readJson('media.json').media);
  const playlists = list(readJson('playlists.json').playlists);
  const series = list(readJson('series.json').series).find(
    (entry) => list(entry.seasons).length >= 2 && list(entry.episodes).length >= 3,
  );
  const film = media.find(
    (item) => !item.contentType && Number(item.duration) > 0 && typeof item.tags === 'string' && list(item.images).length > 0,
  );
  const episodes = list(series?.episodes).sort(
    (a, b) => Number(a.season_number) - Number(b.season_number) || Number(a.episode_number) - Number(b.episode_number),
  );
  const config = readJson('configs/demo2026.json');
  const features = (config.features ?? {}) as Raw;
  return {
    playlistId: String(playlists.find((playlist) => list(playlist.media).length >= 4)?.feedid),
    mediaId: String(film?.mediaid),
    seriesId: String(series?.series_id),
    seriesEpisodeId: String(episodes[1]?.media_id),
    liveEventId: String(media.find((item) => item.contentType === 'liveevent')?.mediaid),
    translatedMediaId: String(media.find((item) => typeof item['title-es'] === 'string')?.mediaid),
    searchPlaylistId: String(playlists.find((playlist) => playlist.search === true)?.feedid),
    searchTerm: String(film?.tags).split(',')[0] ?? '',
    recommendationsPlaylistId: String(playlists.find((playlist) => playlist.related === true)?.feedid),
    watchlistPlaylistId: String(features.favoritesList),
    configId: 'demo2026',
  };
}

const hasDemoCatalog = existsSync(join(DEMO_CATALOG, 'media.json')) && existsSync(join(DEMO_CATALOG, 'configs', 'demo2026.json'));
if (hasDemoCatalog) runMediaPlatformContract('local (data/demo/catalog)', () => localSetup(DEMO_CATALOG, demoCatalogIds()));

describe.runIf(hasDemoCatalog)('demo catalog', () => {
  it('ships app configs that pass the site config schema (and one that must not)', async () => {
    const platform = createLocalMediaPlatform({ catalogDir: DEMO_CATALOG, timeAnchor: () => NOW });
    expect(siteConfigSchema.safeParse(await platform.getAppConfig('demo2026')).success).toBe(true);
    expect(siteConfigSchema.safeParse(await platform.getAppConfig('badconf1')).success).toBe(false);
  });
});

describe('local adapter specifics', () => {
  let now = NOW;
  const platform = createLocalMediaPlatform({ catalogDir: FIXTURE_CATALOG, timeAnchor: () => now });

  it('resolves relative event times against the clock on every call', async () => {
    now = NOW;
    const live = await platform.getMedia('liveEvt1');
    expect(live?.scheduledStart).toBe('2026-07-01T11:30:00.000Z');
    expect(live?.scheduledEnd).toBe('2026-07-01T14:00:00.000Z');
    expect(getMediaStatus(live!, now)).toBe('LIVE');
    const upcoming = await platform.getMedia('liveEvt2');
    expect(getMediaStatus(upcoming!, now)).toBe('SCHEDULED');

    now = new Date('2026-07-05T08:00:00.000Z');
    const later = await platform.getMedia('liveEvt1');
    expect(later?.scheduledStart).toBe('2026-07-05T07:30:00.000Z');
    now = NOW;
  });

  it('marks playlists with live or upcoming events for refetching', async () => {
    expect((await platform.getPlaylist('plLive01'))?.refetch).toBe(true);
    expect((await platform.getPlaylist('plWatch1'))?.refetch).toBe(false);
  });

  it('skips playlist entries that are not in the catalog', async () => {
    expect((await platform.getPlaylist('plLive01'))?.items.map((item) => item.mediaid)).toEqual(['liveEvt1', 'liveEvt2']);
  });

  it('gives each playlist item the playlist as its feed', async () => {
    const playlist = await platform.getPlaylist('plFeat01');
    expect(new Set(playlist?.items.map((item) => item.feedid))).toEqual(new Set(['plFeat01']));
  });

  it('translates playlist titles and keeps other custom params', async () => {
    const playlist = await platform.getPlaylist('plFeat01', { language: 'es' });
    expect(playlist).toMatchObject({ title: 'Destacados', cardImageAspectRatio: '2:3', custom: { layoutType: 'hero' } });
    const film = playlist?.items.find((item) => item.mediaid === 'vodFilm1');
    expect(film).toMatchObject({ title: 'Luces del puerto', description: 'Una farera y su faro afrontan un último invierno.' });
    expect(film?.custom['title-fr']).toBe('Lumières du port');
  });

  it('ranks recommendations by shared tags and genre', async () => {
    const related = await platform.getPlaylist('plRecom1', { relatedMediaId: 'vodFilm1' });
    expect(related?.items.map((item) => item.mediaid)).toEqual(['vodFilm2']);
    const sport = await platform.getPlaylist('plRecom1', { relatedMediaId: 'vodSprt1', pageLimit: 1 });
    expect(sport?.items.map((item) => item.mediaid)).toEqual(['liveEvt1']);
    expect(sport?.nextPageOffset).toBe(2);
  });

  it('answers the recommendations playlist without a reference with the newest items', async () => {
    const newest = await platform.getPlaylist('plRecom1', { pageLimit: 2 });
    expect(newest?.items.map((item) => item.mediaid)).toEqual(['vodSprt1', 'vodDoc01']);
  });

  it('searches without regard to case or accents, and in the requested language', async () => {
    expect((await platform.searchPlaylist('plSrch01', 'CAFE'))?.items.map((item) => item.mediaid)).toEqual(['vodDoc01']);
    expect((await platform.searchPlaylist('plSrch01', 'puerto', { language: 'es' }))?.items.map((item) => item.title)).toEqual([
      'Luces del puerto',
    ]);
    expect((await platform.searchPlaylist('plSrch01', '   '))?.items).toEqual([]);
    expect((await platform.getPlaylist('plSrch01'))?.items).toEqual([]);
  });

  it('serves a playlist as a content list', async () => {
    const list = await platform.getContentList('siteAAA1', 'plFeat01');
    expect(list?.items).toHaveLength(5);
    expect(await platform.getContentList('siteAAA1', 'nothing1')).toBeNull();
  });

  it('maps offers of premium items', async () => {
    const doc = await platform.getMedia('vodDoc01');
    expect(doc).toMatchObject({
      requiresSubscription: true,
      productIds: [
        { provider: 'cleeng', offerId: 'S123456789_NL', premier: false },
        { provider: 'cleeng', offerId: 'C987654321_NL', premier: true },
      ],
    });
  });

  it('returns no episodes after an id that is not in the series', async () => {
    const page = await platform.getEpisodes('serAAAA1', { afterId: 'vodFilm1' });
    expect(page).toMatchObject({ episodes: [], total: 0 });
  });

  it('gives episodes their series, season and number', async () => {
    const page = await platform.getEpisodes('serAAAA1', { season: 2 });
    expect(page?.episodes.map((episode) => [episode.seasonNumber, episode.episodeNumber, episode.media.seriesId])).toEqual([
      [2, 1, 'serAAAA1'],
      [2, 2, 'serAAAA1'],
    ]);
  });

  it('never reads a config outside the configs folder', async () => {
    expect(await platform.getAppConfig('../media')).toBeNull();
    expect(await platform.getAppConfig('..%2Fmedia')).toBeNull();
  });

  it('reads the catalog once, and retries when it could not be read', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'late-catalog-'));
    try {
      const late = createLocalMediaPlatform({ catalogDir: dir, timeAnchor: () => NOW });
      await expect(late.getMedia('vodFilm1')).rejects.toBeInstanceOf(MediaPlatformError);
      await cp(FIXTURE_CATALOG, dir, { recursive: true });
      expect((await late.getMedia('vodFilm1'))?.title).toBe('Harbour Lights');
      await writeFile(join(dir, 'media.json'), '{"media": []}');
      expect((await late.getMedia('vodFilm1'))?.title).toBe('Harbour Lights');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('local adapter with a catalog of the wrong shape', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'odd-catalog-'));
    await writeFile(join(dir, 'media.json'), JSON.stringify({ media: [{ title: 'no id' }] }));
    await writeFile(join(dir, 'playlists.json'), JSON.stringify({ playlists: [] }));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('names the file and the field', async () => {
    const platform = createLocalMediaPlatform({ catalogDir: dir, timeAnchor: () => NOW });
    await expect(platform.getMedia('x')).rejects.toThrow(/media\.json at media\.0\.mediaid/);
  });
});
