import { z } from 'zod';
import type { MediaItem, Playlist } from '../../domain/media';
import type { MediaPlatform } from '../media/port';
import type { DataCache } from '../shared/data-cache';

/**
 * Catalog use-cases for pages: playlists, content lists and media items from the media platform, through the
 * shared data cache (TTL `CACHE_TTL_MEDIA_S`, single-flight, stale-on-error). A missing resource is `null`;
 * platform failures reject (callers decide whether that is a shelf message or an error page).
 */

/** Media and playlist ids as the platform issues them; anything else cannot exist and is a 404 at once. */
export const contentIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export function isContentId(value: unknown): value is string {
  return contentIdSchema.safeParse(value).success;
}

export interface PlaylistQuery {
  language: string;
  relatedMediaId?: string;
  pageLimit?: number;
}

export interface CatalogDeps {
  cache: DataCache;
  media: MediaPlatform;
  mediaTtlMs: number;
}

export type Catalog = ReturnType<typeof makeCatalog>;

export function makeCatalog({ cache, media, mediaTtlMs }: CatalogDeps) {
  return {
    loadPlaylist(id: string, query: PlaylistQuery): Promise<Playlist | null> {
      const key = `playlist:${id}:${query.language}:${query.relatedMediaId ?? ''}:${query.pageLimit ?? ''}`;
      return cache.get(key, mediaTtlMs, () =>
        media.getPlaylist(id, {
          language: query.language,
          relatedMediaId: query.relatedMediaId,
          pageLimit: query.pageLimit,
        }),
      );
    },

    loadContentList(siteId: string, id: string, language: string): Promise<Playlist | null> {
      return cache.get(`content-list:${siteId}:${id}:${language}`, mediaTtlMs, () =>
        media.getContentList(siteId, id, { language }),
      );
    },

    loadMedia(id: string, language: string): Promise<MediaItem | null> {
      return cache.get(`media:${id}:${language}`, mediaTtlMs, () => media.getMedia(id, { language }));
    },
  };
}

/** An item's genres: the platform's `genre` may hold a comma-separated list. */
export function genresOfItem(item: Pick<MediaItem, 'genre'>): string[] {
  return (item.genre ?? '')
    .split(',')
    .map((genre) => genre.trim())
    .filter(Boolean);
}

/** Distinct genres of a playlist in alphabetical order (case-insensitive, first spelling wins). */
export function playlistGenres(items: Pick<MediaItem, 'genre'>[]): string[] {
  const byKey = new Map<string, string>();
  for (const genre of items.flatMap(genresOfItem)) {
    const key = genre.toLocaleLowerCase();
    if (!byKey.has(key)) byKey.set(key, genre);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}

/** The genre a `?genre=` value selects, or `undefined` (All) for a missing or unknown value. */
export function selectedGenre(raw: string | null, genres: string[]): string | undefined {
  if (!raw) return undefined;
  const wanted = raw.trim().toLocaleLowerCase();
  return genres.find((genre) => genre.toLocaleLowerCase() === wanted);
}

export function filterByGenre<T extends Pick<MediaItem, 'genre'>>(items: T[], genre: string | undefined): T[] {
  if (!genre) return items;
  const wanted = genre.toLocaleLowerCase();
  return items.filter((item) => genresOfItem(item).some((g) => g.toLocaleLowerCase() === wanted));
}
