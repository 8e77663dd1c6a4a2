import { isInProgress, type WatchHistoryEntry } from './watch-lists';

/**
 * Series rules (spec 3 §4): which season the filter shows, which episode comes next, and which episode a viewer
 * was in the middle of. Pure; episodes are ordered by season, then episode number.
 */
export interface EpisodeRef {
  mediaid: string;
  seasonNumber: number;
  episodeNumber: number;
}

/** Page size of the series episode calls (spec 1 §9). */
export const EPISODES_PAGE_SIZE = 20;

/**
 * The season the filter selects: the one asked for when the series has it, else the current episode's season,
 * else the first season. `undefined` when the series has no seasons.
 */
export function defaultSeason(
  seasons: readonly number[],
  options: { requested?: number; episodeSeason?: number } = {},
): number | undefined {
  const has = (season: number | undefined): season is number => season !== undefined && seasons.includes(season);
  if (has(options.requested)) return options.requested;
  if (has(options.episodeSeason)) return options.episodeSeason;
  return seasons.length > 0 ? Math.min(...seasons) : undefined;
}

export function compareEpisodes(a: EpisodeRef, b: EpisodeRef): number {
  return a.seasonNumber - b.seasonNumber || a.episodeNumber - b.episodeNumber;
}

/** The episode after `currentId` in series order (across seasons), if any. */
export function nextEpisode<T extends EpisodeRef>(episodes: readonly T[], currentId: string): T | undefined {
  const ordered = [...episodes].sort(compareEpisodes);
  const index = ordered.findIndex((episode) => episode.mediaid === currentId);
  return index === -1 ? undefined : ordered[index + 1];
}

/**
 * The episode of this series the viewer is in the middle of: the watch history keeps one entry per series
 * (spec 1 §4), most recent first.
 */
export function inProgressEpisode(history: readonly WatchHistoryEntry[], seriesId: string): WatchHistoryEntry | undefined {
  return history.find((entry) => entry.seriesId === seriesId && isInProgress(entry.progress));
}
