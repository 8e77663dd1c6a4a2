import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_WIDTH,
  gridWidth,
  guideLayout,
  guideRange,
  middleOf,
  moveInGrid,
  programBox,
  scrollLeftFor,
  timeInView,
  xForTime,
} from './geometry';

const now = new Date('2026-11-25T15:00:00.000Z');
const range = guideRange(now);
const at = (iso: string) => Date.parse(iso);

describe('guide geometry (spec 3 §9)', () => {
  it('uses a 70 px sidebar and 80 px rows on small screens, 184 and 106 otherwise', () => {
    expect(guideLayout(390)).toEqual({ sidebarWidth: 70, rowHeight: 80 });
    expect(guideLayout(767)).toEqual({ sidebarWidth: 70, rowHeight: 80 });
    expect(guideLayout(768)).toEqual({ sidebarWidth: 184, rowHeight: 106 });
    expect(guideLayout(1280)).toEqual({ sidebarWidth: 184, rowHeight: 106 });
  });

  it('spans yesterday to tomorrow, 7200 px a day', () => {
    expect(range.days.map((day) => new Date(day).toISOString().slice(0, 10))).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(DAY_WIDTH).toBe(7200);
    expect(gridWidth(range)).toBe(3 * 7200);
    expect(xForTime(at('2026-11-25T00:00:00Z'), range)).toBe(7200);
    expect(xForTime(at('2026-11-25T15:00:00Z'), range)).toBe(7200 + 4500);
  });

  it('places a programme at 300 px an hour and clips it to the range', () => {
    expect(programBox('2026-11-25T14:00:00Z', '2026-11-25T15:30:00Z', range)).toEqual({
      left: 7200 + 4200,
      width: 450,
    });
    expect(programBox('2026-11-23T23:00:00Z', '2026-11-24T01:00:00Z', range)).toEqual({ left: 0, width: 300 });
    expect(programBox('2026-11-27T01:00:00Z', '2026-11-27T02:00:00Z', range)).toBeNull();
  });

  it('scrolls so that a time sits a quarter into the visible timeline, within the grid', () => {
    expect(scrollLeftFor(at('2026-11-25T15:00:00Z'), range, 1000)).toBe(11700 - 250);
    expect(scrollLeftFor(range.start, range, 1000)).toBe(0);
    expect(scrollLeftFor(range.end, range, 1000)).toBe(3 * 7200 - 1000);
  });
});

describe('moveInGrid (keyboard)', () => {
  const h = (hours: number) => at('2026-11-25T00:00:00Z') + hours * 3_600_000;
  const rows = [
    [
      { start: h(0), end: h(2) },
      { start: h(2), end: h(3) },
      { start: h(3), end: h(6) },
    ],
    [],
    [
      { start: h(0), end: h(1) },
      { start: h(1), end: h(4) },
    ],
  ];

  it('moves within a row and stops at its ends', () => {
    expect(moveInGrid(rows, 0, 0, 'ArrowRight')).toEqual([0, 1]);
    expect(moveInGrid(rows, 0, 2, 'ArrowRight')).toEqual([0, 2]);
    expect(moveInGrid(rows, 0, 0, 'ArrowLeft')).toEqual([0, 0]);
    expect(moveInGrid(rows, 0, 1, 'End')).toEqual([0, 2]);
    expect(moveInGrid(rows, 2, 1, 'Home')).toEqual([2, 0]);
  });

  it('moves up and down to the programme on at the same time, skipping empty rows', () => {
    expect(moveInGrid(rows, 0, 1, 'ArrowDown')).toEqual([2, 1]);
    expect(moveInGrid(rows, 2, 0, 'ArrowUp')).toEqual([0, 0]);
    expect(moveInGrid(rows, 0, 2, 'ArrowDown')).toEqual([2, 1]);
    expect(moveInGrid(rows, 0, 0, 'ArrowUp')).toEqual([0, 0]);
  });

  it('keeps to the anchor time of a run of up/down moves, so down then up comes back', () => {
    // Row 1 has one long programme: its middle (at 50) lies in row 0's first programme, not the one we left.
    const grid = [
      [
        { start: 0, end: 60 },
        { start: 60, end: 80 },
      ],
      [{ start: 0, end: 100 }],
    ];
    const [row, column] = moveInGrid(grid, 0, 1, 'ArrowDown');
    expect([row, column]).toEqual([1, 0]);
    expect(moveInGrid(grid, row, column, 'ArrowUp')).toEqual([0, 0]);
    expect(moveInGrid(grid, row, column, 'ArrowUp', middleOf(grid[0]![1]!))).toEqual([0, 1]);
  });
});

describe('timeInView (the day picker\'s pressed day)', () => {
  const range = guideRange(new Date('2026-12-02T10:00:00Z'));
  it('reads a jump to any time as that time, whole pixels included, wherever the jump is not clamped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 72 * 60 - 1 }), fc.integer({ min: 300, max: 2400 }), (minute, width) => {
        const time = range.start + minute * 60_000;
        const left = scrollLeftFor(time, range, width);
        const unclamped = left > 0 && left < gridWidth(range) - width;
        if (!unclamped) return;
        const read = timeInView(Math.round(left), range, width);
        expect(read).toBeGreaterThanOrEqual(time);
        expect(read - time).toBeLessThan(60_000);
      }),
      { seed: 4304, numRuns: 1000 },
    );
  });

  it("reads a jump to tomorrow's midnight as tomorrow, not today", () => {
    const tomorrow = range.days[2]!;
    expect(timeInView(Math.round(scrollLeftFor(tomorrow, range, 1096)), range, 1096)).toBeGreaterThanOrEqual(tomorrow);
  });
});
