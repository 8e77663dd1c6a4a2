import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '../../domain/media';
import { createLocalCms } from '../cms/local/adapter';
import { createDataCache } from '../shared/data-cache';
import { embedState, findEmbed, type EmbedDeps } from './embed';

const DATASET = resolve(import.meta.dirname, '../../../data/demo/cms/dataset.ndjson');
const NOW = new Date('2026-07-10T12:00:00.000Z');
const KORFBALL = '3f1c2a9e-7b4d-4e2a-9c61-5d8e0b7a4f10';
const BROKEN = 'e9b03c7d-4f2a-4186-a5d1-0c8e6b2f9a35';

function item(mediaid: string, fields: Partial<MediaItem> = {}): MediaItem {
  return {
    mediaid,
    title: `Media ${mediaid}`,
    description: '',
    tags: [],
    duration: 0,
    image: `/img/${mediaid}.jpg`,
    images: [],
    sources: [{ file: `/hls/${mediaid}/master.m3u8`, type: 'application/vnd.apple.mpegurl' }],
    tracks: [],
    productIds: [],
    requiresSubscription: false,
    free: false,
    custom: {},
    ...fields,
  };
}

function deps(items: Record<string, MediaItem>): EmbedDeps & { getMedia: ReturnType<typeof vi.fn> } {
  const getMedia = vi.fn(async (id: string) => items[id] ?? null);
  return {
    cms: createLocalCms({ datasetFile: DATASET, clock: () => NOW }),
    media: { getMedia },
    cache: createDataCache(),
    cmsTtlMs: 60_000,
    mediaTtlMs: 60_000,
    getMedia,
  };
}

describe('findEmbed', () => {
  it('finds the demo embed and its default stream, or the event a sepId names', async () => {
    const d = deps({});
    expect(await findEmbed(KORFBALL, null, d)).toMatchObject({
      kind: 'found',
      stream: { liveMediaId: 'NW52o2Ew', vodMediaId: 'JJzciw7w' },
    });
    expect(await findEmbed(KORFBALL.toUpperCase(), 'arena', d)).toMatchObject({
      kind: 'found',
      stream: { liveMediaId: '9bnGVWZa' },
    });
  });

  it('tells a missing embed from a misconfigured one', async () => {
    const d = deps({});
    expect(await findEmbed('korfball', null, d)).toEqual({ kind: 'not-found' });
    expect(await findEmbed('00000000-0000-4000-8000-000000000000', null, d)).toEqual({ kind: 'not-found' });
    expect(await findEmbed(BROKEN, null, d)).toMatchObject({ kind: 'invalid' });
    expect(await findEmbed(KORFBALL, 'final', d)).toMatchObject({
      kind: 'invalid',
      reason: 'the embed has no event "final"',
    });
    expect(await findEmbed(KORFBALL, 'a b', d)).toMatchObject({ kind: 'invalid' });
  });
});

describe('embedState', () => {
  const stream = { liveMediaId: 'live1', vodMediaId: 'vod1', transmissionComingSoon: false };
  const vod = item('vod1', { duration: 24 });

  it('plays the live stream while it is live', async () => {
    const live = item('live1', {
      eventState: 'LIVE_PUBLISHED',
      scheduledStart: '2026-07-10T11:30:00Z',
      scheduledEnd: '2026-07-10T14:00:00Z',
    });
    expect(await embedState(stream, NOW, deps({ live1: live, vod1: vod }))).toEqual({ mode: 'live', media: live });
  });

  it('falls back to the VOD with the scheduled start before the live stream starts', async () => {
    const live = item('live1', {
      eventState: 'PRE_LIVE',
      scheduledStart: '2026-07-10T15:00:00Z',
      scheduledEnd: '2026-07-10T17:00:00Z',
    });
    expect(await embedState(stream, NOW, deps({ live1: live, vod1: vod }))).toEqual({
      mode: 'vod',
      media: vod,
      scheduledStart: '2026-07-10T15:00:00.000Z',
    });
  });

  it('keeps to the VOD while transmissionComingSoon is set, without a time once the start passed', async () => {
    const replay = item('live1', {
      eventState: 'VOD_PUBLIC',
      scheduledStart: '2026-07-08T12:00:00Z',
      scheduledEnd: '2026-07-08T14:00:00Z',
    });
    const d = deps({ live1: replay, vod1: vod });
    expect(await embedState({ ...stream, transmissionComingSoon: true }, NOW, d)).toEqual({ mode: 'vod', media: vod });
    expect(await embedState(stream, NOW, d)).toEqual({ mode: 'live', media: replay });
  });

  it('shows the fallback image when there is no VOD, or only paid media', async () => {
    const paidLive = item('live1', {
      eventState: 'LIVE_PUBLISHED',
      productIds: [{ provider: 'cleeng', offerId: 'C1', premier: true }],
      requiresSubscription: true,
    });
    expect(await embedState(stream, NOW, deps({ live1: paidLive }))).toEqual({ mode: 'image' });
    expect(await embedState({ liveMediaId: 'gone', transmissionComingSoon: false }, NOW, deps({}))).toEqual({
      mode: 'image',
    });
  });

  it('reads each media item once per TTL, however many viewers poll', async () => {
    const live = item('live1', { eventState: 'LIVE_PUBLISHED' });
    const d = deps({ live1: live, vod1: vod });
    await Promise.all(Array.from({ length: 20 }, () => embedState(stream, NOW, d)));
    expect(d.getMedia).toHaveBeenCalledTimes(2);
  });
});
