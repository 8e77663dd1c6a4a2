import { describe, expect, it } from 'vitest';
import { detectLanguage, localizedPath } from './detect';

const enabled = ['en', 'es', 'fr'];

describe('detectLanguage', () => {
  it.each([
    ['stored language wins', { stored: 'fr', browser: ['es-ES'] }, 'fr'],
    ['browser when nothing stored', { stored: null, browser: ['de-DE', 'es-MX'] }, 'es'],
    ['stored but disabled → browser', { stored: 'nl', browser: ['fr-CA'] }, 'fr'],
    ['nothing usable → default', { stored: 'xx', browser: ['ja'] }, 'en'],
    ['region and case ignored', { stored: 'ES-es', browser: [] }, 'es'],
    ['empty values ignored', { stored: '', browser: [''] }, 'en'],
  ])('%s', (_name, input, expected) => {
    expect(detectLanguage({ ...input, enabled, fallback: 'en' })).toBe(expected);
  });
});

describe('localizedPath', () => {
  it.each([
    ['/p/abc?genre=x', 'en', '/p/abc?genre=x'],
    ['/p/abc', 'es', '/es/p/abc'],
    ['/', 'fr', '/fr/'],
  ])('%s in %s → %s', (path, language, expected) => {
    expect(localizedPath(path, language, 'en')).toBe(expected);
  });
});
