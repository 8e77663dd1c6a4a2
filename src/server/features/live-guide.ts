import type { Logger } from 'pino';
import {
  DEFAULT_CATCHUP_HOURS,
  repeatDemoSchedule,
  validPrograms,
  type EpgChannel,
  type EpgProgram,
  type RawProgram,
} from '../../domain/live-guide/programs';
import type { MediaItem, Playlist } from '../../domain/media';
import type { ScheduleReader } from '../epg/reader';
import type { DataCache } from '../shared/data-cache';

/** A playlist is a live guide when it holds live channels only (at least one). */
export function isLiveChannelPlaylist(items: readonly Pick<MediaItem, 'contentType'>[]): boolean {
  return items.length > 0 && items.every((item) => item.contentType === 'livechannel');
}

/** Spec 3 §3 "Channel": the channel's own fields, its catch-up hours (default 8, spec 1 §9) and programmes. */
export function toEpgChannel(item: MediaItem, programs: EpgProgram[]): EpgChannel {
  const hours = item.catchupHours;
  return {
    id: item.mediaid,
    title: item.title,
    description: item.description,
    image: item.image,
    ...(item.channelLogoImage && { channelLogoImage: item.channelLogoImage }),
    ...(item.backgroundImage && { backgroundImage: item.backgroundImage }),
    catchupHours: hours !== undefined && Number.isFinite(hours) && hours >= 0 ? hours : DEFAULT_CATCHUP_HOURS,
    programs,
  };
}

/** Schedules are kept 5 minutes; a feed that later fails, hangs or turns malformed keeps its last good copy. */
export const SCHEDULE_TTL_MS = 5 * 60_000;

export interface LiveGuide {
  playlist: Playlist;
  channels: EpgChannel[];
}

export interface LiveGuideDeps {
  cache: Pick<DataCache, 'get'>;
  reader: ScheduleReader;
  logger: Pick<Logger, 'warn'>;
  now: Date;
}

/**
 * A channel's programmes: read through the data cache (stale-if-error), validated (spec 1 §5), a demo schedule
 * (`scheduleDemo`) moved to the days around `now`. A schedule that cannot be read at all is "no programmes",
 * never an error: the guide still shows the channel and plays it live.
 */
export async function channelPrograms(item: MediaItem, deps: LiveGuideDeps): Promise<EpgChannel> {
  const { scheduleUrl } = item;
  let raw: RawProgram[] = [];
  if (scheduleUrl) {
    const key = `epg:${item.scheduleType ?? 'jwp'}:${item.mediaid}:${scheduleUrl}`;
    try {
      raw = await deps.cache.get(key, SCHEDULE_TTL_MS, () =>
        deps.reader.read({
          channelId: item.mediaid,
          scheduleUrl,
          scheduleToken: item.scheduleToken,
          scheduleType: item.scheduleType,
        }),
      );
    } catch (error) {
      deps.logger.warn({ err: error, channel: item.mediaid }, 'live guide: schedule could not be loaded');
    }
  }
  const programs = validPrograms(raw);
  return toEpgChannel(item, item.scheduleDemo ? repeatDemoSchedule(programs, deps.now) : programs);
}

/** The live guide of a playlist of live channels; `null` when the playlist is not one (or does not exist). */
export async function buildLiveGuide(playlist: Playlist | null, deps: LiveGuideDeps): Promise<LiveGuide | null> {
  if (!playlist || !isLiveChannelPlaylist(playlist.items)) return null;
  const channels = await Promise.all(playlist.items.map((item) => channelPrograms(item, deps)));
  return { playlist, channels };
}

export interface LiveGuideUseCaseDeps {
  cache: Pick<DataCache, 'get'>;
  reader: ScheduleReader;
  logger: Pick<Logger, 'warn'>;
  /** The platform's live streams accept `?start=&end=` time shifts (the demo packager; see media/local/time-shift.ts). */
  timeShift: boolean;
}

export type LiveGuideUseCases = ReturnType<typeof makeLiveGuide>;

export function makeLiveGuide({ cache, reader, logger, timeShift }: LiveGuideUseCaseDeps) {
  return {
    /** The guide of an already loaded playlist (`null` when it is not a playlist of live channels). */
    loadLiveGuide: (playlist: Playlist | null, now: Date): Promise<LiveGuide | null> =>
      buildLiveGuide(playlist, { cache, logger, reader, now }),
    canTimeShift: (): boolean => timeShift,
  };
}
