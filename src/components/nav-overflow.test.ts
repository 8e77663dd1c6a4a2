import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entriesThatFit } from './nav-overflow';

describe('entriesThatFit (the header row and its More menu)', () => {
  it('keeps every entry when the last one fits, with no room kept for More', () => {
    expect(entriesThatFit([80, 170, 260], 260, 90)).toBe(3);
  });

  it('keeps the entries that leave room for More when not all fit', () => {
    expect(entriesThatFit([80, 170, 260, 350], 300, 90)).toBe(2);
  });

  it('keeps none when not even the first fits beside More', () => {
    expect(entriesThatFit([200, 400], 250, 90)).toBe(0);
  });

  it('never keeps an entry that would overlap More, and keeps a prefix of the row', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 20, max: 200 }), { maxLength: 15 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 40, max: 120 }),
        (widths, available, moreWidth) => {
          const edges = widths.map((_, index) => widths.slice(0, index + 1).reduce((sum, width) => sum + width, 0));
          const fit = entriesThatFit(edges, available, moreWidth);
          if (fit === edges.length) expect(edges.at(-1) ?? 0).toBeLessThanOrEqual(available);
          else expect(fit === 0 || edges[fit - 1]! + moreWidth <= available).toBe(true);
          if (fit < edges.length && fit > 0) expect(edges[fit]! + moreWidth).toBeGreaterThan(available);
        },
      ),
      { seed: 4303, numRuns: 500 },
    );
  });
});
