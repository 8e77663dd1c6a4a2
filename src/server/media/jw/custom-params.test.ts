import { describe, expect, it } from 'vitest';
import { applyTranslations, parseBoolean, parseInstant, parseNumber, parseProductIds } from './custom-params';

describe('parseProductIds', () => {
  it.each([
    ['cleeng:S123_NL', [{ provider: 'cleeng', offerId: 'S123_NL', premier: false }]],
    ['!jwp:12345', [{ provider: 'jwp', offerId: '12345', premier: true }]],
    [
      ' cleeng:S1_NL , !cleeng:C2_NL ',
      [
        { provider: 'cleeng', offerId: 'S1_NL', premier: false },
        { provider: 'cleeng', offerId: 'C2_NL', premier: true },
      ],
    ],
    ['no-provider', []],
    [':S1', []],
    ['cleeng:', []],
    ['', []],
    [undefined, []],
  ])('%j → %j', (value, expected) => {
    expect(parseProductIds(value)).toEqual(expected);
  });
});

describe('applyTranslations', () => {
  const fields = { title: 'Night', description: 'Dark', 'title-es': 'Noche', 'description-es': '', 'title-fr': 'Nuit', genre: 'Drama', 'genre-es': 'Drama ES' };

  it.each([
    ['es', { title: 'Noche', description: 'Dark', 'title-fr': 'Nuit', genre: 'Drama ES' }],
    ['fr', { title: 'Nuit', description: 'Dark', 'title-es': 'Noche', 'description-es': '', genre: 'Drama', 'genre-es': 'Drama ES' }],
    ['de', fields],
    [undefined, fields],
  ])('language %s', (language, expected) => {
    expect(applyTranslations(fields, language)).toEqual(expected);
  });
});

describe('scalar custom parameters', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['false', false],
    ['no', false],
    ['', false],
    [undefined, undefined],
  ])('parseBoolean(%j) → %j', (value, expected) => {
    expect(parseBoolean(value)).toBe(expected);
  });

  it.each([
    ['8', 8],
    ['2.5', 2.5],
    [' ', undefined],
    ['eight', undefined],
    [undefined, undefined],
  ])('parseNumber(%j) → %j', (value, expected) => {
    expect(parseNumber(value)).toBe(expected);
  });

  it.each([
    ['2026-07-01T12:00:00Z', '2026-07-01T12:00:00.000Z'],
    ['2026-07-01T14:00:00+02:00', '2026-07-01T12:00:00.000Z'],
    ['now+1d', undefined],
    ['', undefined],
  ])('parseInstant(%j) → %j', (value, expected) => {
    expect(parseInstant(value)).toBe(expected);
  });
});
