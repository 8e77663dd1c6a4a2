import { describe, expect, it } from 'vitest';
import type { ContentType } from './media';
import { mediaScreenOf, nextItemAfter } from './media-screen';

describe('mediaScreenOf', () => {
  it.each<[ContentType | undefined, string]>([
    ['series', 'series'],
    ['episode', 'episode'],
    ['livechannel', 'livechannel'],
    ['liveevent', 'liveevent'],
    ['page', 'page'],
    ['hub', 'page'],
    [undefined, 'video'],
  ])('%s → %s', (contentType, screen) => expect(mediaScreenOf({ contentType })).toBe(screen));
});

describe('nextItemAfter', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const vod = (mediaid: string) => ({ mediaid });
  const scheduled = (mediaid: string) => ({ mediaid, eventState: 'PRE_LIVE' as const, scheduledStart: '2026-03-02T12:00:00Z' });
  const live = (mediaid: string) => ({ mediaid, eventState: 'LIVE_PUBLISHED' as const });

  it.each<[string, Array<{ mediaid: string }>, string, string | undefined]>([
    ['the item after the current one', [vod('a'), vod('b'), vod('c')], 'b', 'c'],
    ['the first item when the current one is not listed', [vod('a'), vod('b')], 'x', 'a'],
    ['nothing after the last item', [vod('a'), vod('b')], 'b', undefined],
    ['nothing in an empty list', [], 'a', undefined],
    ['not a scheduled item', [vod('a'), scheduled('b'), vod('c')], 'a', undefined],
    ['a live item', [vod('a'), live('b')], 'a', 'b'],
  ])('%s', (_name, items, current, expected) => {
    expect(nextItemAfter(items, current, now)?.mediaid).toBe(expected);
  });
});
