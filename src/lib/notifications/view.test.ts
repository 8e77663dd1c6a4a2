import { describe, expect, it } from 'vitest';
import { applyGuestReads, badgeText, notificationHref, parseReadIds, prepend, relativeTime, withReadId } from './view';

describe('the bell and its list', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [4321, '99+'],
  ])('badge for %i unread is "%s"', (count, text) => expect(badgeText(count)).toBe(text));

  it('leads a live notification to its media and a global one to its page', () => {
    expect(notificationHref({ _type: 'stream_on_live_notification', streamId: 'live0001', item: null })).toBe(
      '/m/live0001',
    );
    const sport = { _type: 'sport', titleAndSlug: { slug: { current: 'archery' } } };
    expect(notificationHref({ _type: 'global_notification', streamId: null, item: sport })).toBe('/sports/archery');
    expect(notificationHref({ _type: 'stream_on_live_notification', streamId: null, item: null })).toBeNull();
    expect(notificationHref({ _type: 'global_notification', streamId: null, item: null })).toBeNull();
    const odd = { _type: '../x', titleAndSlug: { slug: { current: 'a' } } };
    expect(notificationHref({ _type: 'global_notification', streamId: null, item: odd })).toBeNull();
  });

  it('keeps guests’ read ids, tolerating anything stored', () => {
    expect([...parseReadIds('["3","4",5]')]).toEqual(['3', '4']);
    expect(parseReadIds('{oops').size).toBe(0);
    expect(parseReadIds(null).size).toBe(0);
    expect(withReadId(new Set(['1', '2']), '2')).toEqual(['1', '2']);
    const items = [
      { id: '1', read: false },
      { id: '2', read: false },
    ];
    expect(applyGuestReads(items, new Set(['2']))).toEqual([
      { id: '1', read: false },
      { id: '2', read: true },
    ]);
  });

  it('says how long ago, in the page language', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(relativeTime('2026-05-01T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2026-04-30T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(relativeTime('2026-05-01T11:59:50Z', now, 'en')).toBe('this minute');
    expect(relativeTime('2026-05-01T10:00:00Z', now, 'de')).toBe('vor 2 Stunden');
  });

  it('prepends a streamed notification once', () => {
    expect(prepend([{ id: '2' }, { id: '1' }], { id: '2' })).toEqual([{ id: '2' }, { id: '1' }]);
    expect(prepend([{ id: '1' }], { id: '2' })).toEqual([{ id: '2' }, { id: '1' }]);
  });
});
