import { describe, expect, it } from 'vitest';
import { isValidPreviewCookie } from '../cms/preview/cookie';
import { exitLocation, startPreview } from './preview';

const SECRET = 'a-preview-secret-of-at-least-32-characters';
const NOW = Date.parse('2026-03-01T12:00:00Z');
const deps = { previewSecret: SECRET, now: NOW };

describe('startPreview', () => {
  it.each([
    ['a wrong secret', { secret: 'guess', path: '/sports/archery' }, deps],
    ['no secret', { secret: null, path: '/sports/archery' }, deps],
    ['a site without preview', { secret: SECRET, path: '/sports/archery' }, { ...deps, previewSecret: undefined }],
    ['a wrong secret and a bad path', { secret: 'guess', path: '//evil.example' }, deps],
  ])('refuses %s, with no cookie', (_name, query, given) => {
    expect(startPreview(query, given)).toEqual({ kind: 'unauthorized' });
  });

  it.each([null, '', 'sports', '//evil.example/x', '/\\evil.example', 'https://evil.example/', '/a b', '/x\u0000'])(
    'refuses the path %j, naming the field',
    (path) => {
      expect(startPreview({ secret: SECRET, path }, deps)).toMatchObject({ kind: 'invalid', field: 'path' });
    },
  );

  it('signs a one-hour cookie and goes to the page', () => {
    const started = startPreview({ secret: SECRET, path: '/sports/archery?tab=videos' }, deps);
    if (started.kind !== 'started') throw new Error(started.kind);
    expect(started.location).toBe('/sports/archery?tab=videos');
    expect(started.cookie).toMatchObject({ name: 'ott_preview', maxAgeS: 3600 });
    expect(isValidPreviewCookie(SECRET, started.cookie.value, NOW + 3_599_000)).toBe(true);
    expect(isValidPreviewCookie(SECRET, started.cookie.value, NOW + 3_600_000)).toBe(false);
    expect(isValidPreviewCookie('another-secret-of-at-least-32-characters', started.cookie.value, NOW)).toBe(false);
  });

  it('normalises the path without leaving the site', () => {
    const started = startPreview({ secret: SECRET, path: '/sports/../athletes/%2e%2e/x' }, deps);
    expect(started).toMatchObject({ kind: 'started', location: '/x' });
  });
});

describe('isValidPreviewCookie', () => {
  it('refuses a tampered expiry and a missing value', () => {
    const value = startPreview({ secret: SECRET, path: '/' }, deps);
    if (value.kind !== 'started') throw new Error(value.kind);
    const [expiresAt, signature] = value.cookie.value.split('.');
    expect(isValidPreviewCookie(SECRET, `${Number(expiresAt) + 86_400_000}.${signature}`, NOW)).toBe(false);
    expect(isValidPreviewCookie(SECRET, undefined, NOW)).toBe(false);
    expect(isValidPreviewCookie('', value.cookie.value, NOW)).toBe(false);
  });
});

describe('exitLocation', () => {
  it('returns to a path of this site, else home', () => {
    expect(exitLocation('/sports/archery')).toBe('/sports/archery');
    expect(exitLocation('//evil.example')).toBe('/');
    expect(exitLocation(null)).toBe('/');
  });

  // The first was answered `303 Location: //evil.example` before issue 40.
  it.each(['/.//evil.example', '/..//evil.example', '/./\\/evil.example', '/\t/evil.example', '/%2e//evil.example'])(
    'never sends the browser to another host for %j',
    (path) => {
      expect(exitLocation(path)).toBe('/');
      expect(startPreview({ secret: SECRET, path }, deps)).toMatchObject({ kind: 'invalid', field: 'path' });
    },
  );
});
