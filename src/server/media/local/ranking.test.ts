import { describe, expect, it } from 'vitest';
import type { RawItem } from './catalog';
import { foldText, relatedItems, searchItems } from './ranking';

const item = (mediaid: string, fields: Record<string, string>): RawItem => ({ mediaid, ...fields });

const catalog: RawItem[] = [
  item('kayak001', {
    title: 'Canoe Marathon Final',
    description: 'Paddles at dawn',
    tags: 'canoe-marathon,replay',
    genre: 'Sport',
  }),
  item('film0001', {
    title: 'The Lighthouse',
    description: 'A drama on an island',
    tags: 'drama,island',
    genre: 'Drama',
  }),
  item('kayak002', {
    title: 'Wakeboard Jumps',
    description: 'Best of the lake course',
    tags: 'wakeboarding,highlights',
    genre: 'Sport',
  }),
  item('kayak003', {
    title: 'Canoe Sprint',
    description: 'Short and fast',
    tags: 'canoe-marathon,highlights',
    genre: 'Sport',
  }),
  item('film0002', {
    title: 'Café Olé',
    description: 'Une comédie',
    tags: 'comedy',
    genre: 'Comedy',
    'title-es': 'Café con leche',
  }),
];

describe('foldText', () => {
  it('drops case and accents', () => {
    expect(foldText('Équipe CAFÉ Olé')).toBe('equipe cafe ole');
  });
});

describe('relatedItems', () => {
  it('ranks by shared tags and genre, excludes the reference and unrelated items', () => {
    const reference = catalog[0]!;
    expect(relatedItems(catalog, reference).map((entry) => entry.mediaid)).toEqual(['kayak003', 'kayak002']);
  });

  it('keeps catalog order between equal scores', () => {
    const reference = item('ref00001', { tags: 'highlights' });
    expect(relatedItems(catalog, reference).map((entry) => entry.mediaid)).toEqual(['kayak002', 'kayak003']);
  });
});

describe('searchItems', () => {
  it.each([
    ['canoe', ['kayak001', 'kayak003']],
    ['CAFE', ['film0002']],
    ['island drama', ['film0001']],
    ['lake', ['kayak002']],
    ['highlights', ['kayak002', 'kayak003']],
    ['canoe dawn', ['kayak001']],
    ['nothing-like-this', []],
    ['   ', []],
  ])('"%s" finds %j', (query, expected) => {
    expect(searchItems(catalog, query).map((entry) => entry.mediaid)).toEqual(expected);
  });

  it('puts title matches before description or tag matches', () => {
    const items = [
      item('a0000001', { title: 'Other', description: 'about climbing' }),
      item('b0000001', { title: 'Climbing' }),
    ];
    expect(searchItems(items, 'climbing').map((entry) => entry.mediaid)).toEqual(['b0000001', 'a0000001']);
  });

  it('matches the translated title for the requested language', () => {
    expect(searchItems(catalog, 'leche', 'es').map((entry) => entry.mediaid)).toEqual(['film0002']);
    expect(searchItems(catalog, 'leche').map((entry) => entry.mediaid)).toEqual([]);
  });
});
