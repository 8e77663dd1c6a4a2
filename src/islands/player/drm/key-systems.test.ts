import { describe, expect, it, vi } from 'vitest';
import type { KeySystemName } from '../../../domain/media';
import type { PlayerSource } from '../player-media';
import { chooseProtectedPlayback, hlsJsDrmConfig, licenceHeaders, supportedKeySystems } from './key-systems';

/** JW's DRM reply: DASH with Widevine and PlayReady, HLS with FairPlay; the embedded platform: HLS with Clear Key. */
const DASH: PlayerSource = {
  file: 'https://cdn.example/manifest.mpd',
  type: 'application/dash+xml',
  drm: { widevine: { licenseUrl: 'https://lic/wv' }, playready: { licenseUrl: 'https://lic/pr' } },
};
const FAIRPLAY_HLS: PlayerSource = {
  file: 'https://cdn.example/manifest.m3u8',
  type: 'application/vnd.apple.mpegurl',
  drm: { fairplay: { licenseUrl: 'https://lic/fp', certificateUrl: 'https://lic/cert' } },
};
const CLEAR_KEY_HLS: PlayerSource = {
  file: '/demo-media/s/1.x/protected/abc/master.m3u8',
  type: 'application/vnd.apple.mpegurl',
  drm: { clearkey: { licenseUrl: '/api/drm/clearkey', headers: { 'X-Licence-Token': 't.s' } } },
};
const JW = [DASH, FAIRPLAY_HLS];

describe('chooseProtectedPlayback', () => {
  it.each<[string, PlayerSource[], KeySystemName[], boolean, string | undefined]>([
    ['Safari: FairPlay on its native HLS', JW, ['fairplay'], true, 'fairplay native'],
    ['Chrome: Widevine on the DASH source, through Shaka', JW, ['widevine', 'clearkey'], false, 'widevine shaka'],
    ['Edge: PlayReady when Widevine is missing', JW, ['playready'], false, 'playready shaka'],
    ['FairPlay needs native HLS', JW, ['fairplay'], false, undefined],
    ['no key system the sources offer', JW, ['clearkey'], false, undefined],
    ['the demo: Clear Key through hls.js', [CLEAR_KEY_HLS], ['widevine', 'clearkey'], false, 'clearkey hls.js'],
    ['a browser without EME', [CLEAR_KEY_HLS], [], false, undefined],
  ])('%s', (_label, sources, supported, nativeHls, expected) => {
    const choice = chooseProtectedPlayback(sources, new Set(supported), nativeHls);
    expect(choice && `${choice.system} ${choice.engine}`).toBe(expected);
  });
});

describe('supportedKeySystems', () => {
  it('asks the browser for each offered key system and keeps those it grants', async () => {
    const probe = vi.fn(async (keySystem: string) => {
      if (keySystem !== 'org.w3.clearkey') throw new DOMException('unsupported', 'NotSupportedError');
      return {};
    });
    expect(await supportedKeySystems(['widevine', 'clearkey', 'widevine'], probe)).toEqual(new Set(['clearkey']));
    expect(probe.mock.calls.map(([keySystem]) => keySystem).sort()).toEqual(['com.widevine.alpha', 'org.w3.clearkey']);
    expect(await supportedKeySystems(['clearkey'], undefined)).toEqual(new Set());
  });
});

describe('hlsJsDrmConfig', () => {
  it("points hls.js at the one licence server and sends the server's headers with the request", () => {
    const config = hlsJsDrmConfig({
      source: CLEAR_KEY_HLS,
      system: 'clearkey',
      licence: CLEAR_KEY_HLS.drm!.clearkey!,
      engine: 'hls.js',
    });
    expect(config.emeEnabled).toBe(true);
    expect(config.drmSystems).toEqual({ 'org.w3.clearkey': { licenseUrl: '/api/drm/clearkey' } });
    const xhr = { open: vi.fn(), setRequestHeader: vi.fn() };
    config.licenseXhrSetup(xhr as unknown as XMLHttpRequest, '/api/drm/clearkey');
    expect(xhr.open).toHaveBeenCalledWith('POST', '/api/drm/clearkey', true);
    expect(xhr.setRequestHeader.mock.calls).toEqual([
      ['content-type', 'application/json'],
      ['X-Licence-Token', 't.s'],
    ]);
  });

  it("names the page's site config to the site's own licence server only, so its account platform checks the session", () => {
    const clearKey = { system: 'clearkey' as const, licence: CLEAR_KEY_HLS.drm!.clearkey! };
    expect(licenceHeaders(clearKey, '?app-config=demojwp1')).toMatchObject({ 'x-app-config': 'demojwp1' });
    expect(licenceHeaders(clearKey, '')).not.toHaveProperty('x-app-config');
    const widevine = { system: 'widevine' as const, licence: { licenseUrl: 'https://lic/wv' } };
    expect(licenceHeaders(widevine, '?app-config=demojwp1')).toEqual({});
  });
});
