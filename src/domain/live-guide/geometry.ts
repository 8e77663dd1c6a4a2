/**
 * Live guide geometry (spec 3 §2 "Live guide", §9): a horizontal time axis where one day is 7200 px wide,
 * a channel sidebar of 70 px on small screens and 184 px otherwise, rows of 80 or 106 px. Pure.
 */
export const DAY_WIDTH = 7200;
export const SMALL_SCREEN_MAX = 767;
const DAY_MS = 86_400_000;
export const PX_PER_MS = DAY_WIDTH / DAY_MS;

export interface GuideLayout {
  sidebarWidth: number;
  rowHeight: number;
}

export function guideLayout(viewportWidth: number): GuideLayout {
  return viewportWidth <= SMALL_SCREEN_MAX
    ? { sidebarWidth: 70, rowHeight: 80 }
    : { sidebarWidth: 184, rowHeight: 106 };
}

export interface GuideRange {
  /** Epoch ms of the left edge (a midnight UTC). */
  start: number;
  end: number;
  /** Epoch ms of each day's midnight UTC, for the day picker. */
  days: number[];
}

/** The days the grid spans: `daysBefore` days before today (UTC) to `daysAfter` after it. */
export function guideRange(now: Date, daysBefore = 1, daysAfter = 1): GuideRange {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const days = Array.from({ length: daysBefore + daysAfter + 1 }, (_, index) => today + (index - daysBefore) * DAY_MS);
  return { start: days[0]!, end: days[days.length - 1]! + DAY_MS, days };
}

export function gridWidth(range: GuideRange): number {
  return Math.round((range.end - range.start) * PX_PER_MS);
}

export function xForTime(time: number, range: GuideRange): number {
  return (time - range.start) * PX_PER_MS;
}

/** The horizontal box of a programme, clipped to the range; `null` when it lies outside. */
export function programBox(
  startTime: string,
  endTime: string,
  range: GuideRange,
): { left: number; width: number } | null {
  const start = Math.max(Date.parse(startTime), range.start);
  const end = Math.min(Date.parse(endTime), range.end);
  if (!(end > start)) return null;
  const left = xForTime(start, range);
  return { left, width: xForTime(end, range) - left };
}

/** Where on the visible timeline a jump puts its time, and where the day in view is read. */
const VIEW_FRACTION = 0.25;

/** The scroll offset that puts `time` at `fraction` of the visible timeline (which excludes the sidebar). */
export function scrollLeftFor(time: number, range: GuideRange, visibleWidth: number, fraction = VIEW_FRACTION): number {
  const max = Math.max(0, gridWidth(range) - visibleWidth);
  return Math.min(max, Math.max(0, xForTime(time, range) - visibleWidth * fraction));
}

/** Hour marks within the range (epoch ms). */
export function hourMarks(range: GuideRange, stepMinutes = 30): number[] {
  const step = stepMinutes * 60_000;
  const marks: number[] = [];
  for (let time = range.start; time < range.end; time += step) marks.push(time);
  return marks;
}

export interface GridSpan {
  start: number;
  end: number;
}

export type GuideKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/**
 * Keyboard movement between programmes: left/right within a row, up/down to the programme of the neighbouring
 * row that is on at `anchor` (else the nearest one), Home/End to a row's ends. The anchor is the time a run of
 * up/down moves started from (the first programme's middle), so down then up comes back to the same programme
 * even when the row between has one long programme. Returns the new [row, column], or the same one at an edge.
 */
export function moveInGrid(
  rows: readonly (readonly GridSpan[])[],
  row: number,
  column: number,
  key: GuideKey,
  anchor?: number,
): [number, number] {
  const current = rows[row]?.[column];
  if (!current) return [row, column];
  const last = rows[row]!.length - 1;
  switch (key) {
    case 'ArrowLeft':
      return [row, Math.max(0, column - 1)];
    case 'ArrowRight':
      return [row, Math.min(last, column + 1)];
    case 'Home':
      return [row, 0];
    case 'End':
      return [row, last];
    default: {
      const step = key === 'ArrowUp' ? -1 : 1;
      const time = anchor ?? middleOf(current);
      for (let target = row + step; target >= 0 && target < rows.length; target += step) {
        const spans = rows[target]!;
        if (spans.length === 0) continue;
        return [target, spanAt(spans, time)];
      }
      return [row, column];
    }
  }
}

/** The time a run of up/down moves keeps to: the middle of the programme it starts from. */
export function middleOf(span: GridSpan): number {
  return (span.start + span.end) / 2;
}

/** The index of the span on at `time`, else the one whose nearer edge is closest. */
export function spanAt(spans: readonly GridSpan[], time: number): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  spans.forEach((span, index) => {
    const distance = time < span.start ? span.start - time : time >= span.end ? time - span.end : 0;
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * The time the day picker reads as "in view": the point a jump puts its time at, a few pixels on so a rounded
 * scroll offset does not land a jump to a day's midnight in the day before.
 */
export function timeInView(scrollLeft: number, range: GuideRange, visibleWidth: number): number {
  return range.start + (scrollLeft + visibleWidth * VIEW_FRACTION + 4) / PX_PER_MS;
}
