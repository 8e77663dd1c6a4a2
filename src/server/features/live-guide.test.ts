import { describe, expect, it, vi } from 'vitest';
import type { MediaItem, Playlist } from '../../domain/media';
import type { RawProgram } from '../../domain/live-guide/programs';
import { createDataCache } from '../shared/data-cache';
import { EpgError, type ScheduleReader } from '../epg/reader';
import { buildLiveGuide, SCHEDULE_TTL_MS } from './live-guide';

const now = new Date('2026-11-25T15:00:00.000Z');

function channel(id: string, extra: Partial<MediaItem> = {}): MediaItem {
  return {
    mediaid: id,
    title: `Channel ${id}`,
    description: '',
    tags: [],
    duration: 0,
    image: '',
    images: [],
    sources: [{ file: `/demo-media/live/${id}/master.m3u8`, type: 'application/vnd.apple.mpegurl' }],
    tracks: [],
    productIds: [],
    requiresSubscription: false,
    free: true,
    contentType: 'livechannel',
    scheduleUrl: `https://epg.example.com/${id}.json`,
    custom: {},
    ...extra,
  };
}

const playlist = (items: MediaItem[]): Playlist => ({ id: 'guide123', title: 'Guide', items, custom: {} });
const show: RawProgram = { id: 'a', title: 'Show', startTime: '2026-11-25T14:00:00Z', endTime: '2026-11-25T16:00:00Z' };

function deps(reader: ScheduleReader, clock = { now: 0 }) {
  return {
    cache: createDataCache({ now: () => clock.now }),
    reader,
    logger: { warn: vi.fn() },
    now,
  };
}

describe('buildLiveGuide', () => {
  it('is only for playlists of live channels', async () => {
    const reader = { read: vi.fn(async () => [show]) };
    expect(
      await buildLiveGuide(playlist([channel('a1'), { ...channel('v1'), contentType: undefined }]), deps(reader)),
    ).toBeNull();
    expect(await buildLiveGuide(playlist([]), deps(reader))).toBeNull();
    expect(await buildLiveGuide(null, deps(reader))).toBeNull();
  });

  it('gives each channel its validated programmes and catch-up hours (default 8)', async () => {
    const reader = { read: vi.fn(async () => [show, { id: 'bad', title: 'No dates' }]) };
    const guide = await buildLiveGuide(
      playlist([channel('a1', { catchupHours: 2, scheduleToken: 'k' }), channel('b2')]),
      deps(reader),
    );
    expect(
      guide?.channels.map((entry) => [entry.id, entry.catchupHours, entry.programs.map((program) => program.id)]),
    ).toEqual([
      ['a1', 2, ['a']],
      ['b2', 8, ['a']],
    ]);
    expect(reader.read).toHaveBeenCalledWith({
      channelId: 'a1',
      scheduleUrl: 'https://epg.example.com/a1.json',
      scheduleToken: 'k',
      scheduleType: undefined,
    });
  });

  it('keeps the last good schedule when the feed later fails, and shows no programmes when it never worked', async () => {
    const clock = { now: 0 };
    let failing = false;
    const reader: ScheduleReader = {
      read: async (source) => {
        if (failing || source.channelId === 'down') throw new EpgError('timeout', 'slow');
        return [show];
      },
    };
    const setup = deps(reader, clock);
    const items = [channel('up'), channel('down')];
    expect((await buildLiveGuide(playlist(items), setup))?.channels.map((entry) => entry.programs.length)).toEqual([
      1, 0,
    ]);
    failing = true;
    clock.now += SCHEDULE_TTL_MS + 1;
    const later = await buildLiveGuide(playlist(items), setup);
    expect(later?.channels.map((entry) => entry.programs.length)).toEqual([1, 0]);
    expect(setup.logger.warn).toHaveBeenCalled();
  });

  it('repeats a demo schedule (scheduleDemo) around today', async () => {
    const reader = {
      read: async () => [{ ...show, startTime: '2026-01-01T14:00:00Z', endTime: '2026-01-01T16:00:00Z' }],
    };
    const guide = await buildLiveGuide(playlist([channel('d1', { scheduleDemo: true })]), deps(reader));
    expect(guide?.channels[0]?.programs.map((program) => program.startTime)).toEqual([
      '2026-11-24T14:00:00.000Z',
      '2026-11-25T14:00:00.000Z',
      '2026-11-26T14:00:00.000Z',
    ]);
  });

  it('a channel without a schedule address has no programmes and no request', async () => {
    const reader = { read: vi.fn(async () => [show]) };
    const guide = await buildLiveGuide(playlist([channel('n1', { scheduleUrl: undefined })]), deps(reader));
    expect(guide?.channels[0]?.programs).toEqual([]);
    expect(reader.read).not.toHaveBeenCalled();
  });
});
