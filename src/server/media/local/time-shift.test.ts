import { describe, expect, it } from 'vitest';
import { parseTimeShift } from './time-shift';

const now = new Date('2026-11-25T15:00:00.000Z');
const nowS = now.getTime() / 1000;
const parse = (query: string) => parseTimeShift(new URLSearchParams(query), now);

describe('parseTimeShift', () => {
  it('passes plain live through and keeps a valid window', () => {
    expect(parse('')).toEqual({ ok: true, query: '' });
    expect(parse(`start=${nowS - 3600}`)).toEqual({
      ok: true,
      value: { start: new Date((nowS - 3600) * 1000) },
      query: `?start=${nowS - 3600}`,
    });
    expect(parse(`start=${nowS - 7200}&end=${nowS - 3600}`)).toMatchObject({
      ok: true,
      query: `?start=${nowS - 7200}&end=${nowS - 3600}`,
    });
  });

  it.each([
    ['start=abc', 'start'],
    [`start=${nowS + 60}`, 'start'],
    [`start=${nowS - 25 * 3600}`, 'start'],
    [`end=${nowS}`, 'end'],
    [`start=${nowS - 60}&end=${nowS - 120}`, 'end'],
    [`start=${nowS - 8 * 3600}&end=${nowS - 60}`, 'end'],
  ])('refuses %s naming %s', (query, field) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.startsWith(`${field}:`)).toBe(true);
  });
});

describe('delta updates', () => {
  it('passes _HLS_skip=YES on, but not into the variants query', () => {
    expect(parse(`start=${nowS - 60}&_HLS_skip=YES`)).toMatchObject({
      ok: true,
      value: { skip: true },
      query: `?start=${nowS - 60}`,
    });
    expect(parse(`start=${nowS - 60}&_HLS_skip=v2`)).not.toMatchObject({ value: { skip: true } });
  });
});
