import { describe, expect, it } from 'vitest';
import {
  airplayButtonVisible,
  buildCastLoadRequest,
  castButtonVisible,
  isCastCapableBrowser,
  shouldLoadCastSender,
} from './cast-rules';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 CriOS/141.0 Mobile/15E148';

describe('isCastCapableBrowser', () => {
  it('accepts Chromium browsers by their brands, and by their user agent where brands are missing', () => {
    expect(
      isCastCapableBrowser({ userAgent: CHROME, brands: [{ brand: 'Chromium' }, { brand: 'Google Chrome' }] }),
    ).toBe(true);
    expect(isCastCapableBrowser({ userAgent: CHROME })).toBe(true);
  });

  it('refuses Safari, Firefox, and Chrome on iOS (WebKit underneath)', () => {
    expect(isCastCapableBrowser({ userAgent: SAFARI })).toBe(false);
    expect(isCastCapableBrowser({ userAgent: FIREFOX })).toBe(false);
    expect(isCastCapableBrowser({ userAgent: CHROME_IOS })).toBe(false);
    expect(isCastCapableBrowser({ userAgent: CHROME, brands: [{ brand: 'Not A Brand' }] })).toBe(false);
  });
});

describe('shouldLoadCastSender', () => {
  const browser = { userAgent: CHROME };
  it('loads the SDK only with the flag on, in Chromium, once playback started', () => {
    expect(shouldLoadCastSender({ enabled: true, started: true, browser })).toBe(true);
    expect(shouldLoadCastSender({ enabled: false, started: true, browser })).toBe(false);
    expect(shouldLoadCastSender({ enabled: true, started: false, browser })).toBe(false);
    expect(shouldLoadCastSender({ enabled: true, started: true, browser: { userAgent: SAFARI } })).toBe(false);
  });
});

describe('button visibility', () => {
  it('shows the cast button unless the framework knows of no device (or has not said yet)', () => {
    expect(castButtonVisible('NOT_CONNECTED')).toBe(true);
    expect(castButtonVisible('CONNECTED')).toBe(true);
    expect(castButtonVisible('NO_DEVICES_AVAILABLE')).toBe(false);
    expect(castButtonVisible(undefined)).toBe(false);
  });

  it("shows the AirPlay button only while WebKit says a target is 'available'", () => {
    expect(airplayButtonVisible('available')).toBe(true);
    expect(airplayButtonVisible('not-available')).toBe(false);
    expect(airplayButtonVisible(undefined)).toBe(false);
  });
});

describe('buildCastLoadRequest', () => {
  const pageUrl = 'https://watch.example/m/abc123?r=list';
  const hls = { file: '/demo-media/hls/clip/master.m3u8', type: 'application/vnd.apple.mpegurl' };

  it('hands a VOD over at the local position, with an absolute HLS address, title and poster', () => {
    const request = buildCastLoadRequest({
      source: hls,
      live: false,
      currentTime: 30.4,
      title: 'Final',
      poster: '/images/final.jpg?width=1280',
      pageUrl,
    });
    expect(request).toEqual({
      contentUrl: 'https://watch.example/demo-media/hls/clip/master.m3u8',
      contentType: 'application/x-mpegurl',
      streamType: 'BUFFERED',
      currentTime: 30.4,
      title: 'Final',
      imageUrl: 'https://watch.example/images/final.jpg?width=1280',
    });
  });

  it('keeps a signed address (token in the path) and an already absolute CDN address as they are', () => {
    const signed = { file: '/demo-media/s/1900000000.abcdefghijklmnopqrstuvwxyzABCDEF/hls/clip/master.m3u8', type: '' };
    expect(buildCastLoadRequest({ source: signed, live: false, currentTime: 0, title: 'x', pageUrl }).contentUrl).toBe(
      `https://watch.example${signed.file}`,
    );
    const cdn = { file: 'https://cdn.jwplayer.com/manifests/abc.m3u8?sig=1', type: 'application/vnd.apple.mpegurl' };
    expect(buildCastLoadRequest({ source: cdn, live: false, currentTime: 0, title: 'x', pageUrl }).contentUrl).toBe(
      cdn.file,
    );
  });

  it('starts a live stream at its live edge', () => {
    const request = buildCastLoadRequest({ source: hls, live: true, currentTime: 4123, title: 'Channel 1', pageUrl });
    expect(request.streamType).toBe('LIVE');
    expect(request.currentTime).toBeNull();
    expect(request.imageUrl).toBeUndefined();
  });

  it('sends an MP4 with its own type and never a negative or unknown position', () => {
    const mp4 = { file: 'https://cdn.example/clip.mp4', type: 'video/mp4' };
    const request = buildCastLoadRequest({ source: mp4, live: false, currentTime: Number.NaN, title: 'x', pageUrl });
    expect(request.contentType).toBe('video/mp4');
    expect(request.currentTime).toBe(0);
    expect(buildCastLoadRequest({ source: mp4, live: false, currentTime: -3, title: 'x', pageUrl }).currentTime).toBe(
      0,
    );
  });
});
