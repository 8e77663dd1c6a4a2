import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  buildLiveMasterPlaylist,
  buildLiveMediaPlaylist,
  buildTimeShiftedPlaylist,
  parseMediaPlaylistSegments,
  type LoopSegment,
} from './live-playlist';

/**
 * Which clip a demo live stream loops, and that clip's segments.
 *
 * Rule: a live channel's or event's source is `/demo-media/live/{id}/master.m3u8`; `media/hls/live.json`
 * (written by the demo generator) maps `{id}` to a clip of `media/hls/clips.json`; an id it does not list has no
 * stream (404). The renditions are the clip's; each rendition's segments are read from the clip's VOD playlist
 * `hls/{clipId}/{renditionId}/index.m3u8`, so the live window plays exactly the encoded files.
 */
const NAME = /^[A-Za-z0-9_-]+$/;

const clipsFileSchema = z.object({
  clips: z.array(
    z.looseObject({
      id: z.string().regex(NAME),
      segmentDuration: z.number().positive(),
      renditions: z
        .array(
          z.looseObject({
            id: z.string().regex(NAME),
            bandwidth: z.number().int().positive(),
            averageBandwidth: z.number().int().positive().optional(),
            resolution: z.string().optional(),
            codecs: z.string().optional(),
            frameRate: z.number().positive().optional(),
          }),
        )
        .min(1),
    }),
  ),
});

const liveFileSchema = z.object({
  channels: z.array(z.looseObject({ id: z.string().min(1), clipId: z.string().regex(NAME) })),
});

type Clip = z.output<typeof clipsFileSchema>['clips'][number];

interface LiveIndex {
  clipByLiveId: Map<string, Clip>;
}

async function readJsonFile(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'));
}

/** A time-shifted window of the live timeline (the demo's DVR): from `start`, up to `end` or the live edge. */
export interface TimeShift {
  start: Date;
  end?: Date;
  /** A playlist delta update was asked for (`_HLS_skip=YES`). */
  skip?: boolean;
}

export interface LiveSources {
  /** The live master playlist, or `null` for an unknown live id; `query` is carried to the variants. */
  master(liveId: string, query?: string): Promise<string | null>;
  /**
   * The live media playlist of one rendition at `now` (time-shifted with `shift`), or `null` for an unknown id or
   * rendition, or a window that has not begun.
   */
  media(liveId: string, renditionId: string, now: Date, shift?: TimeShift): Promise<string | null>;
}

export function createLiveSources(hlsDir: string): LiveSources {
  let index: Promise<LiveIndex> | undefined;
  const segmentCache = new Map<string, Promise<LoopSegment[]>>();

  /** Read once; a failure (files not generated yet, invalid JSON) is retried on the next request. */
  function loadIndex(): Promise<LiveIndex> {
    index ??= (async () => {
      const clips = clipsFileSchema.parse(await readJsonFile(join(hlsDir, 'clips.json'))).clips;
      const live = liveFileSchema.parse(await readJsonFile(join(hlsDir, 'live.json'))).channels;
      const clipById = new Map(clips.map((clip) => [clip.id, clip]));
      const clipByLiveId = new Map<string, Clip>();
      for (const channel of live) {
        const clip = clipById.get(channel.clipId);
        if (clip) clipByLiveId.set(channel.id, clip);
      }
      return { clipByLiveId };
    })().catch((error: unknown) => {
      index = undefined;
      throw error;
    });
    return index;
  }

  function segments(clipId: string, renditionId: string): Promise<LoopSegment[]> {
    const key = `${clipId}/${renditionId}`;
    let loading = segmentCache.get(key);
    if (!loading) {
      loading = readFile(join(hlsDir, clipId, renditionId, 'index.m3u8'), 'utf8').then((text) =>
        parseMediaPlaylistSegments(text).map((segment) => ({
          uri: `/demo-media/hls/${clipId}/${renditionId}/${segment.uri}`,
          duration: segment.duration,
        })),
      );
      loading.catch(() => segmentCache.delete(key));
      segmentCache.set(key, loading);
    }
    return loading;
  }

  return {
    async master(liveId, query) {
      const clip = (await loadIndex()).clipByLiveId.get(liveId);
      return clip ? buildLiveMasterPlaylist(clip.renditions, query) : null;
    },

    async media(liveId, renditionId, now, shift) {
      const clip = (await loadIndex()).clipByLiveId.get(liveId);
      const rendition = clip?.renditions.find((candidate) => candidate.id === renditionId);
      if (!clip || !rendition) return null;
      const loop = await segments(clip.id, rendition.id);
      if (loop.length === 0) return null;
      const timeline = { segments: loop, segmentDuration: clip.segmentDuration, now };
      return shift ? buildTimeShiftedPlaylist({ ...timeline, ...shift }) : buildLiveMediaPlaylist(timeline);
    },
  };
}
