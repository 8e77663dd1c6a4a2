import { describe, expect, it } from 'vitest';
import {
  accountModalPath,
  accountPath,
  homePath,
  loginPath,
  mediaPath,
  playlistPath,
  resetPasswordPath,
  safeReturnPath,
  seriesPath,
  slugify,
  sportsPath,
  verifyOtpPath,
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

describe('other routes', () => {
  it('builds series, home and sports paths', () => {
    expect(seriesPath({ seriesId: 'S3r1es01', title: 'The Climb' }, { episodeId: 'E1', play: true })).toBe(
      '/s/S3r1es01/the-climb?e=E1&play=1',
    );
    expect(seriesPath({ seriesId: 'S3r1es01' })).toBe('/s/S3r1es01');
    expect(homePath()).toBe('/');
    expect(sportsPath()).toBe('/sports');
    expect(sportsPath('beach-handball')).toBe('/sports/beach-handball');
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
