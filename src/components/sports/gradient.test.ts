import { describe, expect, it } from 'vitest';
import { gradientStyle } from './gradient';

describe('gradientStyle', () => {
  it.each([
    [{ start: '#b45309', end: '#fbbf24' }, '--from:#b45309;--to:#fbbf24'],
    [{ start: '#FFF', end: '#00000080' }, '--from:#FFF;--to:#00000080'],
    [{ start: 'red;background:url(x)', end: '#000' }, '--from:#3a3f4b;--to:#000'],
    [{ start: '#12', end: 'expression(1)' }, '--from:#3a3f4b;--to:#1c1f26'],
    [undefined, '--from:#3a3f4b;--to:#1c1f26'],
  ])('%j → %s', (gradient, expected) => {
    expect(gradientStyle(gradient)).toBe(expected);
  });
});
