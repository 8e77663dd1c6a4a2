import { describe, expect, it } from 'vitest';
import { createBeaconBatcher } from './beacon-batcher';

function pageStub() {
  const listeners = new Map<string, () => void>();
  const page = { visibilityState: 'visible' as DocumentVisibilityState };
  const target = {
    addEventListener: (type: string, handler: () => void) => listeners.set(type, handler),
    removeEventListener: (type: string) => listeners.delete(type),
  } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>;
  return { listeners, page, target };
}

describe('beacon batcher', () => {
  it('sends what is pending every interval, on pagehide and when hidden, in batches of at most maxBatch', () => {
    const pending: number[] = [];
    const sent: number[][] = [];
    let tick: () => void = () => {};
    let intervalMs = 0;
    const batcher = createBeaconBatcher({
      collect: () => pending.splice(0),
      send: (batch) => sent.push(batch),
      maxBatch: 2,
      intervalMs: 30_000,
      setInterval: (run, ms) => ((tick = run), (intervalMs = ms)),
      clearInterval: () => (tick = () => {}),
    });
    const { listeners, page, target } = pageStub();
    const stop = batcher.start(target, page);
    expect(intervalMs).toBe(30_000);

    tick();
    expect(sent).toEqual([]);
    pending.push(1, 2, 3);
    tick();
    expect(sent).toEqual([[1, 2], [3]]);

    pending.push(4);
    listeners.get('visibilitychange')?.();
    expect(sent).toHaveLength(2);
    page.visibilityState = 'hidden';
    listeners.get('visibilitychange')?.();
    expect(sent.at(-1)).toEqual([4]);

    pending.push(5);
    listeners.get('pagehide')?.();
    expect(sent.at(-1)).toEqual([5]);

    stop();
    pending.push(6);
    tick();
    expect(listeners.size).toBe(0);
    expect(sent.flat()).toEqual([1, 2, 3, 4, 5]);
  });
});
