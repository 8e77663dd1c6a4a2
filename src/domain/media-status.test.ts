import { describe, expect, it } from 'vitest';
import {
  delayToNextStatusChange,
  getMediaStatus,
  isEventState,
  isLive,
  isScheduled,
  lastStatusChange,
  type StatusFields,
} from './media-status';

const now = new Date('2026-07-01T12:00:00Z');
const past = '2026-07-01T11:00:00Z';
const earlier = '2026-07-01T10:00:00Z';
const future = '2026-07-01T14:00:00Z';
const later = '2026-07-01T16:00:00Z';

describe('getMediaStatus', () => {
  const rows: Array<[string, StatusFields, 'LIVE' | 'VOD' | 'SCHEDULED']> = [
    // the state table, no schedule
    ['PRE_LIVE is scheduled', { eventState: 'PRE_LIVE' }, 'SCHEDULED'],
    ['LIVE_UNPUBLISHED is scheduled', { eventState: 'LIVE_UNPUBLISHED' }, 'SCHEDULED'],
    ['LIVE_PUBLISHED is live', { eventState: 'LIVE_PUBLISHED' }, 'LIVE'],
    ['INSTANT_VOD is vod', { eventState: 'INSTANT_VOD' }, 'VOD'],
    ['VOD_PUBLIC is vod', { eventState: 'VOD_PUBLIC' }, 'VOD'],
    ['no state is vod', {}, 'VOD'],
    // the LIVE override: end in the future and (LIVE_PUBLISHED or start passed)
    ['PRE_LIVE inside its window is live', { eventState: 'PRE_LIVE', scheduledStart: past, scheduledEnd: future }, 'LIVE'],
    ['no state inside the window is live', { scheduledStart: past, scheduledEnd: future }, 'LIVE'],
    ['VOD_PUBLIC inside the window is live', { eventState: 'VOD_PUBLIC', scheduledStart: past, scheduledEnd: future }, 'LIVE'],
    ['LIVE_PUBLISHED before its start is live', { eventState: 'LIVE_PUBLISHED', scheduledStart: future, scheduledEnd: later }, 'LIVE'],
    ['start exactly now counts as passed', { scheduledStart: now.toISOString(), scheduledEnd: future }, 'LIVE'],
    // no override
    ['PRE_LIVE before its start stays scheduled', { eventState: 'PRE_LIVE', scheduledStart: future, scheduledEnd: later }, 'SCHEDULED'],
    ['no state before the start is vod', { scheduledStart: future, scheduledEnd: later }, 'VOD'],
    ['window over: VOD_PUBLIC is vod', { eventState: 'VOD_PUBLIC', scheduledStart: earlier, scheduledEnd: past }, 'VOD'],
    ['window over: PRE_LIVE stays scheduled', { eventState: 'PRE_LIVE', scheduledStart: earlier, scheduledEnd: past }, 'SCHEDULED'],
    ['end exactly now is not in the future', { scheduledStart: past, scheduledEnd: now.toISOString() }, 'VOD'],
    ['start passed but no end is not live', { eventState: 'PRE_LIVE', scheduledStart: past }, 'SCHEDULED'],
    ['end in the future but no start and not published', { eventState: 'INSTANT_VOD', scheduledEnd: future }, 'VOD'],
    ['unparseable end is ignored', { scheduledStart: past, scheduledEnd: 'soon' }, 'VOD'],
    ['LIVE_PUBLISHED after its end is still live by the table', { eventState: 'LIVE_PUBLISHED', scheduledStart: earlier, scheduledEnd: past }, 'LIVE'],
  ];

  it.each(rows)('%s', (_name, item, expected) => {
    expect(getMediaStatus(item, now)).toBe(expected);
  });
});

describe('isLive / isScheduled', () => {
  it('agree with getMediaStatus', () => {
    const window = { scheduledStart: past, scheduledEnd: future };
    expect(isLive(window, now)).toBe(true);
    expect(isScheduled(window, now)).toBe(false);
    expect(isScheduled({ eventState: 'PRE_LIVE' }, now)).toBe(true);
    expect(isLive({ eventState: 'PRE_LIVE' }, now)).toBe(false);
  });
});

describe('delayToNextStatusChange', () => {
  const at = now.getTime();
  it('is the time to the nearest scheduled start or end still ahead', () => {
    expect(delayToNextStatusChange({ scheduledStart: future, scheduledEnd: later }, at)).toBe(2 * 3600_000);
    expect(delayToNextStatusChange({ scheduledStart: past, scheduledEnd: later }, at)).toBe(4 * 3600_000);
  });

  it('is undefined with nothing ahead, an unparseable instant, or an instant beyond a timer', () => {
    expect(delayToNextStatusChange({ scheduledStart: earlier, scheduledEnd: past }, at)).toBeUndefined();
    expect(delayToNextStatusChange({ scheduledStart: 'soon' }, at)).toBeUndefined();
    expect(delayToNextStatusChange({ scheduledStart: '2026-08-01T12:00:00Z' }, at)).toBeUndefined();
  });
});

describe('isEventState', () => {
  it('knows the platform states only', () => {
    expect(isEventState('LIVE_PUBLISHED')).toBe(true);
    expect(isEventState('LIVE')).toBe(false);
    expect(isEventState('toString')).toBe(false);
    expect(isEventState(undefined)).toBe(false);
  });
});

describe('lastStatusChange', () => {
  const at = now.getTime();
  const items: StatusFields[] = [
    { eventState: 'PRE_LIVE', scheduledStart: earlier, scheduledEnd: future },
    { eventState: 'PRE_LIVE', scheduledStart: future, scheduledEnd: later },
    { eventState: 'VOD_PUBLIC' },
    { scheduledStart: 'soon' },
  ];

  it('is the latest start or end passed, and every status is the same then as now', () => {
    expect(lastStatusChange(items, at)).toBe(Date.parse(earlier));
    const then = new Date(lastStatusChange(items, at));
    expect(items.map((item) => getMediaStatus(item, then))).toEqual(items.map((item) => getMediaStatus(item, now)));
  });

  it('stays put as the clock runs, until the next start or end passes', () => {
    expect(lastStatusChange(items, at + 3600_000)).toBe(Date.parse(earlier));
    expect(lastStatusChange(items, Date.parse(future))).toBe(Date.parse(future));
    expect(getMediaStatus(items[0]!, new Date(Date.parse(future)))).toBe('SCHEDULED');
  });

  it('is 0 when nothing has passed', () => {
    expect(lastStatusChange([{ eventState: 'VOD_PUBLIC' }, { scheduledStart: future }], at)).toBe(0);
    expect(lastStatusChange([], at)).toBe(0);
  });
});
