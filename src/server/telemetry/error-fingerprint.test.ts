import { describe, expect, it } from 'vitest';
import { fingerprintInput, messageTemplate, topFrame, trimStack } from '../../domain/telemetry/error-report';
import { errorFingerprint } from './error-intake';

const chromeStack = `TypeError: x is undefined
    at renderShelf (https://site.example/_astro/Shelf.B1x.js?v=2:14:21)
    at run (https://site.example/_astro/client.js:1:10)`;
const firefoxStack = `renderShelf@https://site.example/_astro/Shelf.B1x.js:14:9
run@https://site.example/_astro/client.js:1:10`;

describe('error fingerprints', () => {
  it('group one error whatever its ids, numbers, quoted values and addresses', () => {
    expect(messageTemplate('Failed to load /m/abc123/film-one (status 503)')).toBe(
      'Failed to load <path> (status <n>)',
    );
    expect(messageTemplate('Cannot read "title" of media 5f3a9c2e11')).toBe(
      messageTemplate('Cannot read "name" of media 0000aaaa99'),
    );
    expect(messageTemplate('fetch https://cdn.example/a?b=1 failed')).toBe('fetch <url> failed');
  });

  it('take the first frame without its column or query, in Chrome’s and Firefox’s formats', () => {
    expect(topFrame(chromeStack)).toBe('renderShelf https://site.example/_astro/Shelf.B1x.js:14');
    expect(topFrame(firefoxStack)).toBe('renderShelf https://site.example/_astro/Shelf.B1x.js:14');
    expect(topFrame('no frames here')).toBe('');
  });

  it('differ by category, message template and place, and only by those', () => {
    const base = { category: 'unknown' as const, message: 'x is undefined at 12', stack: chromeStack };
    expect(errorFingerprint(base)).toBe(errorFingerprint({ ...base, message: 'x is undefined at 99' }));
    expect(errorFingerprint(base)).toBe(errorFingerprint({ ...base, stack: firefoxStack }));
    expect(errorFingerprint(base)).not.toBe(errorFingerprint({ ...base, category: 'network' }));
    expect(errorFingerprint(base)).not.toBe(errorFingerprint({ ...base, message: 'y is undefined' }));
    expect(errorFingerprint(base)).not.toBe(errorFingerprint({ ...base, stack: undefined }));
    expect(fingerprintInput(base).split('\n')).toHaveLength(3);
    expect(errorFingerprint(base)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keep the first 20 stack lines', () => {
    const long = Array.from({ length: 50 }, (_, i) => `    at f${i} (a.js:${i}:1)`).join('\n');
    expect(trimStack(long)?.split('\n')).toHaveLength(20);
  });
});
