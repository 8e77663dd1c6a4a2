import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range';

describe('byteRange', () => {
  it('reads the single ranges a video element asks for, clipped to the file', () => {
    expect(byteRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRange('bytes=0-1', 1000)).toEqual({ start: 0, end: 1 });
    expect(byteRange('bytes=500-2000', 1000)).toEqual({ start: 500, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('sends the whole file for no, odd, several or reversed ranges', () => {
    for (const header of [null, '', 'bytes=', 'bytes=-', 'items=0-1', 'bytes=0-1,5-6', 'bytes=9-3', 'bytes=a-b']) {
      expect(byteRange(header, 1000)).toBeNull();
    }
    expect(byteRange(`bytes=${'9'.repeat(40)}-`, 1000)).toBeNull();
  });

  it('refuses a range past the end', () => {
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});
