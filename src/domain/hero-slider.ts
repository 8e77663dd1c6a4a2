/**
 * The home hero slider's rules (spec 3 §4 "Hero slider", §9 swipe velocity threshold): which items become
 * slides, and when a drag commits to the next or previous slide.
 */
import type { MediaItem } from './media';

/** Release velocity (px/s) above which a drag commits even when it is shorter than half the width. */
export const SWIPE_VELOCITY_THRESHOLD = 80;

/** The release velocity is measured over (at least) this last stretch of the drag. */
export const VELOCITY_WINDOW_MS = 100;

/** Each slide's index change goes through these phases, in order (exposed as `data-phase` on the slider). */
export const SLIDE_PHASES = ['init', 'start', 'end'] as const;
export type SlidePhase = (typeof SLIDE_PHASES)[number];

/** -1: back to the previous slide, 1: on to the next one, 0: spring back to the current one. */
export type SlideStep = -1 | 0 | 1;

export interface Swipe {
  /** Horizontal drag distance in px; negative when dragged to the left (towards the next slide). */
  offset: number;
  /** Horizontal velocity at release in px/s, same sign convention as `offset`. */
  velocity: number;
  /** Slide width in px. */
  width: number;
}

/**
 * A swipe commits when dragged past half the width, or when released faster than the threshold in the
 * direction of the drag (a flick back towards the start does not commit).
 */
export function swipeStep({ offset, velocity, width }: Swipe): SlideStep {
  if (offset === 0 || !(width > 0)) return 0;
  const farEnough = Math.abs(offset) > width / 2;
  const fastEnough = Math.abs(velocity) > SWIPE_VELOCITY_THRESHOLD && Math.sign(velocity) === Math.sign(offset);
  if (!farEnough && !fastEnough) return 0;
  return offset < 0 ? 1 : -1;
}

/** The slide a step leads to; the slider does not wrap around, so the ends stay where they are. */
export function stepTarget(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + step));
}

export interface PointerSample {
  x: number;
  /** Milliseconds (any monotonic clock). */
  t: number;
}

/**
 * Velocity at release in px/s: the distance covered since the latest sample at least `windowMs` before the final
 * one (or since the first sample), over that time. A pointer held still before release has a velocity of 0,
 * so a slow, short drag springs back; sparse samples (a busy device) still give the speed of the last stretch.
 * Samples are in time order.
 */
export function releaseVelocity(samples: readonly PointerSample[], windowMs = VELOCITY_WINDOW_MS): number {
  const last = samples.at(-1);
  if (!last) return 0;
  let from = samples[0] ?? last;
  for (const sample of samples) {
    if (sample.t > last.t - windowMs) break;
    from = sample;
  }
  const elapsed = last.t - from.t;
  return elapsed > 0 ? ((last.x - from.x) / elapsed) * 1000 : 0;
}

/** The drag offset shown while dragging: past the first or last slide it moves at a third of the pointer's pace. */
export function resistedOffset(offset: number, index: number, count: number): number {
  const beyondStart = index <= 0 && offset > 0;
  const beyondEnd = index >= count - 1 && offset < 0;
  return beyondStart || beyondEnd ? offset / 3 : offset;
}

export interface CarouselPlaylist {
  id: string;
  title: string;
  items: readonly MediaItem[];
}

export interface HeroSlideItem {
  item: MediaItem;
  playlistId: string;
  playlistTitle: string;
}

/**
 * One slide per carousel playlist (the CMS home content's `carouselVideos`, in order): its first item not shown
 * on an earlier slide (nor in `shownIds`, e.g. the item the hero's own call to action opens). A playlist with
 * nothing new to show gives no slide.
 */
export function heroSlideItems(playlists: readonly CarouselPlaylist[], shownIds: Iterable<string> = []): HeroSlideItem[] {
  const shown = new Set(shownIds);
  const slides: HeroSlideItem[] = [];
  for (const playlist of playlists) {
    const item = playlist.items.find((candidate) => !shown.has(candidate.mediaid));
    if (!item) continue;
    shown.add(item.mediaid);
    slides.push({ item, playlistId: playlist.id, playlistTitle: playlist.title });
  }
  return slides;
}
