import type { z } from 'zod';
import type { EpisodesPage, ImageVariant, MediaItem, Playlist, Series, SeriesMembership } from '../../../domain/media';
import { MediaPlatformError } from '../port';
import {
  mapEpisodesPage,
  mapMediaImages,
  mapMediaItem,
  mapPlaylist,
  mapSeries,
  mapSeriesMemberships,
  type EpisodesRequest,
} from './mapper';
import {
  wireContentListResponseSchema,
  wireEpisodesPageSchema,
  wireMediaImagesSchema,
  wirePlaylistSchema,
  wireSeriesMembershipsSchema,
  wireSeriesSchema,
} from './wire';

/**
 * Response body (unknown JSON) → domain value, for both adapters: the JW adapter passes what the API sent, the
 * local adapter passes the same shapes built from its catalog. A body of the wrong shape is a
 * `MediaPlatformError` (502: the platform answered, but not with what the API promises).
 */
function parseWire<T extends z.ZodType>(schema: T, body: unknown, resource: string): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  throw new MediaPlatformError(`unexpected response for ${resource}${where}: ${issue?.message ?? 'invalid'}`, 502);
}

export function toPlaylist(body: unknown, resource: string, id: string, language?: string): Playlist {
  return mapPlaylist(parseWire(wirePlaylistSchema, body, resource), id, language);
}

export function toContentList(body: unknown, resource: string, id: string, language?: string): Playlist {
  return mapPlaylist(parseWire(wireContentListResponseSchema, body, resource), id, language);
}

/** `/v2/media/{id}` answers with a one-item playlist; no item means no such media. */
export function toMedia(body: unknown, resource: string, language?: string): MediaItem | null {
  const item = parseWire(wirePlaylistSchema, body, resource).items[0];
  return item ? mapMediaItem(item, language) : null;
}

export function toSeries(body: unknown, resource: string): Series {
  return mapSeries(parseWire(wireSeriesSchema, body, resource));
}

export function toEpisodesPage(
  body: unknown,
  resource: string,
  request: EpisodesRequest,
  language?: string,
): EpisodesPage {
  return mapEpisodesPage(parseWire(wireEpisodesPageSchema, body, resource), request, language);
}

export function toSeriesMemberships(body: unknown, resource: string): Record<string, SeriesMembership[]> {
  return mapSeriesMemberships(parseWire(wireSeriesMembershipsSchema, body, resource));
}

export function toMediaImages(body: unknown, resource: string): ImageVariant[] {
  return mapMediaImages(parseWire(wireMediaImagesSchema, body, resource));
}
