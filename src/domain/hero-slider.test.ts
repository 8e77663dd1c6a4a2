import { describe, expect, it } from 'vitest';
import {
  heroSlideItems,
  releaseVelocity,
  resistedOffset,
  stepTarget,
  swipeStep,
  SWIPE_VELOCITY_THRESHOLD,
  type CarouselPlaylist,
} from './hero-slider';
import type { MediaItem } from './media';

describe('swipeStep', () => {
  const width = 1000;
  it.each([
    ['past half the width to the left: next', -501, 0, 1],
    ['past half the width to the right: previous', 501, 0, -1],
    ['exactly half the width, released still: springs back', -500, 0, 0],
    ['a short, slow drag springs back', -120, 40, 0],
    ['a short drag released at the threshold springs back', -120, -SWIPE_VELOCITY_THRESHOLD, 0],
    ['a short flick to the left faster than the threshold: next', -60, -81, 1],
    ['a short flick to the right faster than the threshold: previous', 60, 81, -1],
    ['a flick back against the drag does not commit', -200, 900, 0],
    ['far enough wins over a flick back', -700, 900, 1],
    ['no movement', 0, 500, 0],
  ])('%s', (_name, offset, velocity, expected) => {
    expect(swipeStep({ offset, velocity, width })).toBe(expected);
  });

  it('never commits without a width to measure against', () => {
    expect(swipeStep({ offset: -300, velocity: -2000, width: 0 })).toBe(0);
  });
});

describe('stepTarget', () => {
  it.each([
    [0, 1, 4, 1],
    [3, 1, 4, 3],
    [0, -1, 4, 0],
    [2, -1, 4, 1],
    [2, 0, 4, 2],
    [0, 1, 0, 0],
  ])('from %i by %i of %i slides: %i', (index, step, count, expected) => {
    expect(stepTarget(index, step, count)).toBe(expected);
  });
});

describe('releaseVelocity', () => {
  it.each([
    ['no samples', [], 0],
    ['one sample', [{ x: 10, t: 0 }], 0],
    ['steady move: px per second', [{ x: 0, t: 0 }, { x: -50, t: 50 }, { x: -100, t: 100 }], -1000],
    [
      'only the last 100 ms count',
      [{ x: 0, t: 0 }, { x: -400, t: 200 }, { x: -410, t: 250 }, { x: -420, t: 300 }],
      -200,
    ],
    ['held still before release', [{ x: 0, t: 0 }, { x: -80, t: 100 }, { x: -80, t: 300 }], 0],
    [
      'sparse samples: a release right after the last move keeps the speed of the last stretch',
      [{ x: 0, t: 0 }, { x: -60, t: 150 }, { x: -120, t: 300 }, { x: -120, t: 310 }],
      -375,
    ],
    ['to the right is positive', [{ x: 0, t: 0 }, { x: 30, t: 60 }], 500],
  ])('%s', (_name, samples, expected) => {
    expect(releaseVelocity(samples)).toBeCloseTo(expected);
  });
});

describe('resistedOffset', () => {
  it.each([
    ['middle slide: follows the pointer', 90, 1, 3, 90],
    ['first slide dragged right: a third', 90, 0, 3, 30],
    ['first slide dragged left: follows', -90, 0, 3, -90],
    ['last slide dragged left: a third', -90, 2, 3, -30],
    ['single slide: a third either way', 90, 0, 1, 30],
  ])('%s', (_name, offset, index, count, expected) => {
    expect(resistedOffset(offset, index, count)).toBe(expected);
  });
});

describe('heroSlideItems', () => {
  const item = (mediaid: string) => ({ mediaid, title: `Title ${mediaid}` }) as MediaItem;
  const playlist = (id: string, ids: string[]): CarouselPlaylist => ({ id, title: `List ${id}`, items: ids.map(item) });

  it('takes the first item of each carousel playlist, in order', () => {
    const slides = heroSlideItems([playlist('p1', ['a', 'b']), playlist('p2', ['c'])]);
    expect(slides.map((slide) => [slide.playlistId, slide.playlistTitle, slide.item.mediaid])).toEqual([
      ['p1', 'List p1', 'a'],
      ['p2', 'List p2', 'c'],
    ]);
  });

  it('skips items already shown by the hero or an earlier slide', () => {
    const slides = heroSlideItems([playlist('p1', ['a', 'b']), playlist('p2', ['b', 'c'])], ['a']);
    expect(slides.map((slide) => slide.item.mediaid)).toEqual(['b', 'c']);
  });

  it('gives no slide for a playlist with nothing new', () => {
    const slides = heroSlideItems([playlist('p1', ['a']), playlist('p2', []), playlist('p3', ['d'])], ['a']);
    expect(slides.map((slide) => slide.playlistId)).toEqual(['p3']);
  });
});
