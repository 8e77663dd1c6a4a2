import { describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '../../domain/media';
import { createDataCache } from '../shared/data-cache';
import { MediaPlatformError } from '../media/port';
import { getMediaCards, type MediaCardsDeps } from './media-cards';

function media(mediaid: string, title: string): MediaItem {
  return {
    mediaid,
    title,
    description: '',
    tags: [],
    duration: 120,
    image: `/img/${mediaid}.jpg`,
    images: [{ src: `/img/${mediaid}.jpg?width=320`, width: 320, type: 'image/jpeg' }],
    sources: [],
    tracks: [],
    productIds: [],
    requiresSubscription: false,
    free: true,
    custom: {},
  };
}

const catalog: Record<string, MediaItem> = {
  aaaa1111: media('aaaa1111', 'First'),
  bbbb2222: media('bbbb2222', 'Second'),
};

function deps(overrides: Partial<MediaCardsDeps> = {}): MediaCardsDeps {
  return {
    media: { getMedia: vi.fn(async (id: string) => catalog[id] ?? null) },
    cache: createDataCache(),
    ttlMs: 60_000,
    ...overrides,
  };
}

describe('getMediaCards', () => {
  it('returns cards in the requested order and skips unknown ids', async () => {
    const result = await getMediaCards('bbbb2222,missing1,aaaa1111', deps());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.items.map((card) => [card.mediaid, card.title])).toEqual([
      ['bbbb2222', 'Second'],
      ['aaaa1111', 'First'],
    ]);
    expect(result.items[0]).toMatchObject({ image: '/img/bbbb2222.jpg', duration: 120, hasOffers: false });
  });

  it('loads each media once through the cache', async () => {
    const d = deps();
    await getMediaCards('aaaa1111', d);
    await getMediaCards('aaaa1111,aaaa1111', d);
    expect(d.media.getMedia).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['missing', null, 'ids is required'],
    ['empty', '', 'at least one'],
    ['only commas', ',,', 'at least one'],
    ['a bad character', 'aaaa1111,bad id!', 'invalid media id "bad id!"'],
    ['an id that is too long', 'x'.repeat(65), 'invalid media id'],
    ['too many ids', Array.from({ length: 49 }, (_, i) => `id${i}`).join(','), 'at most 48'],
  ])('rejects %s ids with a 400 naming the field', async (_label, ids, message) => {
    const result = await getMediaCards(ids, deps());
    expect(result).toMatchObject({ ok: false, status: 400, error: { field: 'ids' } });
    if (result.ok || result.status !== 400) return;
    expect(result.error.message).toContain(message);
  });

  it('accepts 48 ids', async () => {
    const ids = Array.from({ length: 48 }, (_, i) => `id${i}`).join(',');
    expect((await getMediaCards(ids, deps())).ok).toBe(true);
  });

  it('skips items the platform fails on, and reports them', async () => {
    const onItemFailed = vi.fn();
    const getMedia = vi.fn(async (id: string) => {
      if (id === 'aaaa1111') throw new MediaPlatformError('upstream 500', 500);
      return catalog[id] ?? null;
    });
    const result = await getMediaCards('aaaa1111,bbbb2222', deps({ media: { getMedia }, onItemFailed }));
    expect(result).toMatchObject({ ok: true, items: [{ mediaid: 'bbbb2222' }] });
    expect(onItemFailed).toHaveBeenCalledWith('aaaa1111', expect.any(MediaPlatformError));
  });

  it('answers 502 when the platform failed for every item', async () => {
    const getMedia = vi.fn(async () => {
      throw new MediaPlatformError('down', 503);
    });
    const result = await getMediaCards('aaaa1111,bbbb2222', deps({ media: { getMedia } }));
    expect(result).toMatchObject({ ok: false, status: 502 });
  });
});
