import { describe, expect, it } from 'vitest';
import {
  buildLiveMasterPlaylist,
  buildLiveMediaPlaylist,
  buildTimeShiftedPlaylist,
  parseMediaPlaylistSegments,
  type LoopSegment,
} from './live-playlist';

const epoch = new Date('2024-01-01T00:00:00.000Z');
const at = (seconds: number) => new Date(epoch.getTime() + seconds * 1_000);
/** A 4-segment clip of 2 s segments. */
const clip: LoopSegment[] = [0, 1, 2, 3].map((n) => ({ uri: `/hls/c/360p/seg_00${n}.ts`, duration: 2 }));

function parse(playlist: string) {
  const lines = playlist.trim().split('\n');
  const tag = (name: string) => lines.find((line) => line.startsWith(`#${name}:`))?.split(':')[1];
  const uris: string[] = [];
  const discontinuityBefore: boolean[] = [];
  let pendingDiscontinuity = false;
  for (const line of lines) {
    if (line === '#EXT-X-DISCONTINUITY') pendingDiscontinuity = true;
    else if (!line.startsWith('#')) {
      uris.push(line);
      discontinuityBefore.push(pendingDiscontinuity);
      pendingDiscontinuity = false;
    }
  }
  const dates = lines.filter((line) => line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')).map((line) => line.slice(25));
  return {
    lines,
    mediaSequence: Number(tag('EXT-X-MEDIA-SEQUENCE')),
    discontinuitySequence: Number(tag('EXT-X-DISCONTINUITY-SEQUENCE')),
    targetDuration: Number(tag('EXT-X-TARGETDURATION')),
    uris,
    discontinuityBefore,
    dates,
  };
}

describe('buildLiveMediaPlaylist', () => {
  it.each([
    // seconds since epoch, media sequence, discontinuity sequence, clip segments in the window, wraps before
    [20, 4, 1, [0, 1, 2, 3, 0, 1], [false, false, false, false, true, false]],
    [21.9, 4, 1, [0, 1, 2, 3, 0, 1], [false, false, false, false, true, false]],
    [22, 5, 1, [1, 2, 3, 0, 1, 2], [false, false, false, true, false, false]],
    [32, 10, 2, [2, 3, 0, 1, 2, 3], [false, false, true, false, false, false]],
    [48, 18, 4, [2, 3, 0, 1, 2, 3], [false, false, true, false, false, false]],
  ])('at t=%ss: sequence %i, discontinuity sequence %i', (seconds, sequence, discontinuity, clipSegments, wraps) => {
    const playlist = parse(buildLiveMediaPlaylist({ segments: clip, segmentDuration: 2, now: at(seconds), epoch }));
    expect(playlist.mediaSequence).toBe(sequence);
    expect(playlist.discontinuitySequence).toBe(discontinuity);
    expect(playlist.uris).toEqual(clipSegments.map((n) => `/hls/c/360p/seg_00${n}.ts`));
    expect(playlist.discontinuityBefore).toEqual(wraps);
  });

  it('starts with the first segment, not a discontinuity, when the window begins at a loop start', () => {
    // at t=36 the window is segments 12..17; 12 mod 4 = 0
    const playlist = parse(buildLiveMediaPlaylist({ segments: clip, segmentDuration: 2, now: at(36), epoch }));
    expect(playlist.mediaSequence).toBe(12);
    expect(playlist.discontinuitySequence).toBe(3);
    expect(playlist.discontinuityBefore).toEqual([false, false, false, false, true, false]);
  });

  it('dates every segment on the wall clock, 2 s apart, ending at the last complete segment', () => {
    const playlist = parse(buildLiveMediaPlaylist({ segments: clip, segmentDuration: 2, now: at(21), epoch }));
    expect(playlist.dates).toEqual([8, 10, 12, 14, 16, 18].map((s) => at(s).toISOString()));
  });

  it('is a live playlist: no ENDLIST, no playlist type, target duration from the segments', () => {
    const text = buildLiveMediaPlaylist({ segments: clip, segmentDuration: 2, now: at(100), epoch });
    expect(text).not.toContain('#EXT-X-ENDLIST');
    expect(text).not.toContain('#EXT-X-PLAYLIST-TYPE');
    expect(parse(text).targetDuration).toBe(2);
    expect(text.startsWith('#EXTM3U\n')).toBe(true);
  });

  it('slides by one segment every segment duration and keeps the window size', () => {
    const before = parse(buildLiveMediaPlaylist({ segments: clip, segmentDuration: 2, now: at(1000), epoch }));
    const after = parse(buildLiveMediaPlaylist({ segments: clip, segmentDuration: 2, now: at(1002), epoch }));
    expect(after.mediaSequence).toBe(before.mediaSequence + 1);
    expect(after.uris.slice(0, 5)).toEqual(before.uris.slice(1));
    expect(after.uris).toHaveLength(6);
  });

  it('has a shorter window right after the epoch', () => {
    const playlist = parse(buildLiveMediaPlaylist({ segments: clip, segmentDuration: 2, now: at(5), epoch }));
    expect(playlist.mediaSequence).toBe(0);
    expect(playlist.uris).toHaveLength(2);
  });
});

describe('buildLiveMasterPlaylist', () => {
  it('lists every rendition with its attributes and a relative media playlist URI', () => {
    const text = buildLiveMasterPlaylist([
      {
        id: '360p',
        bandwidth: 700000,
        averageBandwidth: 560000,
        resolution: '640x360',
        codecs: 'avc1.42c01e,mp4a.40.2',
        frameRate: 24,
      },
      { id: '180p', bandwidth: 250000 },
    ]);
    expect(text.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=700000,AVERAGE-BANDWIDTH=560000,RESOLUTION=640x360,CODECS="avc1.42c01e,mp4a.40.2",FRAME-RATE=24.000',
      '360p.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=250000',
      '180p.m3u8',
      '',
    ]);
  });
});

