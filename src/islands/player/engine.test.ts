import { describe, expect, it } from 'vitest';
import { chooseHlsPlayback, isHlsSource, pickSource, type HlsCapabilities } from './engine-choice';

describe('chooseHlsPlayback', () => {
  const caps = (canPlayNative: boolean, hasManagedMediaSource: boolean, hasMediaSource: boolean): HlsCapabilities => ({
    canPlayNative,
    hasManagedMediaSource,
    hasMediaSource,
  });
  it.each([
    ['Safari 17+ / iOS 17.1+: native', caps(true, true, true), 'native'],
    ['iOS 17.1+ without classic MediaSource: native', caps(true, true, false), 'native'],
    ['Chromium claiming "maybe" native HLS: hls.js', caps(true, false, true), 'hls.js'],
    ['Firefox (no native HLS): hls.js', caps(false, false, true), 'hls.js'],
    ['older iOS (no MediaSource at all): native', caps(true, false, false), 'native'],
    ['no way to play HLS', caps(false, false, false), 'none'],
  ] as const)('%s', (_label, capabilities, expected) => {
    expect(chooseHlsPlayback(capabilities)).toBe(expected);
  });
});

describe('pickSource', () => {
  const hls = { file: '/v/master.m3u8', type: 'application/vnd.apple.mpegurl' };
  const hlsByExtension = { file: '/v/master.m3u8?token=x', type: '' };
  const mp4 = { file: '/v/720.mp4', type: 'video/mp4' };
  const webm = { file: '/v/720.webm', type: 'video/webm' };
  const canPlay = (type: string) => type === 'video/mp4';

  it.each([
    ['HLS is preferred', [mp4, hls], hls],
    ['HLS is recognised by its extension', [mp4, hlsByExtension], hlsByExtension],
    ['otherwise the first playable file', [webm, mp4], mp4],
    ['nothing playable', [webm], undefined],
  ])('%s', (_label, sources, expected) => {
    expect(pickSource(sources, canPlay)).toEqual(expected);
  });

  it('recognises HLS types case-insensitively', () => {
    expect(isHlsSource({ file: '/x', type: 'application/x-mpegURL' })).toBe(true);
    expect(isHlsSource({ file: '/x.mp4', type: 'video/mp4' })).toBe(false);
  });
});
