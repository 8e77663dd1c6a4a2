import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../domain/media';
import { sidecarTextTracks, toPlayerMedia, type PlayerTrack } from './player-media';

const english: PlayerTrack = { file: '/c/en.vtt', kind: 'captions', label: 'English' };
const spanish: PlayerTrack = { file: '/c/es.vtt', kind: 'subtitles', label: 'Español', language: 'es' };
const thumbs: PlayerTrack = { file: '/c/thumbs.vtt', kind: 'thumbnails' };
const chapters: PlayerTrack = { file: '/c/chapters.vtt', kind: 'chapters' };

describe('sidecarTextTracks', () => {
  it.each<[string, PlayerTrack[], Array<{ name: string; language?: string }>, PlayerTrack[]]>([
    ['captions and subtitles are kept; thumbnails and chapters are not', [english, spanish, thumbs, chapters], [], [english, spanish]],
    ['a track the stream already has (same label) is left out', [english, spanish], [{ name: 'English', language: 'en' }], [spanish]],
    ['a track the stream already has (same language) is left out', [english, spanish], [{ name: 'Spanish', language: 'ES' }], [english]],
    ['other stream languages change nothing', [english], [{ name: 'Deutsch', language: 'de' }], [english]],
  ])('%s', (_label, tracks, stream, expected) => {
    expect(sidecarTextTracks(tracks, stream)).toEqual(expected);
  });
});

describe('toPlayerMedia', () => {
  const item: MediaItem = {
    mediaid: 'abcd1234',
    title: 'Final',
    description: 'd',
    tags: [],
    duration: 24,
    image: '/img/abcd1234.jpg?width=640',
    images: [
      { src: '/img/a.jpg?width=1920', width: 1920, type: 'image/jpeg' },
      { src: '/img/a.jpg?width=640', width: 640, type: 'image/jpeg' },
      { src: '/img/a.jpg?width=1280', width: 1280, type: 'image/jpeg' },
      { src: '/img/a.mp4', width: 640, type: 'video/mp4' },
    ],
    sources: [{ file: '/hls/a/master.m3u8', type: 'application/vnd.apple.mpegurl', label: 'auto' }],
    tracks: [english],
    productIds: [],
    requiresSubscription: false,
    free: true,
    seekCuePoints: 'Intro#0',
    seriesId: 'ser1',
    custom: {},
  };

  it('leaves a paid item\'s sources out of the page: the player asks the server for them', () => {
    const paid: MediaItem = {
      ...item,
      free: false,
      requiresSubscription: true,
      productIds: [{ provider: 'cleeng', offerId: 'S1_NL', premier: false }],
    };
    expect(toPlayerMedia(paid)).toMatchObject({ sources: [], paid: true });
  });

  it('keeps what the player needs, with a 1280 poster and a srcset of the images', () => {
    expect(toPlayerMedia(item)).toEqual({
      mediaid: 'abcd1234',
      title: 'Final',
      poster: '/img/a.jpg?width=1280',
      posterSrcSet: '/img/a.jpg?width=640 640w, /img/a.jpg?width=1280 1280w, /img/a.jpg?width=1920 1920w',
      sources: [{ file: '/hls/a/master.m3u8', type: 'application/vnd.apple.mpegurl' }],
      paid: false,
      tracks: [{ file: '/c/en.vtt', kind: 'captions', label: 'English', language: undefined, isDefault: undefined }],
      duration: 24,
      scheduledStart: undefined,
      scheduledEnd: undefined,
      eventState: undefined,
      seekCuePoints: 'Intro#0',
      seriesId: 'ser1',
    });
  });

  it('falls back to the plain image without variants', () => {
    expect(toPlayerMedia({ ...item, images: [] })).toMatchObject({ poster: '/img/abcd1234.jpg?width=640', posterSrcSet: undefined });
  });
});
