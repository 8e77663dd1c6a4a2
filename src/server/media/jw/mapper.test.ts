import { describe, expect, it } from 'vitest';
import { mapMediaItem } from './mapper';
import { toContentList, toEpisodesPage, toMediaImages, toPlaylist, toSeries, toSeriesMemberships } from './parse';
import { wireItemSchema } from './wire';

const item = (fields: Record<string, unknown>, language?: string) =>
  mapMediaItem(wireItemSchema.parse({ mediaid: 'abcd1234', title: 'Title', ...fields }), language);

describe('mapMediaItem', () => {
  it('reads custom parameters sent as strings', () => {
    expect(
      item({
        contentType: 'episode',
        seriesId: 'serie123',
        seasonNumber: '2',
        episodeNumber: '5',
        requiresSubscription: 'true',
        free: 'false',
        catchupHours: '8',
        scheduleDemo: 'true',
        'VCH.OnDemand': 'true',
        'VCH.EventState': 'INSTANT_VOD',
        'VCH.ScheduledStart': '2026-07-01T12:00:00+02:00',
        'VCH.ScheduledEnd': '2026-07-01T12:00:00Z',
        liveChannelsId: 'chan0001',
        SeekCuePoints: 'Intro#0,Goal#14',
        tags: 'a, b,,c',
      }),
    ).toMatchObject({
      contentType: 'episode',
      seriesId: 'serie123',
      seasonNumber: 2,
      episodeNumber: 5,
      requiresSubscription: true,
      free: false,
      catchupHours: 8,
      scheduleDemo: true,
      onDemand: true,
      eventState: 'INSTANT_VOD',
      scheduledStart: '2026-07-01T10:00:00.000Z',
      scheduledEnd: '2026-07-01T12:00:00.000Z',
      liveChannelsId: 'chan0001',
      seekCuePoints: 'Intro#0,Goal#14',
      tags: ['a', 'b', 'c'],
    });
  });

  it.each([
    ['an unknown event state', { 'VCH.EventState': 'LIVE_SOON' }, { eventState: undefined }],
    ['an unknown content type', { contentType: 'podcast' }, { contentType: undefined }],
    ['an unparseable schedule', { 'VCH.ScheduledStart': 'tomorrow' }, { scheduledStart: undefined }],
    ['a non-numeric episode number', { episodeNumber: 'five' }, { episodeNumber: undefined }],
    ['no subscription flags', {}, { requiresSubscription: false, free: false }],
    ['"1" as true', { free: '1' }, { free: true }],
  ])('ignores or defaults %s', (_name, fields, expected) => {
    expect(item(fields)).toMatchObject(expected);
  });

  it("reads the platform's geo-block message, none when blank (spec 1 §3, shown by the player on a 403)", () => {
    expect(item({ geoBlockingMessage: 'Only in Europe.' }).geoBlockingMessage).toBe('Only in Europe.');
    expect(item({ geoBlockingMessage: '  ' }).geoBlockingMessage).toBeUndefined();
  });

  it('keeps an invalid event state in custom as sent', () => {
    expect(item({ 'VCH.EventState': 'LIVE_SOON' }).custom['VCH.EventState']).toBe('LIVE_SOON');
  });

  it('keeps every custom parameter, numbers and booleans as strings, but not the standard fields', () => {
    const mapped = item({ genre: 'Drama', score: 7, featured: true, nested: { a: 1 }, duration: 60 });
    expect(mapped.custom).toEqual({ genre: 'Drama', score: '7', featured: 'true' });
  });

  it('translates title, description, tags and custom values for the language', () => {
    const mapped = item(
      { description: 'Dark', tags: 'night', 'title-es': 'Noche', 'description-es': 'Oscuro', 'tags-es': 'noche', synopsis: 'Long', 'synopsis-es': 'Largo' },
      'es',
    );
    expect(mapped).toMatchObject({ title: 'Noche', description: 'Oscuro', tags: ['noche'], synopsis: 'Largo' });
    expect(Object.keys(mapped.custom).filter((key) => key.endsWith('-es'))).toEqual([]);
  });

  it('is lenient with loose shapes', () => {
    const mapped = item({
      title: 42,
      duration: '95.5',
      pubdate: '1700000000',
      images: [{ src: 'a.jpg', width: '320' }, { width: 640 }, 'junk'],
      sources: [{ file: 'a.m3u8', type: 'application/vnd.apple.mpegurl' }, { type: 'video/mp4' }],
      tracks: [{ file: 'a.vtt', kind: 'captions', default: true }, { file: 'b.json', kind: 'metadata' }],
    });
    expect(mapped).toMatchObject({
      title: '',
      duration: 95.5,
      pubdate: 1700000000,
      image: 'a.jpg',
      images: [{ src: 'a.jpg', width: 320, type: 'image/jpeg' }],
      sources: [{ file: 'a.m3u8', type: 'application/vnd.apple.mpegurl' }],
      tracks: [{ file: 'a.vtt', kind: 'captions', isDefault: true }],
    });
  });

  it('separates motion thumbnails from poster images', () => {
    const mapped = item({
      images: [
        { src: 'p320.jpg', width: 320, type: 'image/jpeg' },
        { src: 'm320.mp4', width: 320, type: 'video/mp4' },
        { src: 'm640.mp4', width: 640, type: 'video/mp4' },
        { src: 'm1280.mp4', width: 1280, type: 'video/mp4' },
      ],
    });
    expect(mapped.images.map((image) => image.src)).toEqual(['p320.jpg']);
    expect(mapped.motionThumbnail).toBe('m640.mp4');
    expect(item({ motionThumbnail: 'custom.mp4', images: [{ src: 'm.mp4', width: 320, type: 'video/mp4' }] }).motionThumbnail).toBe(
      'custom.mp4',
    );
  });

  it('maps DRM systems of a source', () => {
    const mapped = item({
      sources: [
        {
          file: 'a.mpd',
          type: 'application/dash+xml',
          drm: { widevine: { url: 'https://wv' }, playready: { url: 'https://pr' }, fairplay: { processSpcUrl: 'https://fp', certificateUrl: 'https://cert' } },
        },
      ],
    });
    expect(mapped.sources[0]?.drm).toEqual({
      widevine: { licenseUrl: 'https://wv' },
      playready: { licenseUrl: 'https://pr' },
      fairplay: { licenseUrl: 'https://fp', certificateUrl: 'https://cert' },
    });
  });
});

