import { describe, expect, it } from 'vitest';
import type { ItemAccess } from '../../domain/entitlement';
import { clipMedia } from './clip-media.fixture';
import type { PlayerProps } from './Player';
import { quickStartOf } from './quick-start-rules';

const now = new Date('2026-11-28T12:00:00Z');
const free: ItemAccess = { free: true, requiresSubscription: false, isHub: false, offers: [], premier: false };
const props: PlayerProps = {
  media: clipMedia,
  autostart: true,
  language: 'en',
  access: { item: free, accessModel: 'AVOD' },
};

describe('quickStartOf', () => {
  it('an inline on-demand item a guest may play: with the page when asked to play at once, else at the press', () => {
    expect(quickStartOf(props, now)).toBe('with-page');
    expect(quickStartOf({ ...props, autostart: false }, now)).toBe('on-press');
  });

  it.each<[string, Partial<PlayerProps>]>([
    ['the cinema overlay', { cinema: true }],
    ['a live status followed', { refetchStatus: true }],
    ['client-side ads', { ads: { kind: 'csai', configSource: 'demo' } as PlayerProps['ads'] }],
    ['a paid item', { media: { ...clipMedia, paid: true, sources: [] } }],
    ['a live stream', { media: { ...clipMedia, duration: 0 } }],
    ['a scheduled event', { media: { ...clipMedia, scheduledStart: '2026-11-29T12:00:00Z', eventState: 'PRE_LIVE' } }],
    [
      'a subscription item',
      { access: { item: { ...free, free: false, requiresSubscription: true }, accessModel: 'SVOD' } },
    ],
    [
      'an item for signed-in viewers',
      { access: { item: { ...free, free: false, requiresSubscription: true }, accessModel: 'AUTHVOD' } },
    ],
  ])('not for %s', (_case, change) => {
    expect(quickStartOf({ ...props, ...change }, now)).toBeUndefined();
    expect(quickStartOf({ ...props, ...change, autostart: false }, now)).toBeUndefined();
  });
});
