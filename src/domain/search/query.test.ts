import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './query';

const parse = (query: string) => parseSearchQuery(new URLSearchParams(query));

describe('parseSearchQuery', () => {
  it.each<[string, Record<string, unknown>]>([
    ['q=lighthouse', { text: 'lighthouse', types: ['athletes', 'sports', 'federations', 'vod'], limit: 20 }],
    ['q=%20aino%20&type=', { text: 'aino' }],
    ['type=athletes,vod', { text: '', types: ['athletes', 'vod'] }],
    ['type=vod&type=vod', { types: ['vod'] }],
    ['sport=Archery,%20korfball&sport=lacrosse', { sports: ['Archery', 'korfball', 'lacrosse'] }],
    ['country=NED&athlete=aino-makinen', { countries: ['NED'], athletes: ['aino-makinen'] }],
    ['discipline=Recurve', { disciplines: ['Recurve'] }],
    ['date=2026-07-14', { date: Date.UTC(2026, 6, 14) }],
    ['date=2026-07-14T00:00:00%2B02:00', { date: Date.UTC(2026, 6, 13, 22) }],
    ['date=2026-07-14T06:00:00', { date: Date.UTC(2026, 6, 14, 6) }],
    ['q=x&limit=20', { limit: 20 }],
  ])('%s', (query, expected) => {
    const result = parseSearchQuery(new URLSearchParams(query));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.query).toMatchObject(expected);
  });

  it.each<[string, string, RegExp]>([
    ['', 'q', /at least one/],
    ['q=%20%20&sport=,&date=', 'q', /at least one/],
    ['limit=10', 'q', /at least one/],
    ['q=a&type=videos', 'type', /type must be one of athletes, sports, federations, vod/],
    ['type=athletes,people', 'type', /type must be one of/],
    ['q=a&date=yesterday', 'date', /ISO date/],
    ['q=a&date=2026-13-40', 'date', /ISO date/],
    [`q=${'a'.repeat(201)}`, 'q', /at most 200/],
    ['q=a&limit=0', 'limit', /at least 1/],
    ['q=a&limit=9999', 'limit', /at most 500/],
    ['q=a&limit=ten', 'limit', /whole number/],
    [`q=a&sport=${Array.from({ length: 51 }, (_, i) => `s${i}`).join(',')}`, 'sport', /at most 50 values/],
    [`q=a&athlete=${'x'.repeat(101)}`, 'athlete', /at most 100 characters/],
  ])('refuses %j naming %s', (query, field, message) => {
    const result = parse(query);
    expect(result).toMatchObject({ ok: false, field });
    if (!result.ok) expect(result.message).toMatch(message);
  });
});
