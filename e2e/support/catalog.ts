import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The demo media catalog as the tests see it (data/demo/catalog). Tests pick the kind of item they need from
 * here (a plain video, a clip with captions, the scheduled live event, a playlist with several genres) instead
 * of hard-coding ids, so they survive a regenerated dataset.
 */
const catalogDir = new URL('../../data/demo/catalog/', import.meta.url);

const trackSchema = z.object({ file: z.string(), kind: z.string(), label: z.string().optional() });

const mediaItemSchema = z.object({
  mediaid: z.string(),
  title: z.string(),
  description: z.string().optional(),
  duration: z.number(),
  genre: z.string().optional(),
  tracks: z.array(trackSchema).default([]),
  contentType: z.string().optional(),
  requiresSubscription: z.string().optional(),
  productIds: z.string().optional(),
  'VCH.EventState': z.string().optional(),
  'VCH.ScheduledStart': z.string().optional(),
  free: z.string().optional(),
  seriesId: z.string().optional(),
  seasonNumber: z.string().optional(),
  episodeNumber: z.string().optional(),
  liveChannelsId: z.string().optional(),
  SeekCuePoints: z.string().optional(),
  trailerId: z.string().optional(),
  markdown: z.string().optional(),
});
export type CatalogItem = z.infer<typeof mediaItemSchema>;

const playlistSchema = z.object({
  feedid: z.string(),
  title: z.string(),
  kind: z.string(),
  media: z.array(z.string()).optional(),
});
export type CatalogPlaylist = z.infer<typeof playlistSchema>;

const configSchema = z.object({
  siteName: z.string().optional(),
  content: z.array(
    z.object({
      type: z.string(),
      contentId: z.string().optional(),
      title: z.string().optional(),
      featured: z.boolean().optional(),
    }),
  ),
  menu: z.array(z.object({ label: z.string(), contentId: z.string(), type: z.string() })),
  features: z.object({ enableCasting: z.boolean().optional() }).optional(),
  styling: z.object({ backgroundColor: z.string().optional(), headerBackground: z.string().optional() }).optional(),
  custom: z.record(z.string(), z.unknown()).optional(),
});
export type CatalogConfig = z.infer<typeof configSchema>;

function readJson(relativePath: string): unknown {
  return JSON.parse(readFileSync(new URL(relativePath, catalogDir), 'utf8'));
}

export const media: CatalogItem[] = z.object({ media: z.array(mediaItemSchema) }).parse(readJson('media.json')).media;
export const playlists: CatalogPlaylist[] = z
  .object({ playlists: z.array(playlistSchema) })
  .parse(readJson('playlists.json')).playlists;

const mediaById = new Map(media.map((item) => [item.mediaid, item]));

export function mediaItem(id: string): CatalogItem {
  const item = mediaById.get(id);
  if (!item) throw new Error(`media ${id} is not in the catalog`);
  return item;
}

export function appConfig(id: string): CatalogConfig {
  return configSchema.parse(readJson(`configs/${id}.json`));
}

/** The items of a manual playlist, in order. */
export function playlistItems(playlist: CatalogPlaylist): CatalogItem[] {
  return (playlist.media ?? []).map(mediaItem);
}

export function playlistById(id: string): CatalogPlaylist {
  const playlist = playlists.find((entry) => entry.feedid === id);
  if (!playlist) throw new Error(`playlist ${id} is not in the catalog`);
  return playlist;
}

/** An item's genres: the platform's `genre` may be a comma-separated list. */
export function genresOf(item: CatalogItem): string[] {
  return (item.genre ?? '')
    .split(',')
    .map((genre) => genre.trim())
    .filter(Boolean);
}

function isFree(item: CatalogItem): boolean {
  return item.requiresSubscription !== 'true' && !item.productIds;
}

/** Plain free videos on demand: no series, episode or live content type. */
export function plainVideos(): CatalogItem[] {
  const videos = media.filter((item) => !item.contentType && item.duration > 0 && isFree(item));
  if (videos.length === 0) throw new Error('the catalog has no plain free video');
  return videos;
}

export function plainVideo(index = 0): CatalogItem {
  const videos = plainVideos();
  const video = videos[index % videos.length];
  if (!video) throw new Error('no plain video');
  return video;
}

export function captionTrack(item: CatalogItem) {
  return item.tracks.find((track) => track.kind === 'captions' || track.kind === 'subtitles');
}

export function clipWithCaptions(): CatalogItem {
  const clip = plainVideos().find((item) => captionTrack(item));
  if (!clip) throw new Error('the catalog has no plain video with captions');
  return clip;
}

