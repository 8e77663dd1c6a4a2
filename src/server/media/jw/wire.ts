import { z } from 'zod';

/**
 * The JW Player Delivery API's JSON shapes, as the real API sends them and as the local catalog adapter
 * rebuilds them. Lenient where JW is loose: numbers may arrive as strings, most fields may be missing, and one
 * malformed entry in a list is dropped instead of failing the whole response. A response whose overall shape
 * is wrong (no `playlist` array, not an object…) fails to parse.
 */

/** A number sent as a number or a numeric string. */
const looseNumber = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const optionalNumber = looseNumber.optional().catch(undefined);
const optionalString = z.string().optional().catch(undefined);
/** Ids are strings, but some JW endpoints send numeric ids. */
const looseId = z.union([z.string().min(1), z.number().transform(String)]);

/** A list whose malformed entries are dropped; a missing or non-array value is an empty list. */
function lenientArray<T extends z.ZodType>(entry: T) {
  return z
    .array(z.unknown())
    .optional()
    .catch(undefined)
    .transform((values) =>
      (values ?? []).flatMap((value) => {
        const parsed = entry.safeParse(value);
        return parsed.success ? [parsed.data] : [];
      }),
    );
}

/** Top-level scalar properties not named in `known`, as strings: that is how JW delivers custom parameters. */
function customParams(record: Record<string, unknown>, known: ReadonlySet<string>): Record<string, string> {
  const custom: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) {
    if (known.has(key)) continue;
    if (typeof value === 'string') custom[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') custom[key] = String(value);
  }
  return custom;
}

export const wireImageSchema = z.object({
  src: z.string().min(1),
  width: looseNumber,
  type: z.string().default('image/jpeg'),
});

/** A source's key system: `{ url }` (Widevine, PlayReady), `{ processSpcUrl, certificateUrl }` (FairPlay) or a URL. */
const drmSystem = z.union([
  z.string().transform((licenseUrl) => ({ licenseUrl, certificateUrl: undefined })),
  z
    .looseObject({
      url: z.string().optional(),
      processSpcUrl: z.string().optional(),
      certificateUrl: z.string().optional(),
    })
    .transform((system) => ({ licenseUrl: system.url ?? system.processSpcUrl, certificateUrl: system.certificateUrl })),
]);

