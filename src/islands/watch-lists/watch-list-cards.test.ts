import { describe, expect, it, vi } from 'vitest';
import type { CardData } from '../../domain/card';
import { MediaCardsRequestError, fetchMediaCards } from './media-cards-client';
import { cardsFor } from './use-media-cards';

const card = (mediaid: string): CardData => ({
  mediaid,
  title: `Title ${mediaid}`,
  image: `/img/${mediaid}.jpg`,
  images: [{ src: `/img/${mediaid}.jpg?width=320`, width: 320, type: 'image/jpeg' }],
  duration: 60,
  hasOffers: false,
  requiresSubscription: false,
  free: true,
});

describe('cardsFor', () => {
  const known = { cards: new Map([['a', card('a')], ['b', card('b')]]), missing: new Set(['gone']) };
  it.each([
    ['known cards in list order', ['b', 'a'], ['b', 'a'], []],
    ['unknown ids are loaded', ['a', 'new1', 'new2'], ['a'], ['new1', 'new2']],
    ['missing media are neither shown nor asked for again', ['gone', 'b'], ['b'], []],
  ])('%s', (_label, ids, shown, toLoad) => {
    const result = cardsFor(ids, known);
    expect(result.cards.map((entry) => entry.mediaid)).toEqual(shown);
    expect(result.toLoad).toEqual(toLoad);
  });
});

function reply(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('fetchMediaCards', () => {
  it('asks for the ids and returns the validated cards', async () => {
    const fetch = reply({ items: [card('a'), { ...card('b'), contentType: 'episode', episodeNumber: 2 }] });
    const items = await fetchMediaCards(['a', 'b'], { fetch });
    expect(fetch).toHaveBeenCalledWith('/api/media?ids=a,b', expect.anything());
    expect(items.map((item) => item.mediaid)).toEqual(['a', 'b']);
  });

  it.each([
    ['an error status', reply({ error: { field: 'ids', message: 'bad' } }, 400)],
    ['an unexpected shape', reply({ items: [{ mediaid: 'a' }] })],
    ['an unknown content type', reply({ items: [{ ...card('a'), contentType: 'movie' }] })],
  ])('rejects %s', async (_label, fetch) => {
    await expect(fetchMediaCards(['a'], { fetch })).rejects.toBeInstanceOf(MediaCardsRequestError);
  });
});
