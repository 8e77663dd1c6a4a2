import type { PlayerMedia } from './player-media';

/** A short VOD clip of a series, as the player's tests play it. */
export const clipMedia: PlayerMedia = {
  mediaid: 'clip0001',
  title: 'Clip',
  poster: '/poster.jpg',
  sources: [{ file: '/hls/clip/master.m3u8', type: 'application/vnd.apple.mpegurl' }],
  tracks: [],
  duration: 100,
  seriesId: 'series1',
};
