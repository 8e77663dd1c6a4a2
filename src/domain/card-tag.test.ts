import { describe, expect, it } from 'vitest';
import type { CardData } from './card';
import { cardTag, durationParts, episodeLabel } from './card-tag';

const now = new Date('2026-06-01T12:00:00Z');

function card(overrides: Partial<CardData>): CardData {
  return {
    mediaid: 'aB3kLm9Q',
    title: 'A title',
    image: '/img.jpg',
    images: [],
    duration: 0,
    hasOffers: false,
    requiresSubscription: false,
    free: true,
    ...overrides,
  };
}

describe('cardTag', () => {
  it.each<[string, Partial<CardData>, ReturnType<typeof cardTag>]>([
    ['a live channel', { contentType: 'livechannel' }, { kind: 'live' }],
    [
      'a live event on now',
      {
        contentType: 'liveevent',
        eventState: 'LIVE_PUBLISHED',
        scheduledStart: '2026-06-01T11:30:00Z',
        scheduledEnd: '2026-06-01T14:00:00Z',
      },
      { kind: 'live' },
    ],
    [
      'an event whose start has passed and end lies ahead (no state)',
      { scheduledStart: '2026-06-01T11:00:00Z', scheduledEnd: '2026-06-01T13:00:00Z', duration: 600 },
      { kind: 'live' },
    ],
    [
      'an event not yet started',
      {
        contentType: 'liveevent',
        eventState: 'PRE_LIVE',
        scheduledStart: '2026-06-02T12:00:00Z',
        scheduledEnd: '2026-06-02T14:00:00Z',
      },
      { kind: 'scheduled', start: '2026-06-02T12:00:00Z' },
    ],
    [
      'a replay of a past event',
      {
        contentType: 'liveevent',
        eventState: 'VOD_PUBLIC',
        scheduledStart: '2026-05-30T12:00:00Z',
        scheduledEnd: '2026-05-30T14:00:00Z',
        duration: 5400,
      },
      { kind: 'duration', hours: 1, minutes: 30 },
    ],
    ['a series', { contentType: 'series', duration: 0 }, { kind: 'series' }],
    [
      'an episode',
      { contentType: 'episode', seasonNumber: 1, episodeNumber: 3, duration: 1500 },
      { kind: 'episode', label: 'S1:E3' },
    ],
    ['an episode without a number', { contentType: 'episode', duration: 240 }, { kind: 'duration', hours: 0, minutes: 4 }],
    ['a film of 1h 05m', { duration: 3900 }, { kind: 'duration', hours: 1, minutes: 5 }],
    ['a 4 minute clip', { duration: 240 }, { kind: 'duration', hours: 0, minutes: 4 }],
    ['a 24 second clip', { duration: 24 }, { kind: 'duration', hours: 0, minutes: 1 }],
    ['nothing known', { duration: 0 }, { kind: 'none' }],
  ])('%s', (_name, overrides, expected) => {
    expect(cardTag(card(overrides), now)).toEqual(expected);
  });
});

describe('episodeLabel', () => {
  it.each([
    [1, 3, 'S1:E3'],
    [12, 10, 'S12:E10'],
    [undefined, 7, 'E7'],
  ])('season %s episode %s → %s', (season, episode, label) => {
    expect(episodeLabel(season, episode)).toBe(label);
  });
});

describe('durationParts', () => {
  it.each([
    [1, { hours: 0, minutes: 1 }],
    [60, { hours: 0, minutes: 1 }],
    [61, { hours: 0, minutes: 2 }],
    [3599, { hours: 1, minutes: 0 }],
    [7260, { hours: 2, minutes: 1 }],
  ])('%d s → %o', (seconds, parts) => {
    expect(durationParts(seconds)).toEqual(parts);
  });
});
