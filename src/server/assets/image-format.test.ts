import { describe, expect, it } from 'vitest';
import { preferredImageFormat } from './image-format';

describe('preferredImageFormat', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'], // Chromium
    ['image/webp,*/*', 'webp'], // older Firefox
    ['IMAGE/WEBP ; q=0.9', 'webp'],
    ['image/avif;q=0,image/webp;q=0.5', 'webp'],
    ['image/avif;q=0, image/webp;q=0.0', undefined],
    ['image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5', undefined], // Safari before AVIF
    ['*/*', undefined],
    ['image/*', undefined],
    ['', undefined],
    [null, undefined],
    [',,;;;q=,image/avif;q=abc', undefined],
    ['image/webp, image/webp, image/webp', 'webp'], // repeated headers joined by fetch
    [`${'x'.repeat(3000)},image/avif`, undefined], // too long to parse
  ])('%s → %s', (accept, expected) => {
    expect(preferredImageFormat(accept)).toBe(expected);
  });
});
