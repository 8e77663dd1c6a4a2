import { describe, expect, it } from 'vitest';
import { ssaiPlaybackUrl, withAdUser } from './ssai';

describe('SSAI playback address', () => {
  const target = {
    apiBase: 'https://cdn.jwplayer.com/',
    siteId: 'Ab12Cd34',
    mediaid: 'xY9zW8v7',
    adConfigId: 'cfg/1 2',
  };

  it('points at the ad-insertion stream of the media with the ad config', () => {
    expect(ssaiPlaybackUrl(target)).toBe(
      'https://cdn.jwplayer.com/v2/sites/Ab12Cd34/media/xY9zW8v7/ssai.m3u8?ad_config_id=cfg%2F1%202',
    );
    expect(ssaiPlaybackUrl({ ...target, format: 'mpd' })).toContain('/ssai.mpd?ad_config_id=');
  });

  it('works under a path-only base (the demo platform)', () => {
    expect(ssaiPlaybackUrl({ ...target, apiBase: '/demo-media' })).toMatch(/^\/demo-media\/v2\/sites\//);
  });

  it('adds the signed-in viewer as user_id, and nothing for a guest', () => {
    const url = ssaiPlaybackUrl(target);
    expect(withAdUser(url, 42)).toBe(`${url}&user_id=42`);
    expect(withAdUser(url, 'a b')).toBe(`${url}&user_id=a%20b`);
    expect(withAdUser(url, null)).toBe(url);
    expect(withAdUser('/s.m3u8', 'u1')).toBe('/s.m3u8?user_id=u1');
  });
});
