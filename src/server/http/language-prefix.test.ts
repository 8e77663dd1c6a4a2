import { describe, expect, it } from 'vitest';
import { routeLanguage } from './language-prefix';

describe('routeLanguage', () => {
  it.each([
    ['/', '', { kind: 'default', language: 'en' }],
    ['/p/abc', '', { kind: 'default', language: 'en' }],
    ['/es', '', { kind: 'prefixed', language: 'es', path: '/' }],
    ['/es/', '?q=1', { kind: 'prefixed', language: 'es', path: '/?q=1' }],
    ['/es/m/x/y', '', { kind: 'prefixed', language: 'es', path: '/m/x/y' }],
    ['/nl/m/x', '', { kind: 'default', language: 'en' }],
    ['/esx/m', '', { kind: 'default', language: 'en' }],
    ['/en/m/x', '?r=1', { kind: 'redirect', location: '/m/x?r=1' }],
    ['/en', '', { kind: 'redirect', location: '/' }],
    ['/en//evil.example', '', { kind: 'redirect', location: '/evil.example' }],
  ])('%s%s', (pathname, search, expected) => {
    expect(routeLanguage(pathname, search, ['en', 'es'], 'en')).toEqual(expected);
  });

  it('uses whichever enabled language is the default', () => {
    expect(routeLanguage('/x', '', ['en', 'de'], 'de')).toEqual({ kind: 'default', language: 'de' });
    expect(routeLanguage('/en/x', '', ['en', 'de'], 'de')).toEqual({ kind: 'prefixed', language: 'en', path: '/x' });
  });
});
