import { describe, expect, it } from 'vitest';
import type { MediaItem } from './media';
import { audioTileForKey, canWatchTogether, gridColumns, multiviewPath, parseMultiviewIds } from './multiview';

const now = new Date('2026-05-01T12:00:00Z');
function item(fields: Partial<MediaItem>): MediaItem {
  return {
    mediaid: 'abcd1234',
    title: 'T',
    description: '',
    tags: [],
    duration: 0,
    image: '',
    images: [],
    sources: [{ file: '/demo-media/live/x/master.m3u8', type: 'application/vnd.apple.mpegurl' }],
    tracks: [],
    productIds: [],
    requiresSubscription: false,
    free: true,
    ...fields,
  } as MediaItem;
}

describe('parseMultiviewIds', () => {
  it('keeps valid media ids once, in order, at most four', () => {
    expect(parseMultiviewIds('abcd1234,EFGH5678,abcd1234')).toEqual(['abcd1234', 'EFGH5678']);
    expect(parseMultiviewIds('aaaaaaa1,aaaaaaa2,aaaaaaa3,aaaaaaa4,aaaaaaa5')).toHaveLength(4);
    expect(parseMultiviewIds('../etc,<script>,short, abcd1234 ')).toEqual(['abcd1234']);
    expect(parseMultiviewIds(null)).toEqual([]);
    expect(parseMultiviewIds('')).toEqual([]);
  });

  it('writes the layout back as an address', () => {
    expect(multiviewPath(['abcd1234', 'EFGH5678'])).toBe('/multiview?ids=abcd1234,EFGH5678');
    expect(multiviewPath([])).toBe('/multiview');
  });
});

describe('canWatchTogether', () => {
  it('takes live channels and events that are live now, free, with a stream', () => {
    expect(canWatchTogether(item({ contentType: 'livechannel' }), now)).toBe(true);
    const event = {
      contentType: 'liveevent' as const,
      scheduledStart: '2026-05-01T11:00:00Z',
      scheduledEnd: '2026-05-01T13:00:00Z',
    };
    expect(canWatchTogether(item(event), now)).toBe(true);
    expect(
      canWatchTogether(
        item({ ...event, scheduledStart: '2026-05-01T14:00:00Z', scheduledEnd: '2026-05-01T15:00:00Z' }),
        now,
      ),
    ).toBe(false);
    expect(canWatchTogether(item({ contentType: 'livechannel', sources: [] }), now)).toBe(false);
    expect(canWatchTogether(item({}), now)).toBe(false);
  });

  it('leaves out paid items (multiview asks no entitlement)', () => {
    const paid = item({
      contentType: 'livechannel',
      free: false,
      requiresSubscription: true,
      productIds: [{ provider: 'own', offerId: 'S123456789_NL', premier: false }],
    });
    expect(canWatchTogether(paid, now)).toBe(false);
  });
});

describe('audio and layout', () => {
  it('moves the sound with keys 1 to 4 to an existing tile only', () => {
    expect(audioTileForKey('1', 3)).toBe(0);
    expect(audioTileForKey('3', 3)).toBe(2);
    expect(audioTileForKey('4', 3)).toBeNull();
    expect(audioTileForKey('0', 3)).toBeNull();
    expect(audioTileForKey('a', 3)).toBeNull();
  });

  it('uses one column for one tile and two otherwise', () => {
    expect([1, 2, 3, 4].map(gridColumns)).toEqual([1, 2, 2, 2]);
  });
});
