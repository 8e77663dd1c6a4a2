import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrowserErrorTally } from '../db/repositories/browser-errors';
import { createErrorBatch } from './error-batch';

const occurrence = (fingerprint: string, path = '/') => ({
  fingerprint,
  category: 'api',
  severity: 'low',
  message: fingerprint,
  source: 'window',
  path,
  browser: 'chrome',
});
const now = new Date('2026-12-04T10:00:00Z');

function setup(options: { maxPending?: number; fail?: boolean } = {}) {
  const written: BrowserErrorTally[][] = [];
  const failures: number[] = [];
  let dropped = 0;
  const batch = createErrorBatch({
    write: async (tallies) => {
      if (options.fail) throw new Error('database down');
      written.push(tallies);
    },
    onWriteFailed: (_error, reports) => failures.push(reports),
    onDropped: () => (dropped += 1),
    intervalMs: 1_000,
    maxPending: options.maxPending,
  });
  return { batch, written, failures, dropped: () => dropped };
}

afterEach(() => vi.useRealTimers());

describe('the error batch', () => {
  it('writes one tally per fingerprint a second after the first report, with the latest details', async () => {
    vi.useFakeTimers();
    const { batch, written } = setup();
    for (let i = 0; i < 500; i++) batch.add(occurrence('a', `/p/${i}`), now);
    batch.add(occurrence('b'), now);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(written).toHaveLength(1);
    expect(written[0]!.map((tally) => [tally.occurrence.fingerprint, tally.count, tally.occurrence.path])).toEqual([
      ['a', 500, '/p/499'],
      ['b', 1, '/'],
    ]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(written).toHaveLength(1);
  });

  it('drops and counts a new fingerprint beyond the pending cap; known ones are still counted', async () => {
    const { batch, written, dropped } = setup({ maxPending: 2 });
    expect([batch.add(occurrence('a'), now), batch.add(occurrence('b'), now)]).toEqual([true, true]);
    expect(batch.add(occurrence('c'), now)).toBe(false);
    expect(batch.add(occurrence('a'), now)).toBe(true);
    await batch.flush();
    expect(dropped()).toBe(1);
    expect(written[0]!.map((tally) => tally.count)).toEqual([2, 1]);
  });

  it('reports a failed write with the number of reports it held, and goes on with the next', async () => {
    const { batch, failures } = setup({ fail: true });
    batch.add(occurrence('a'), now);
    batch.add(occurrence('a'), now);
    await batch.flush();
    expect(failures).toEqual([2]);
    batch.add(occurrence('b'), now);
    await batch.flush();
    expect(failures).toEqual([2, 1]);
  });
});