const RELATIVE_TIME = /^now((?:[+-]\d+[smhd])*)$/;
const UNIT_MS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Epoch ms of a catalog time: an ISO instant or a relative `now+1d-2h`. */
export function catalogTime(value: string, now: number): number {
  const relative = RELATIVE_TIME.exec(value);
  if (!relative) return Date.parse(value);
  let ms = now;
  for (const [, sign, amount, unit] of (relative[1] ?? '').matchAll(/([+-])(\d+)([smhd])/g)) {
    ms += (sign === '-' ? -1 : 1) * Number(amount) * (UNIT_MS[unit ?? ''] ?? 0);
  }
  return ms;
}

/** The live event that has not started yet (pre-live state, start in the future). */
export function scheduledLiveEvent(now = Date.now()): CatalogItem {
  const event = media.find((item) => {
    const state = item['VCH.EventState'];
    const start = item['VCH.ScheduledStart'];
    return (
      item.contentType === 'liveevent' &&
      (state === 'PRE_LIVE' || state === 'LIVE_UNPUBLISHED') &&
      start !== undefined &&
      catalogTime(start, now) > now
    );
  });
  if (!event) throw new Error('the catalog has no scheduled live event');
  return event;
}

/** The manual playlist with the most distinct genres (at least 3). */
export function multiGenrePlaylist(): { playlist: CatalogPlaylist; genres: string[] } {
  const candidates = playlists
    .filter((playlist) => playlist.kind === 'MANUAL')
    .map((playlist) => {
      const genres = new Set(playlistItems(playlist).flatMap(genresOf));
      return { playlist, genres: [...genres] };
    })
    .filter((entry) => entry.genres.length >= 3)
    .sort((a, b) => b.genres.length - a.genres.length);
  const best = candidates[0];
  if (!best) throw new Error('the catalog has no playlist with several genres');
  return best;
}

/** An 8-character id the catalog does not use. */
export function unknownId(): string {
  const taken = new Set([...media.map((item) => item.mediaid), ...playlists.map((playlist) => playlist.feedid)]);
  for (let n = 0; ; n++) {
    const id = `zz${String(n).padStart(6, '0')}`;
    if (!taken.has(id)) return id;
  }
}

const seriesSchema = z.object({
  series_id: z.string(),
  title: z.string(),
  seasons: z.array(z.object({ season_number: z.number(), season_title: z.string().optional() })),
  episodes: z.array(z.object({ episode_number: z.number(), season_number: z.number(), media_id: z.string() })),
});
export type CatalogSeries = z.infer<typeof seriesSchema>;

export const series: CatalogSeries[] = z
  .object({ series: z.array(seriesSchema) })
  .parse(readJson('series.json')).series;

/** A series with at least two seasons whose episodes are all free (so every one of them plays for a guest). */
export function multiSeasonFreeSeries(): CatalogSeries {
  const found = series.find(
    (show) => show.seasons.length >= 2 && show.episodes.every((episode) => isFree(mediaItem(episode.media_id))),
  );
  if (!found) throw new Error('the catalog has no free series with two seasons');
  return found;
}

/** The episodes of a series in order, with their catalog items. */
export function seriesEpisodes(
  show: CatalogSeries,
  season?: number,
): Array<CatalogItem & { season: number; episode: number }> {
  return show.episodes
    .filter((episode) => season === undefined || episode.season_number === season)
    .sort((a, b) => a.season_number - b.season_number || a.episode_number - b.episode_number)
    .map((episode) => ({
      ...mediaItem(episode.media_id),
      season: episode.season_number,
      episode: episode.episode_number,
    }));
}

/** A scheduled live event every guest may watch once it is live. */
export function freeScheduledLiveEvent(now = Date.now()): CatalogItem {
  const event = media.find((item) => {
    const start = item['VCH.ScheduledStart'];
    return (
      item.contentType === 'liveevent' &&
      item['VCH.EventState'] === 'PRE_LIVE' &&
      isFree(item) &&
      start !== undefined &&
      catalogTime(start, now) > now
    );
  });
  if (!event) throw new Error('the catalog has no free scheduled live event');
  return event;
}

/** The first item of a content type (and an extra condition). */
export function itemOfType(contentType: string, where: (item: CatalogItem) => boolean = () => true): CatalogItem {
  const item = media.find((entry) => entry.contentType === contentType && where(entry));
  if (!item) throw new Error(`the catalog has no ${contentType} item matching the condition`);
  return item;
}

/** A plain video that needs a subscription (it carries offers). */
export function premiumVideo(): CatalogItem {
  const item = media.find((entry) => !entry.contentType && entry.duration > 0 && !isFree(entry) && entry.productIds);
  if (!item) throw new Error('the catalog has no premium plain video');
  return item;
}

/** A free plain video with a trailer. */
export function videoWithTrailer(): CatalogItem {
  const item = plainVideos().find((entry) => entry.trailerId);
  if (!item) throw new Error('the catalog has no free video with a trailer');
  return item;
}
