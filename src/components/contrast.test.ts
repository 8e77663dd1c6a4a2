import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn, relativeLuminance } from './contrast';

describe('readableTextOn', () => {
  it.each([
    ['#22d3a6', '#000000'],
    ['#ffffff', '#000000'],
    ['#ffd400', '#000000'],
    ['#000000', '#ffffff'],
    ['#3d7bff', '#000000'],
    ['#1a3fa8', '#ffffff'],
    ['#d7191f', '#ffffff'],
    ['not-a-colour', '#ffffff'],
  ])('on %s → %s', (background, text) => {
    expect(readableTextOn(background)).toBe(text);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio(relativeLuminance('#ffffff')!, relativeLuminance('#000000')!)).toBeCloseTo(21);
    expect(contrastRatio(relativeLuminance('#d7191f')!, 1)).toBeGreaterThan(4.5);
  });
});
