import { describe, expect, it } from 'vitest';
import { DEFAULT_REGION, regionOf } from './region';
import {
  appLinksOf,
  isAndroid,
  isChromeOrEdge,
  isEmbedPath,
  mayOfferAppDownload,
  mayRecommendBrowser,
  offersAppDownload,
  openInBrowserUrl,
  recommendsBrowser,
} from './region-dialogs';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  chromeTablet:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 EdgA/126.0.2592.80',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  uc: 'Mozilla/5.0 (Linux; U; Android 11; zh-CN; M2012K11AC) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
  huawei:
    'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.0.322 Mobile Safari/537.36',
  qq: 'Mozilla/5.0 (Linux; U; Android 13; zh-cn; V2229A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/14.6 Mobile Safari/537.36',
  miui: 'Mozilla/5.0 (Linux; U; Android 13; zh-cn; 2211133C) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.127 Mobile Safari/537.36 XiaoMi/MiuiBrowser/17.5.40',
  webView:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230901.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:126.0) Gecko/126.0 Firefox/126.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('appLinksOf', () => {
  it('reads the https store pages from the config custom parameters', () => {
    expect(
      appLinksOf({ iosAppUrl: 'https://apps.apple.com/app/id1', androidAppUrl: ' https://play.google.com/x ' }),
    ).toEqual({ ios: 'https://apps.apple.com/app/id1', android: 'https://play.google.com/x' });
  });

  it.each([
    ['nothing', {}],
    ['plain http', { iosAppUrl: 'http://apps.apple.com/app/id1' }],
    ['a script URL', { androidAppUrl: 'javascript:alert(1)' }],
    ['not a URL', { iosAppUrl: 'App Store' }],
    ['not a string', { iosAppUrl: 42 }],
  ])('leaves out %s', (_name, custom) => {
    expect(appLinksOf(custom)).toEqual({});
  });
});

describe('isEmbedPath', () => {
  it.each([
    ['/federation-embed/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', true],
    ['/es/federation-embed/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', true],
    ['/federation-embed', true],
    ['/federations/korfball', false],
    ['/federation-embedded', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isEmbedPath(path)).toBe(expected);
  });
});

describe('the app-download dialog', () => {
  const links = { ios: 'https://apps.apple.com/app/id1' };
  const base = { pathname: '/', links, dismissed: false, region: DEFAULT_REGION };

  it('shows with a store link, outside China, when not dismissed', () => {
    expect(offersAppDownload(base)).toBe(true);
    expect(offersAppDownload({ ...base, region: regionOf('HK') })).toBe(true);
  });

  it.each([
    ['in China', { region: regionOf('CN') }],
    ['once dismissed', { dismissed: true }],
    ['on an embed', { pathname: '/federation-embed/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' }],
    ['without store links', { links: {} }],
    ['while the region is not known', { region: null }],
  ])('stays hidden %s', (_name, change) => {
    expect(offersAppDownload({ ...base, ...change })).toBe(false);
  });

  it('asks for the region only when nothing else keeps the dialog away', () => {
    expect(mayOfferAppDownload(base)).toBe(true);
    expect(mayOfferAppDownload({ ...base, dismissed: true })).toBe(false);
    expect(mayOfferAppDownload({ ...base, links: {} })).toBe(false);
  });
});

describe('browser detection', () => {
  it.each([
    ['chromeAndroid', true, true],
    ['chromeTablet', true, true],
    ['edgeAndroid', true, true],
    ['samsung', true, false],
    ['uc', true, false],
    ['huawei', true, false],
    ['qq', true, false],
    ['miui', true, false],
    ['webView', true, false],
    ['firefoxAndroid', true, false],
    ['iphone', false, false],
    ['desktopChrome', false, true],
  ] as const)('%s: Android %s, Chrome or Edge %s', (name, android, chromeOrEdge) => {
    expect(isAndroid(UA[name])).toBe(android);
    expect(isChromeOrEdge(UA[name])).toBe(chromeOrEdge);
  });
});

describe('the Chrome or Edge recommendation', () => {
  const base = { userAgent: UA.huawei, dismissed: false, region: regionOf('CN') };

  it('shows in China on Android in another browser', () => {
    expect(recommendsBrowser(base)).toBe(true);
  });

  it.each([
    ['outside China', { region: regionOf('DE') }],
    ['in the default region', { region: DEFAULT_REGION }],
    ['while the region is not known', { region: null }],
    ['once dismissed', { dismissed: true }],
    ['in Chrome', { userAgent: UA.chromeAndroid }],
    ['in Edge', { userAgent: UA.edgeAndroid }],
    ['on an iPhone', { userAgent: UA.iphone }],
  ])('stays hidden %s', (_name, change) => {
    expect(recommendsBrowser({ ...base, ...change })).toBe(false);
  });

  it('asks for the region only on an Android browser that could use the advice', () => {
    expect(mayRecommendBrowser(base)).toBe(true);
    expect(mayRecommendBrowser({ ...base, userAgent: UA.chromeAndroid })).toBe(false);
    expect(mayRecommendBrowser({ ...base, userAgent: UA.iphone })).toBe(false);
  });
});

describe('openInBrowserUrl', () => {
  const page = new URL('https://tv.example.com/m/abc/title?r=xyz#chapter');

  it('builds Android intent links for Chrome and Edge, without the fragment', () => {
    expect(openInBrowserUrl(page, 'chrome')).toBe(
      'intent://tv.example.com/m/abc/title?r=xyz#Intent;scheme=https;package=com.android.chrome;end',
    );
    expect(openInBrowserUrl(page, 'edge')).toBe(
      'intent://tv.example.com/m/abc/title?r=xyz#Intent;scheme=https;package=com.microsoft.emmx;end',
    );
  });

  it('keeps the port and plain http of a local site', () => {
    expect(openInBrowserUrl(new URL('http://127.0.0.1:4321/'), 'chrome')).toBe(
      'intent://127.0.0.1:4321/#Intent;scheme=http;package=com.android.chrome;end',
    );
  });
});
