import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSsaiStitcher, playlistSegments, stitchPlaylist } from './ssai';

const stitcher = createSsaiStitcher({
  hlsRoot: resolve('data/demo/media/hls'),
  adsRoot: resolve('data/demo/media/ads'),
  clipOf: async (mediaid) => (mediaid === 'hnswCbM4' ? 'fractal-dive' : null),
});
const ask = (query: string, mediaid = 'hnswCbM4') =>
  stitcher(new Request(`http://site.test/demo-media/v2/sites/4zCdtl8N/media/${mediaid}/ssai.m3u8?${query}`), mediaid);

describe('the demo server-side ad insertion', () => {
  it("plays the ad config's spot, then the media's own segments, split by one discontinuity", async () => {
    const response = await ask('ad_config_id=aurora-ssai&user_id=user-42');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const playlist = await response.text();
    const uris = playlist.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(uris.slice(0, 2)).toEqual([
      '/demo-media/ads/hls/aurora-kit/seg_000.ts',
      '/demo-media/ads/hls/aurora-kit/seg_001.ts',
    ]);
    expect(uris[2]).toBe('/demo-media/hls/fractal-dive/360p/seg_000.ts');
    expect(uris).toHaveLength(2 + 12);
    expect(playlist.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(playlist.indexOf('#EXT-X-DISCONTINUITY')).toBeLessThan(playlist.indexOf('/demo-media/hls/fractal-dive/'));
    expect(playlist).toContain('#EXT-X-TARGETDURATION:4');
    expect(playlist.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });

  it('refuses a missing or malformed ad_config_id or user_id (400), an unknown config or media (404)', async () => {
    expect((await ask('')).status).toBe(400);
    expect(await (await ask('ad_config_id=aurora-ssai&user_id=a%20b')).text()).toContain('user_id');
    expect((await ask('ad_config_id=nope')).status).toBe(404);
    expect((await ask('ad_config_id=aurora-ssai', 'F9E6NFvl')).status).toBe(404);
  });

  it('keeps absolute addresses and sizes the target duration to the longest segment', () => {
    const segments = playlistSegments('#EXTM3U\n#EXTINF:2.5,\na.ts\n#EXTINF:6.2,\n/x/b.ts\n#EXT-X-ENDLIST', '/base/');
    expect(segments).toEqual([
      { duration: 2.5, uri: '/base/a.ts' },
      { duration: 6.2, uri: '/x/b.ts' },
    ]);
    expect(stitchPlaylist([[], segments])).toContain('#EXT-X-TARGETDURATION:7');
    expect(stitchPlaylist([[], segments])).not.toContain('DISCONTINUITY');
  });
});
