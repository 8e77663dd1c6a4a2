import { describe, expect, it } from 'vitest';
import { resolveRelativeTime, resolveRelativeTimes } from './relative-time';

const now = new Date('2026-05-01T12:00:00.000Z');

describe('resolveRelativeTime', () => {
  it.each([
    ['now', '2026-05-01T12:00:00.000Z'],
    ['now-30m', '2026-05-01T11:30:00.000Z'],
    ['now+1d', '2026-05-02T12:00:00.000Z'],
    ['now-2d+2h', '2026-04-29T14:00:00.000Z'],
    ['now+45s', '2026-05-01T12:00:45.000Z'],
  ])('%s → %s', (input, expected) => {
    expect(resolveRelativeTime(input, now)).toBe(expected);
  });

  it.each(['', 'nowish', 'now-5y', '2026-05-01', 'now - 5m'])('leaves %j alone', (input) => {
    expect(resolveRelativeTime(input, now)).toBeUndefined();
  });

  it('resolves nested values and keeps everything else', () => {
    const doc = { title: 'now', a: [{ start: 'now-1h' }], n: 3, flag: true, none: null };
    expect(resolveRelativeTimes(doc, now)).toEqual({
      title: '2026-05-01T12:00:00.000Z',
      a: [{ start: '2026-05-01T11:00:00.000Z' }],
      n: 3,
      flag: true,
      none: null,
    });
  });
});