export const wireSourceSchema = z.object({
  file: z.string().min(1),
  type: z.string().default(''),
  label: optionalString,
  width: optionalNumber,
  height: optionalNumber,
  drm: z
    .object({
      playready: drmSystem.optional().catch(undefined),
      widevine: drmSystem.optional().catch(undefined),
      fairplay: drmSystem.optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});

export const wireTrackSchema = z.object({
  file: z.string().min(1),
  kind: z.enum(['captions', 'subtitles', 'chapters', 'thumbnails']),
  label: optionalString,
  language: optionalString,
  default: z.boolean().optional().catch(undefined),
});

const ITEM_FIELDS = new Set([
  'mediaid',
  'title',
  'description',
  'tags',
  'duration',
  'pubdate',
  'feedid',
  'image',
  'images',
  'link',
  'sources',
  'tracks',
  'media_type',
  'variations',
  'recommendations',
]);

/** One media item as it appears in `playlist[]` of a playlist or media response. */
export const wireItemSchema = z
  .looseObject({
    mediaid: looseId,
    title: z.string().catch(''),
    description: z.string().catch(''),
    tags: z
      .union([z.string(), z.array(z.string()).transform((tags) => tags.join(','))])
      .optional()
      .catch(undefined),
    duration: optionalNumber,
    pubdate: optionalNumber,
    feedid: optionalString,
    image: optionalString,
    images: lenientArray(wireImageSchema),
    link: optionalString,
    sources: lenientArray(wireSourceSchema),
    tracks: lenientArray(wireTrackSchema),
    media_type: optionalString,
  })
  .transform((item) => ({
    mediaid: item.mediaid,
    title: item.title,
    description: item.description,
    tags: item.tags,
    duration: item.duration,
    pubdate: item.pubdate,
    feedid: item.feedid,
    image: item.image,
    images: item.images,
    link: item.link,
    sources: item.sources,
    tracks: item.tracks,
    mediaType: item.media_type,
    custom: customParams(item, ITEM_FIELDS),
  }));

export type WireItem = z.output<typeof wireItemSchema>;

const wireItemList = lenientArray(wireItemSchema);

const PLAYLIST_FIELDS = new Set(['title', 'description', 'kind', 'feedid', 'playlist', 'links', 'feed_instance_id']);

/** `/v2/playlists/{id}`, `/v2/media/{id}` (a one-item playlist) and `/apps/watchlists/{id}`. */
export const wirePlaylistSchema = z
  .looseObject({
    title: z.string().catch(''),
    description: optionalString,
    kind: optionalString,
    feedid: optionalString,
    playlist: z.array(z.unknown()),
    links: z
      .object({ first: optionalString, last: optionalString, next: optionalString })
      .optional()
      .catch(undefined),
  })
  .transform((playlist) => ({
    title: playlist.title,
    description: playlist.description,
    kind: playlist.kind,
    feedid: playlist.feedid,
    items: wireItemList.parse(playlist.playlist),
    nextLink: playlist.links?.next,
    custom: customParams(playlist, PLAYLIST_FIELDS),
  }));

export type WirePlaylist = z.output<typeof wirePlaylistSchema>;

/**
 * `/v2/sites/{siteId}/content_lists/{id}` answers either in the playlist shape or as a content list
 * (`{ id, title, list: [{ media_id, …, custom_params }] }`); the latter is rewritten to the former.
 */
const wireContentListSchema = z.looseObject({
  id: looseId,
  title: z.string().catch(''),
  description: optionalString,
  list: z.array(
    z.looseObject({ media_id: looseId, custom_params: z.record(z.string(), z.unknown()).optional().catch(undefined) }),
  ),
});

function contentListAsPlaylist(body: unknown): unknown {
  const contentList = wireContentListSchema.safeParse(body);
  if (!contentList.success) return body;
  const { id, title, description, list } = contentList.data;
  return {
    title,
    description,
    feedid: id,
    playlist: list.map(({ media_id, custom_params, ...item }) => ({ ...custom_params, ...item, mediaid: media_id })),
  };
}

export const wireContentListResponseSchema = z.union([
  wirePlaylistSchema,
  z.preprocess(contentListAsPlaylist, wirePlaylistSchema),
]);

export const wireSeasonSchema = z.object({
  season_id: looseId,
  season_number: looseNumber,
  season_title: z.string().catch(''),
  season_description: optionalString,
  episode_count: looseNumber.catch(0),
  total_duration: optionalNumber,
});

/** `/apps/series/{id}`. */
export const wireSeriesSchema = z.looseObject({
  series_id: looseId,
  title: z.string().catch(''),
  description: z.string().catch(''),
  episode_count: looseNumber.catch(0),
  season_count: looseNumber.catch(0),
  seasons: lenientArray(wireSeasonSchema),
});

export type WireSeries = z.output<typeof wireSeriesSchema>;

export const wireEpisodeSchema = z.object({
  episode_number: looseNumber,
  season_number: optionalNumber,
  media_item: wireItemSchema,
});

const wireEpisodeList = lenientArray(wireEpisodeSchema);

const wirePagination = z.object({ page: optionalNumber, page_limit: optionalNumber, total: optionalNumber });

/**
 * `/apps/series/{id}/episodes` and `/apps/series/{id}/seasons/{n}/episodes`. Paging arrives either at the top
 * level (`page_offset`, `page_limit`, `total`) or in a `pagination` block with a 1-based `page`; both are
 * normalised to a 0-based page index.
 */
export const wireEpisodesPageSchema = z
  .looseObject({
    episodes: z.array(z.unknown()),
    page_offset: optionalNumber,
    page_limit: optionalNumber,
    total: optionalNumber,
    pagination: wirePagination.optional().catch(undefined),
  })
  .transform((page) => {
    const episodes = wireEpisodeList.parse(page.episodes);
    const pageNumber = page.pagination?.page;
    return {
      episodes,
      pageIndex: pageNumber !== undefined ? Math.max(0, pageNumber - 1) : page.page_offset,
      pageLimit: page.pagination?.page_limit ?? page.page_limit,
      total: page.pagination?.total ?? page.total,
    };
  });

export type WireEpisodesPage = z.output<typeof wireEpisodesPageSchema>;

/** `/apps/series?media_ids=…`: `{ [mediaId]: [{ series_id, episode_number, season_number }] }`. */
export const wireSeriesMembershipsSchema = z.record(
  z.string(),
  lenientArray(
    z.object({
      series_id: looseId,
      episode_number: looseNumber.catch(0),
      season_number: looseNumber.catch(0),
    }),
  ),
);

export type WireSeriesMemberships = z.output<typeof wireSeriesMembershipsSchema>;

/** `/v2/media/{id}/images.json`: a list of image variants, bare or under `images`. */
const wireImageEntry = z
  .looseObject({
    src: optionalString,
    image_url: optionalString,
    width: optionalNumber,
    type: optionalString,
  })
  .refine((entry) => Boolean(entry.src ?? entry.image_url), 'an image needs src or image_url');

const wireImageEntryList = lenientArray(wireImageEntry);

export const wireMediaImagesSchema = z
  .union([z.looseObject({ images: z.array(z.unknown()) }).transform((body) => body.images), z.array(z.unknown())])
  .transform((entries) => wireImageEntryList.parse(entries));

export type WireMediaImages = z.output<typeof wireMediaImagesSchema>;
