import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { MediaPlatformError } from '../port';

/**
 * The demo catalog files (`data/demo/catalog/`). Items stay raw JW records (they are parsed by the JW wire
 * schema when served); only what the local adapter itself needs to navigate is validated here.
 */
export type RawItem = Record<string, unknown> & { mediaid: string };

const rawItemSchema = z.looseObject({ mediaid: z.string().min(1) });

const mediaFileSchema = z.object({ media: z.array(rawItemSchema) });

export const playlistDefinitionSchema = z.looseObject({
  feedid: z.string().min(1),
  title: z.string(),
  description: z.string().optional(),
  kind: z.string().optional(),
  media: z.array(z.string()).optional(),
  related: z.boolean().optional(),
  search: z.boolean().optional(),
});

export type PlaylistDefinition = z.output<typeof playlistDefinitionSchema>;

const playlistsFileSchema = z.object({ playlists: z.array(playlistDefinitionSchema) });

const seriesDefinitionSchema = z.looseObject({
  series_id: z.string().min(1),
  title: z.string(),
  description: z.string().default(''),
  episode_count: z.number().int().nonnegative().optional(),
  season_count: z.number().int().nonnegative().optional(),
  seasons: z.array(z.looseObject({ season_number: z.number().int() })).default([]),
  episodes: z
    .array(z.object({ episode_number: z.number().int(), season_number: z.number().int(), media_id: z.string() }))
    .default([]),
});

export type SeriesDefinition = z.output<typeof seriesDefinitionSchema>;

const seriesFileSchema = z.object({ series: z.array(seriesDefinitionSchema) });

export interface Catalog {
  /** Items in file order (the order search and recommendations fall back on). */
  items: RawItem[];
  itemsById: Map<string, RawItem>;
  playlists: Map<string, PlaylistDefinition>;
  series: Map<string, SeriesDefinition>;
}

async function readJson<T extends z.ZodType>(
  file: string,
  schema: T,
  optional = false,
): Promise<z.output<T> | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (optional && error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw new MediaPlatformError(`local catalog: cannot read ${file}`, 500);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new MediaPlatformError(`local catalog: ${file} is not valid JSON`, 500);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MediaPlatformError(`local catalog: ${file} at ${issue?.path.join('.')}: ${issue?.message}`, 500);
  }
  return parsed.data;
}

export async function loadCatalog(catalogDir: string): Promise<Catalog> {
  const [media, playlists, series] = await Promise.all([
    readJson(join(catalogDir, 'media.json'), mediaFileSchema),
    readJson(join(catalogDir, 'playlists.json'), playlistsFileSchema),
    readJson(join(catalogDir, 'series.json'), seriesFileSchema, true),
  ]);
  const items = media?.media ?? [];
  return {
    items,
    itemsById: new Map(items.map((item) => [item.mediaid, item])),
    playlists: new Map((playlists?.playlists ?? []).map((playlist) => [playlist.feedid, playlist])),
    series: new Map((series?.series ?? []).map((entry) => [entry.series_id, entry])),
  };
}

const CONFIG_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `configs/{id}.json` as unknown JSON (validated by the caller), or `null` when there is no such config. */
export async function readAppConfig(catalogDir: string, configId: string): Promise<unknown> {
  if (!CONFIG_ID.test(configId)) return null;
  const file = join(catalogDir, 'configs', `${configId}.json`);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw new MediaPlatformError(`local catalog: cannot read ${file}`, 500);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new MediaPlatformError(`local catalog: ${file} is not valid JSON`, 500);
  }
}
