import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../domain/media';
import { episodeJsonLd, serializeJsonLd, seriesJsonLd, videoJsonLd } from './structured-data';

const base: MediaItem = {
  mediaid: 'aB3kLm9Q',
  title: 'Canoe Marathon Final',
  description: 'The final of the canoe marathon.',
  tags: ['canoe', 'final'],
  duration: 3903,
  image: '/demo-media/images/aB3kLm9Q.jpg?width=640',
  images: [],
  pubdate: 1767225600,
  sources: [{ file: '/demo-media/hls/clip-a/master.m3u8', type: 'application/vnd.apple.mpegurl' }],
  tracks: [],
  productIds: [],
  requiresSubscription: false,
  free: true,
  custom: {},
};
const now = new Date('2026-06-01T12:00:00Z');
const input = {
  pageUrl: 'https://tv.example.com/m/aB3kLm9Q/canoe-marathon-final',
  origin: 'https://tv.example.com',
  thumbnail: '/demo-media/images/aB3kLm9Q.jpg?width=720',
  now,
};

describe('videoJsonLd', () => {
  it('describes a video on demand with absolute URLs and an ISO duration', () => {
    const data = videoJsonLd({ item: base, ...input });
    expect(data).toMatchObject({
      '@type': 'VideoObject',
      name: 'Canoe Marathon Final',
      description: 'The final of the canoe marathon.',
      thumbnailUrl: ['https://tv.example.com/demo-media/images/aB3kLm9Q.jpg?width=720'],
      uploadDate: '2026-01-01T00:00:00.000Z',
      duration: 'PT1H5M3S',
      contentUrl: 'https://tv.example.com/demo-media/hls/clip-a/master.m3u8',
      embedUrl: input.pageUrl,
    });
    expect(data.publication).toBeUndefined();
  });

  it('marks a live event that is on now as a live broadcast', () => {
    const item: MediaItem = {
      ...base,
      duration: 0,
      contentType: 'liveevent',
      eventState: 'LIVE_PUBLISHED',
      scheduledStart: '2026-06-01T11:30:00Z',
      scheduledEnd: '2026-06-01T14:00:00Z',
    };
    const data = videoJsonLd({ item, ...input });
    expect(data.duration).toBeUndefined();
    expect(data.publication).toEqual({
      '@type': 'BroadcastEvent',
      isLiveBroadcast: true,
      startDate: '2026-06-01T11:30:00Z',
      endDate: '2026-06-01T14:00:00Z',
    });
  });

  it('keeps a replay of a past event as not live', () => {
    const item: MediaItem = {
      ...base,
      scheduledStart: '2026-05-30T11:30:00Z',
      scheduledEnd: '2026-05-30T14:00:00Z',
      eventState: 'VOD_PUBLIC',
    };
    expect(videoJsonLd({ item, ...input }).publication).toMatchObject({ isLiveBroadcast: false });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it is embedded in', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('series and episode structured data', () => {
  const series = {
    seriesId: 'S3r1es01',
    title: 'Road to Aurora',
    description: 'Six athletes.',
    episodeCount: 2,
    seasonCount: 1,
    seasons: [{ seasonId: 'x', seasonNumber: 1, title: 'The Qualifiers', episodeCount: 2 }],
  };
  const episode = { seasonNumber: 1, episodeNumber: 2, media: { ...base, mediaid: 'Ep000002', title: 'Thin Air', contentType: 'episode' as const } };

  it('describes a TVSeries with its seasons and the listed episodes', () => {
    const data = seriesJsonLd({
      series,
      title: 'Road to Aurora',
      description: 'Six athletes.',
      pageUrl: 'https://tv.example.com/s/S3r1es01/road-to-aurora',
      origin: 'https://tv.example.com',
      image: '/img.jpg',
      episodes: [{ episode, url: '/s/S3r1es01/road-to-aurora?e=Ep000002' }],
    });
    expect(data).toMatchObject({
      '@type': 'TVSeries',
      name: 'Road to Aurora',
      image: 'https://tv.example.com/img.jpg',
      numberOfSeasons: 1,
      numberOfEpisodes: 2,
      containsSeason: [{ '@type': 'TVSeason', seasonNumber: 1, name: 'The Qualifiers' }],
      episode: [
        {
          '@type': 'TVEpisode',
          name: 'Thin Air',
          episodeNumber: 2,
          partOfSeason: { seasonNumber: 1 },
          url: 'https://tv.example.com/s/S3r1es01/road-to-aurora?e=Ep000002',
        },
      ],
    });
  });

  it('describes the current TVEpisode with its series and video', () => {
    const data = episodeJsonLd({
      ...input,
      item: episode.media,
      episode,
      seriesTitle: 'Road to Aurora',
      seriesUrl: 'https://tv.example.com/s/S3r1es01/road-to-aurora',
    });
    expect(data).toMatchObject({
      '@type': 'TVEpisode',
      name: 'Thin Air',
      partOfSeries: { '@type': 'TVSeries', name: 'Road to Aurora' },
      video: { '@type': 'VideoObject', name: 'Thin Air', duration: 'PT1H5M3S' },
    });
    expect((data.video as Record<string, unknown>)['@context']).toBeUndefined();
  });
});
