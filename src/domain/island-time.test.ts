import { describe, expect, it } from 'vitest';
import { islandNow } from './island-time';

describe('islandNow', () => {
  it('is the same for every moment of one minute, and the next minute for the next', () => {
    const start = Date.parse('2026-11-28T10:15:00.000Z');
    expect(islandNow(new Date(start))).toBe(start);
    expect(islandNow(new Date(start + 59_999))).toBe(start);
    expect(islandNow(new Date(start + 60_000))).toBe(start + 60_000);
  });
});
