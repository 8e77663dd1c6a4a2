import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CATALOG_DIR, HLS_DIR } from '../paths.mjs';
import { buildConfigs } from './configs.mjs';
import { buildEntries } from './entries.mjs';
import { buildPlaylists } from './playlists.mjs';
import { buildSeries } from './series.mjs';
import { writeSchedules } from './schedules.mjs';

export const toJson = (value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Writes media.json, playlists.json, series.json, configs/*.json and hls/live.json (which clip each live
 * channel or live event loops). Returns the entries for the image step.
 */
export async function writeCatalog() {
  const entries = buildEntries();
  const configs = buildConfigs();
  await mkdir(resolve(CATALOG_DIR, 'configs'), { recursive: true });
  await mkdir(HLS_DIR, { recursive: true });
  await writeFile(resolve(CATALOG_DIR, 'media.json'), toJson({ media: entries.map(({ item }) => item) }));
  await writeFile(resolve(CATALOG_DIR, 'playlists.json'), toJson({ playlists: buildPlaylists(entries) }));
  await writeFile(resolve(CATALOG_DIR, 'series.json'), toJson({ series: buildSeries(entries) }));
  for (const file of await readdir(resolve(CATALOG_DIR, 'configs'))) {
    if (file.endsWith('.json') && !(file.replace(/\.json$/, '') in configs)) await rm(resolve(CATALOG_DIR, 'configs', file));
  }
  for (const [id, config] of Object.entries(configs)) {
    await writeFile(resolve(CATALOG_DIR, 'configs', `${id}.json`), toJson(config));
  }
  await writeSchedules(entries);
  const live = entries
    .filter(({ item }) => item.sources.some((source) => source.file.startsWith('/demo-media/live/')))
    .map(({ def, item }) => ({ id: item.mediaid, clipId: def.clip, title: item.title, contentType: item.contentType }));
  await writeFile(resolve(HLS_DIR, 'live.json'), toJson({ channels: live }));
  console.log(`catalog: ${entries.length} media items, ${Object.keys(configs).length} configs, ${live.length} live streams`);
  return entries;
}