describe('playlist responses', () => {
  it('reads the next page offset from links.next', () => {
    const playlist = toPlaylist(
      {
        title: 'All',
        feedid: 'list1234',
        kind: 'MANUAL',
        links: { first: 'https://cdn.jwplayer.com/v2/playlists/list1234?page_offset=1&page_limit=2', next: '/v2/playlists/list1234?page_offset=3&page_limit=2' },
        playlist: [],
      },
      'test',
      'list1234',
    );
    expect(playlist.nextPageOffset).toBe(3);
  });

  it('falls back to the requested id and flags live content for refetching', () => {
    const playlist = toPlaylist({ title: 'Live', playlist: [{ mediaid: 'chan0001', title: 'Channel', contentType: 'livechannel' }] }, 'test', 'asked123');
    expect(playlist).toMatchObject({ id: 'asked123', refetch: true });
    const vod = toPlaylist({ title: 'Replay', playlist: [{ mediaid: 'ev000001', contentType: 'liveevent', 'VCH.EventState': 'VOD_PUBLIC' }] }, 't', 'x');
    expect(vod.refetch).toBe(false);
  });

  it('accepts a content list in its own shape', () => {
    const list = toContentList(
      { id: 'cl000001', title: 'Picks', list: [{ media_id: 'abcd1234', title: 'One', duration: 10, custom_params: { genre: 'Drama' } }] },
      'test',
      'cl000001',
    );
    expect(list).toMatchObject({ id: 'cl000001', title: 'Picks', items: [{ mediaid: 'abcd1234', title: 'One', duration: 10, genre: 'Drama' }] });
  });
});

describe('series responses', () => {
  it('sorts seasons and coerces numbers', () => {
    const series = toSeries(
      {
        series_id: 'serie123',
        title: 'S',
        episode_count: '3',
        season_count: 2,
        seasons: [
          { season_id: 'b', season_number: 2, season_title: 'Two', episode_count: 1 },
          { season_id: 'a', season_number: '1', season_title: 'One', episode_count: '2' },
        ],
      },
      'test',
    );
    expect(series).toMatchObject({ description: '', episodeCount: 3, seasonCount: 2 });
    expect(series.seasons.map((season) => [season.seasonId, season.seasonNumber, season.episodeCount])).toEqual([
      ['a', 1, 2],
      ['b', 2, 1],
    ]);
  });

  const request = { seriesId: 'serie123', pageIndex: 4, pageLimit: 20 };
  const episode = { episode_number: 1, season_number: 1, media_item: { mediaid: 'ep000001', title: 'E1' } };

  it.each([
    ['a pagination block with a 1-based page', { episodes: [episode], pagination: { page: 2, page_limit: 10, total: 11 } }, [1, 10, 11]],
    ['top-level paging', { episodes: [episode], page_offset: 3, page_limit: 5, total: 16 }, [3, 5, 16]],
    ['no paging at all', { episodes: [episode] }, [4, 20, 1]],
  ])('normalises %s', (_name, body, [pageOffset, pageLimit, total]) => {
    expect(toEpisodesPage(body, 'test', request)).toMatchObject({ pageOffset, pageLimit, total });
  });

  it('fills series, season and episode numbers into episode media', () => {
    const page = toEpisodesPage({ episodes: [{ episode_number: '3', media_item: { mediaid: 'ep000003' } }] }, 'test', {
      ...request,
      season: 2,
    });
    expect(page.episodes[0]).toMatchObject({ episodeNumber: 3, seasonNumber: 2, media: { seriesId: 'serie123', episodeNumber: 3, seasonNumber: 2 } });
  });

  it('maps memberships and drops media without any', () => {
    expect(
      toSeriesMemberships({ ep000001: [{ series_id: 'serie123', episode_number: 1, season_number: '2' }], film0001: [] }, 'test'),
    ).toEqual({ ep000001: [{ seriesId: 'serie123', episodeNumber: 1, seasonNumber: 2 }] });
  });
});

describe('images.json', () => {
  it.each([
    ['an images list', { images: [{ src: 'a.webp', width: 640, type: 'image/webp' }] }, [{ src: 'a.webp', width: 640, type: 'image/webp' }]],
    ['a bare list with image_url', [{ image_url: 'https://x/overlay.png' }], [{ src: 'https://x/overlay.png', width: 0, type: 'image/png' }]],
    ['entries without a url', { images: [{ width: 1 }] }, []],
  ])('reads %s', (_name, body, expected) => {
    expect(toMediaImages(body, 'test')).toEqual(expected);
  });
});
