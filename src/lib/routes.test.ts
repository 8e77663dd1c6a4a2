import { describe, expect, it } from 'vitest';
import {
  accountModalPath,
  accountPath,
  episodePath,
  homePath,
  liveGuidePath,
  loginPath,
  mediaPath,
  paymentsPath,
  playlistPath,
  receiptPath,
  resetPasswordPath,
  safeReturnPath,
  searchPath,
  seriesPath,
  slugify,
  sportsPath,
  staticPagePath,
  verifyOtpPath,
  withPageConfig,
  withoutAccountModal,
} from './routes';

describe('slugify', () => {
  it.each([
    ['Big Buck Bunny', 'big-buck-bunny'],
    ['  Café Olé! ', 'cafe-ole'],
    ['Ju-Jitsu: Finals (Day 2)', 'ju-jitsu-finals-day-2'],
    ['Über Größe', 'uber-große'],
    ['東京 2026', '東京-2026'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts long titles at a word boundary', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('word')).toBe(true);
  });
});

describe('mediaPath', () => {
  const media = { mediaid: 'aB3kLm9Q', title: 'Canoe Marathon: Final' };

  it.each([
    [{}, '/m/aB3kLm9Q/canoe-marathon-final'],
    [{ playlistId: 'Pl4yL1st' }, '/m/aB3kLm9Q/canoe-marathon-final?r=Pl4yL1st'],
    [{ play: true }, '/m/aB3kLm9Q/canoe-marathon-final?play=1'],
    [{ playlistId: 'Pl4yL1st', play: true }, '/m/aB3kLm9Q/canoe-marathon-final?r=Pl4yL1st&play=1'],
    [{ episodeId: 'Ep1s0de1', play: false }, '/m/aB3kLm9Q/canoe-marathon-final?e=Ep1s0de1'],
  ])('with %o → %s', (options, path) => {
    expect(mediaPath(media, options)).toBe(path);
  });

  it('leaves the slug out for a title with no letters or digits', () => {
    expect(mediaPath({ mediaid: 'abc', title: '???' })).toBe('/m/abc');
  });

  it('encodes non-Latin slugs', () => {
    expect(mediaPath({ mediaid: 'abc', title: '東京' })).toBe(`/m/abc/${encodeURIComponent('東京')}`);
  });
});

describe('playlistPath', () => {
  it.each([
    [undefined, '/p/Pl4yL1st'],
    ['', '/p/Pl4yL1st'],
    ['?app-config=demoauth', '/p/Pl4yL1st?app-config=demoauth'],
    ['genre=Drama&x=1', '/p/Pl4yL1st?genre=Drama&x=1'],
    [{ genre: 'Sci Fi' }, '/p/Pl4yL1st?genre=Sci+Fi'],
  ])('with query %j → %s', (query, path) => {
    expect(playlistPath('Pl4yL1st', query)).toBe(path);
  });
});

describe('payments and receipts', () => {
  it('keep the page query, not the modal parameters', () => {
    expect(paymentsPath()).toBe('/u/payments');
    expect(paymentsPath('?app-config=demoauth')).toBe('/u/payments?app-config=demoauth');
    expect(receiptPath('0f1e', '?app-config=demoauth&u=edit-card&offerId=S1')).toBe(
      '/u/payments/receipt/0f1e?app-config=demoauth',
    );
  });
});

describe('other routes', () => {
  it('builds series, home and sports paths', () => {
    expect(seriesPath({ seriesId: 'S3r1es01', title: 'The Climb' }, { episodeId: 'E1', play: true })).toBe(
      '/s/S3r1es01/the-climb?e=E1&play=1',
    );
    expect(seriesPath({ seriesId: 'S3r1es01' })).toBe('/s/S3r1es01');
    expect(homePath()).toBe('/');
    expect(sportsPath()).toBe('/sports');
    expect(sportsPath('beach-handball')).toBe('/sports/beach-handball');
    expect(staticPagePath('cookies-policy')).toBe('/cookies-policy');
  });
});

describe('episodePath (spec 3 §2: episode, series, play flag and playlist)', () => {
  const series = { seriesId: 'S3r1es01', title: 'Road to Aurora' };
  it.each<[{ play?: boolean; playlistId?: string }, string]>([
    [{}, '/s/S3r1es01/road-to-aurora?e=Ep1s0de2'],
    [{ play: true }, '/s/S3r1es01/road-to-aurora?e=Ep1s0de2&play=1'],
    [{ playlistId: 'Pl4yL1st' }, '/s/S3r1es01/road-to-aurora?r=Pl4yL1st&e=Ep1s0de2'],
    [{ playlistId: 'Pl4yL1st', play: true }, '/s/S3r1es01/road-to-aurora?r=Pl4yL1st&e=Ep1s0de2&play=1'],
  ])('with %o → %s', (options, path) => {
    expect(episodePath({ mediaid: 'Ep1s0de2' }, series, options)).toBe(path);
  });

  it('leaves the slug out when the series title is unknown', () => {
    expect(episodePath({ mediaid: 'E1' }, { seriesId: 'S1' })).toBe('/s/S1?e=E1');
  });

  it('carries a chosen season for the filter', () => {
    expect(seriesPath(series, { season: 2 })).toBe('/s/S3r1es01/road-to-aurora?season=2');
  });
});

describe('searchPath and liveGuidePath', () => {
  it.each<[string, Record<string, string | undefined>, string]>([
    ['', {}, '/q'],
    ['  ', { category: 'vod' }, '/q?category=vod'],
    ['aino mäkinen', {}, `/q/${encodeURIComponent('aino mäkinen')}`],
    [
      'a/b?c',
      { sport: 'Archery,Korfball', country: undefined },
      `/q/${encodeURIComponent('a/b?c')}?sport=Archery%2CKorfball`,
    ],
  ])('searchPath(%j, %o) → %s', (query, params, path) => expect(searchPath(query, params)).toBe(path));

  it('links a channel to its live guide', () => {
    expect(liveGuidePath('G41de001', 'Ch4nnel1')).toBe('/p/G41de001?channel=Ch4nnel1');
  });
});

describe('account modal and payments', () => {
  it('adds the modal step to the current address', () => {
    expect(accountModalPath({ pathname: '/m/abc/title', search: '?r=P1&u=login' }, 'create-account')).toBe(
      '/m/abc/title?r=P1&u=create-account',
    );
    expect(accountModalPath({ pathname: '/s/S1', search: '' }, 'choose-offer')).toBe('/s/S1?u=choose-offer');
    expect(paymentsPath()).toBe('/u/payments');
  });
});

describe('account routes', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/profile', '/profile'],
    ['/u?tab=1', '/u?tab=1'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
  ])('safeReturnPath(%j) → %j', (from, path) => {
    expect(safeReturnPath(from)).toBe(path);
  });

  it('keeps the page’s chosen site config on a path a script sends the viewer to', () => {
    expect(withPageConfig('/', '?app-config=demojwp1&u=login')).toBe('/?app-config=demojwp1');
    expect(withPageConfig('/u?tab=1#x', '?app-config=demojwp1')).toBe('/u?tab=1&app-config=demojwp1#x');
    expect(withPageConfig('/u?app-config=other', '?app-config=demojwp1')).toBe('/u?app-config=other');
    expect(withPageConfig('/u', '?from=%2F')).toBe('/u');
  });

  it.each([
    [undefined, '/login'],
    ['/', '/login'],
    ['/profile', '/login?from=%2Fprofile'],
    ['//evil.example', '/login'],
  ])('loginPath(%j) → %j', (from, path) => {
    expect(loginPath(from)).toBe(path);
  });

  it('builds the OTP and reset paths with their query strings', () => {
    expect(verifyOtpPath('a+b@example.com')).toBe('/verify-otp?email=a%2Bb%40example.com');
    expect(verifyOtpPath()).toBe('/verify-otp');
    expect(resetPasswordPath({ token: 't-1', email: 'a@example.com' })).toBe(
      '/reset-password?token=t-1&email=a%40example.com',
    );
    expect(accountPath()).toBe('/u');
    expect(accountPath('favorites')).toBe('/u/favorites');
  });

  it.each([
    [{ pathname: '/', search: '' }, 'login', {}, '/?u=login'],
    [{ pathname: '/p/abc', search: '?genre=Golf' }, 'create-account', {}, '/p/abc?genre=Golf&u=create-account'],
    [{ pathname: '/', search: '?u=login&message=x' }, 'forgot-password', {}, '/?u=forgot-password'],
    [
      { pathname: '/', search: '?u=send-confirmation&email=a%40b.c' },
      'reset-password',
      { resetPasswordToken: 'tok', email: 'a@b.c' },
      '/?u=reset-password&resetPasswordToken=tok&email=a%40b.c',
    ],
  ])('accountModalPath(%o, %j, %o) → %j', (location, step, extra, path) => {
    expect(accountModalPath(location, step, extra)).toBe(path);
  });

  it.each([
    [{ pathname: '/', search: '?u=login' }, '/'],
    [{ pathname: '/p/abc', search: '?genre=Golf&u=welcome&message=hi' }, '/p/abc?genre=Golf'],
    [{ pathname: '/', search: '?u=reset-password&resetPasswordToken=t&email=e' }, '/'],
  ])('withoutAccountModal(%o) → %j', (location, path) => {
    expect(withoutAccountModal(location)).toBe(path);
  });
});
