import type { AdBreak, BreakPosition, TrackingEvent } from './ad-plan';

/**
 * When the breaks of an ad plan play, and what an ad's progress means for its tracking and its Skip button.
 * Pure: the player feeds it the content's and the ad's clocks.
 */
export interface TimedBreak {
  id: string;
  /** Index of the break in the plan. */
  index: number;
  /** `start` before the content, `end` after it, else the content time in seconds. */
  at: number | 'start' | 'end';
}

/**
 * The breaks that can play in a content of `duration` seconds, in playing order. Live or unknown durations
 * (0, NaN, Infinity) keep only pre-rolls. Mid-rolls at or past the end and cue points the media does not have are
 * dropped; 100% is a post-roll. `cueSeconds` are the media's chapter times; the chapter at 0 is not a mid-roll.
 */
export function scheduleBreaks(breaks: AdBreak[], duration: number, cueSeconds: number[] = []): TimedBreak[] {
  const vod = Number.isFinite(duration) && duration > 0;
  const cues = cueSeconds.filter((seconds) => seconds > 0).sort((a, b) => a - b);
  const timeOf = (position: BreakPosition): TimedBreak['at'] | undefined => {
    if (position.kind === 'start') return 'start';
    if (!vod) return undefined;
    if (position.kind === 'end' || (position.kind === 'percent' && position.percent >= 100)) return 'end';
    const seconds =
      position.kind === 'time'
        ? position.seconds
        : position.kind === 'percent'
          ? (duration * position.percent) / 100
          : cues[position.index - 1];
    return seconds !== undefined && seconds > 0 && seconds < duration ? seconds : undefined;
  };
  const timed: TimedBreak[] = [];
  breaks.forEach((adBreak, index) => {
    const at = adBreak.ads.length > 0 ? timeOf(adBreak.position) : undefined;
    if (at !== undefined) timed.push({ id: adBreak.id, index, at });
  });
  const rank = (at: TimedBreak['at']) => (at === 'start' ? -1 : at === 'end' ? Number.POSITIVE_INFINITY : at);
  return timed.sort((a, b) => rank(a.at) - rank(b.at) || a.index - b.index);
}

export interface DueMidrolls {
  /** Play these now, in order. */
  due: TimedBreak[];
  /** Jumped over by a seek: they will not play later either. */
  passed: TimedBreak[];
}

/**
 * The mid-rolls due when the content moved from `from` to `to` seconds: those at the latest time crossed going
 * forward (a seek over several breaks plays only the last, as viewers expect). Moving backwards plays nothing.
 */
export function dueMidrolls(
  schedule: TimedBreak[],
  played: ReadonlySet<string>,
  from: number,
  to: number,
): DueMidrolls {
  if (!(to > from)) return { due: [], passed: [] };
  const crossed = schedule.filter(
    (entry): entry is TimedBreak & { at: number } =>
      typeof entry.at === 'number' && entry.at > from && entry.at <= to && !played.has(entry.id),
  );
  const last = crossed.at(-1)?.at;
  return {
    due: crossed.filter((entry) => entry.at === last),
    passed: crossed.filter((entry) => entry.at !== last),
  };
}

const QUARTILES: Array<[number, TrackingEvent]> = [
  [0.25, 'firstQuartile'],
  [0.5, 'midpoint'],
  [0.75, 'thirdQuartile'],
];

/** The quartile events passed when the ad moved from `previous` to `current` seconds (each fires once). */
export function quartileEvents(previous: number, current: number, duration: number): TrackingEvent[] {
  if (!(duration > 0) || !(current > previous)) return [];
  return QUARTILES.filter(([share]) => previous < share * duration && share * duration <= current).map(
    ([, event]) => event,
  );
}

export interface SkipState {
  /** The ad has a skip offset shorter than itself. */
  skippable: boolean;
  /** The Skip button works now. */
  canSkip: boolean;
  /** Whole seconds until it does (0 once it does). */
  secondsLeft: number;
}

export function skipState(ad: { skipOffset?: number; duration: number }, elapsed: number): SkipState {
  const offset = ad.skipOffset;
  if (offset === undefined || !(offset < ad.duration)) return { skippable: false, canSkip: false, secondsLeft: 0 };
  const left = Math.max(0, offset - elapsed);
  return { skippable: true, canSkip: left === 0, secondsLeft: Math.ceil(left) };
}

/** Whole seconds of the ad still to play, for the countdown. */
export function secondsRemaining(duration: number, elapsed: number): number {
  return Number.isFinite(duration) && duration > 0 ? Math.max(0, Math.ceil(duration - elapsed)) : 0;
}