describe('parseMediaPlaylistSegments', () => {
  it('reads EXTINF durations with their URIs and ignores other tags', () => {
    const vod = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      '#EXTINF:2.000000,',
      'seg_000.ts',
      '#EXTINF:2.000000,',
      '#EXT-X-BYTERANGE:100@0',
      'seg_001.ts',
      '#EXT-X-ENDLIST',
    ].join('\r\n');
    expect(parseMediaPlaylistSegments(vod)).toEqual([
      { uri: 'seg_000.ts', duration: 2 },
      { uri: 'seg_001.ts', duration: 2 },
    ]);
  });
});

describe('buildTimeShiftedPlaylist (the demo DVR)', () => {
  const shifted = (now: number, start: number, end?: number) =>
    buildTimeShiftedPlaylist({
      segments: clip,
      segmentDuration: 2,
      now: at(now),
      start: at(start),
      end: end === undefined ? undefined : at(end),
      epoch,
    });

  it('from the beginning: an EVENT playlist from the segment holding start to the live edge, starting at start', () => {
    const text = shifted(40, 13)!;
    const playlist = parse(text);
    expect(playlist.lines).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    expect(playlist.lines).toContain('#EXT-X-START:TIME-OFFSET=1.000,PRECISE=YES');
    expect(playlist.mediaSequence).toBe(6);
    expect(playlist.uris).toHaveLength(20 - 6);
    expect(playlist.dates[0]).toBe(at(12).toISOString());
    expect(text).not.toContain('#EXT-X-ENDLIST');
    // It grows as time passes and keeps its first segment.
    expect(parse(shifted(44, 13)!).uris).toHaveLength(22 - 6);
    expect(parse(shifted(44, 13)!).mediaSequence).toBe(6);
  });

  it('catch-up: a VOD playlist covering exactly the programme once it has ended', () => {
    const text = shifted(100, 16, 32)!;
    const playlist = parse(text);
    expect(playlist.lines).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(playlist.mediaSequence).toBe(8);
    expect(playlist.uris).toEqual([0, 1, 2, 3, 0, 1, 2, 3].map((n) => `/hls/c/360p/seg_00${n}.ts`));
    // A date on the first segment and after every wrap, each the segment's own wall-clock time.
    expect(playlist.dates).toEqual([at(16).toISOString(), at(24).toISOString()]);
    expect(playlist.discontinuitySequence).toBe(2);
  });

  it('offers delta updates while it grows: the last 36 s and an EXT-X-SKIP for the rest', () => {
    const full = parse(shifted(200, 0)!);
    expect(full.lines).toContain('#EXT-X-SERVER-CONTROL:CAN-SKIP-UNTIL=36.0');
    expect(full.uris).toHaveLength(100);
    const text = buildTimeShiftedPlaylist({
      segments: clip,
      segmentDuration: 2,
      now: at(200),
      start: at(0),
      epoch,
      skip: true,
    })!;
    const delta = parse(text);
    expect(delta.lines).toContain('#EXT-X-SKIP:SKIPPED-SEGMENTS=82');
    expect(delta.lines).toContain('#EXT-X-VERSION:9');
    expect(delta.mediaSequence).toBe(0);
    expect(delta.uris).toEqual(full.uris.slice(82));
    // The first segment after the skip (82 mod 4 = 2) carries its date; the wrap at 84 keeps its discontinuity.
    expect(delta.dates[0]).toBe(at(164).toISOString());
    expect(delta.discontinuityBefore.slice(0, 3)).toEqual([false, false, true]);
    // A finished programme is sent whole.
    expect(
      buildTimeShiftedPlaylist({
        segments: clip,
        segmentDuration: 2,
        now: at(300),
        start: at(0),
        end: at(200),
        epoch,
        skip: true,
      }),
    ).not.toContain('EXT-X-SKIP');
  });

  it('is empty before start', () => {
    expect(shifted(10, 20)).toBeNull();
  });
});

describe('time-shifted master', () => {
  it('carries the query to every variant', () => {
    expect(buildLiveMasterPlaylist([{ id: '360p', bandwidth: 1 }], '?start=5')).toContain('360p.m3u8?start=5');
  });
});
