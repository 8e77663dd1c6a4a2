import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusFields } from '../domain/media-status';
import { watchLiveStatus } from './live-status-watch';

const NOW = Date.parse('2026-07-01T12:00:00Z');
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const scheduled: StatusFields = {
  eventState: 'PRE_LIVE',
  scheduledStart: inMinutes(120),
  scheduledEnd: inMinutes(240),
};

function watch(initial: StatusFields, replies: Array<StatusFields | undefined | Error>) {
  const onChange = vi.fn();
  const fetchStatus = vi.fn(async () => {
    const reply = replies.shift();
    if (reply instanceof Error) throw reply;
    return reply;
  });
  const stop = watchLiveStatus({ mediaid: 'abc', initial, onChange, fetchStatus });
  return { onChange, fetchStatus, stop };
}

describe('watchLiveStatus', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('asks every 30 s and loads the player once, when the platform puts the event live', async () => {
    const { onChange, fetchStatus } = watch(scheduled, [scheduled, { ...scheduled, eventState: 'LIVE_PUBLISHED' }]);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onChange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onChange).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
  });

  it('counts a moved schedule as a change', async () => {
    const { onChange } = watch(scheduled, [{ ...scheduled, scheduledStart: inMinutes(90) }]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('keeps watching after a failed or empty look', async () => {
    const { onChange, fetchStatus } = watch(scheduled, [new Error('offline'), undefined, { eventState: 'VOD_PUBLIC' }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onChange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('loads the player when the scheduled start passes, without asking the server', async () => {
    const soon: StatusFields = { eventState: 'PRE_LIVE', scheduledStart: inMinutes(0.1), scheduledEnd: inMinutes(60) };
    const { onChange, fetchStatus } = watch(soon, []);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(onChange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onChange).toHaveBeenCalledOnce();
    expect(fetchStatus).not.toHaveBeenCalled();
  });

  it('does not watch an event that is neither live nor scheduled', async () => {
    const { onChange, fetchStatus } = watch({ eventState: 'VOD_PUBLIC' }, []);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetchStatus).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops when told to', async () => {
    const { onChange, fetchStatus, stop } = watch(scheduled, [{ ...scheduled, eventState: 'LIVE_PUBLISHED' }]);
    stop();
    await vi.advanceTimersByTimeAsync(3 * 3600_000);
    expect(fetchStatus).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
