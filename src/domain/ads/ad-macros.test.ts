import { describe, expect, it } from 'vitest';
import { expandMacros } from './ad-macros';

describe('expandMacros', () => {
  const values = { cacheBuster: '12345678', timestamp: '2026-05-01T10:00:00.000Z' };

  it('fills the cache buster, time stamp, error code and ad playhead, URL-encoded', () => {
    const url = 'https://t.example/p?cb=[CACHEBUSTING]&t=[TIMESTAMP]&e=[ERRORCODE]&h=[ADPLAYHEAD]';
    expect(expandMacros(url, { ...values, errorCode: 405, adPlayhead: 3.5 })).toBe(
      'https://t.example/p?cb=12345678&t=2026-05-01T10%3A00%3A00.000Z&e=405&h=00%3A00%3A03.500',
    );
  });

  it('leaves macros it has no value for', () => {
    expect(expandMacros('https://t.example/p?e=[ERRORCODE]&x=[DOMAIN]', values)).toBe(
      'https://t.example/p?e=[ERRORCODE]&x=[DOMAIN]',
    );
  });
});
