import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { SPORTS } from './content/sports.mjs';
import { CATALOG_DIR, DEMO_DIR, HLS_DIR, IMAGES_DIR, REPO_ROOT } from './paths.mjs';

/**
 * Checks the generated dataset as a consumer would: ids, references, counts, config validity and (unless
 * `checkFiles` is false) that every URL in the catalog points at a file that exists.
 * Returns the list of problems; empty means valid.
 */
export async function validateDataset({ checkFiles = true } = {}) {
  const problems = [];
  const fail = (message) => problems.push(message);
  const readJson = async (path) => JSON.parse(await readFile(path, 'utf8'));
  const { siteConfigSchema } = await import(resolve(REPO_ROOT, 'src/domain/site-config.ts'));
  const { resolveRelativeTime } = await import(resolve(REPO_ROOT, 'src/server/shared/relative-time.ts'));

  const { media } = await readJson(resolve(CATALOG_DIR, 'media.json'));
  const { playlists } = await readJson(resolve(CATALOG_DIR, 'playlists.json'));
  const { series } = await readJson(resolve(CATALOG_DIR, 'series.json'));
  const byId = new Map(media.map((item) => [item.mediaid, item]));
  const ID = /^[A-Za-z0-9]{8}$/;

  // ids
  if (byId.size !== media.length) fail('duplicate mediaid in media.json');
  for (const item of media) if (!ID.test(item.mediaid)) fail(`bad mediaid ${item.mediaid}`);
  const playlistIds = new Set(playlists.map((playlist) => playlist.feedid));
  if (playlistIds.size !== playlists.length) fail('duplicate feedid in playlists.json');
  for (const id of playlistIds) if (!ID.test(id)) fail(`bad playlist id ${id}`);
  for (const id of playlistIds) if (byId.has(id)) fail(`playlist id ${id} collides with a mediaid`);

  // counts the brief asks for
  const count = (predicate) => media.filter(predicate).length;
  const tagged = (tag) => (item) => item.tags.split(',').includes(tag);
  const expectAtLeast = (label, actual, minimum) => {
    if (actual < minimum) fail(`${label}: ${actual} < ${minimum}`);
  };
  expectAtLeast('media items', media.length, 60);
  const filmShelves = playlists.filter((playlist) => ['Films', 'Documentaries'].includes(playlist.title));
  expectAtLeast('films and documentaries', count((item) => filmShelves.some((shelf) => shelf.media.includes(item.mediaid))), 20);
  expectAtLeast('sports highlights and replays', count((item) => tagged('highlights')(item) || (tagged('replay')(item) && item.duration > 0)), 15);
  expectAtLeast('trailers', count(tagged('trailer')), 5);
  expectAtLeast('live channels', count((item) => item.contentType === 'livechannel'), 2);
  expectAtLeast('live events', count((item) => item.contentType === 'liveevent'), 3);
  expectAtLeast('sports with videos', SPORTS.filter((sport) => media.some(tagged(sport.slug))).length, 12);

  // event states: one live now, one scheduled, one replay
  const states = media.filter((item) => item.contentType === 'liveevent').map((item) => item['VCH.EventState']);
  for (const state of ['LIVE_PUBLISHED', 'PRE_LIVE', 'VOD_PUBLIC']) if (!states.includes(state)) fail(`no live event in state ${state}`);
  const now = new Date('2026-02-01T12:00:00Z');
  for (const item of media) {
    if (!item.title || !item.description || !item.image || item.images?.length !== 6 || !item.sources?.length) {
      fail(`${item.mediaid} lacks a title, description, image, the 6 image widths or a source`);
    }
    for (const field of ['VCH.ScheduledStart', 'VCH.ScheduledEnd']) {
      if (field in item && !resolveRelativeTime(item[field], now)) fail(`${item.mediaid} ${field} is not a relative time`);
    }
    for (const [key, value] of Object.entries(item)) {
      if (!['duration', 'pubdate', 'images', 'sources', 'tracks', 'variations'].includes(key) && typeof value !== 'string') {
        fail(`${item.mediaid}.${key} must be a string (JW custom parameters are strings)`);
      }
    }
    if (item.trailerId && !byId.has(item.trailerId)) fail(`${item.mediaid} trailerId ${item.trailerId} not found`);
    if (item.feedid && !playlistIds.has(item.feedid)) fail(`${item.mediaid} feedid ${item.feedid} not found`);
    if ((item.contentType === 'livechannel' || item['VCH.EventState'] === 'LIVE_PUBLISHED' || item['VCH.EventState'] === 'PRE_LIVE') !== (item.duration === 0)) {
      fail(`${item.mediaid} duration ${item.duration} does not match its live state`);
    }
  }

  // playlists and series reference real media
  for (const playlist of playlists) {
    for (const id of playlist.media ?? []) if (!byId.has(id)) fail(`playlist ${playlist.title} references unknown media ${id}`);
    if (playlist.kind === 'DYNAMIC' && !playlist.related && !playlist.search) fail(`dynamic playlist ${playlist.title} has no rule`);
  }
  for (const show of series) {
    const seriesItem = byId.get(show.series_id);
    if (seriesItem?.contentType !== 'series' || seriesItem.seriesId !== show.series_id) fail(`series ${show.series_id} has no series item`);
    if (show.episode_count !== show.episodes.length) fail(`series ${show.title} episode_count mismatch`);
    if (show.season_count !== show.seasons.length) fail(`series ${show.title} season_count mismatch`);
    for (const episode of show.episodes) {
      const item = byId.get(episode.media_id);
      if (!item) fail(`series ${show.title} references unknown media ${episode.media_id}`);
      else if (item.contentType !== 'episode' || item.seriesId !== show.series_id || item.episodeNumber !== String(episode.episode_number) || item.seasonNumber !== String(episode.season_number)) {
        fail(`episode ${episode.media_id} custom params disagree with series.json`);
      }
    }
  }

  // configs
  for (const id of ['demo2026', 'demoauth', 'demoads1', 'demossai', 'demoapps', 'demojwa1']) {
    const config = await readJson(resolve(CATALOG_DIR, 'configs', `${id}.json`));
    const parsed = siteConfigSchema.safeParse(config);
    if (!parsed.success) fail(`config ${id} is invalid: ${parsed.error.message}`);
    for (const ref of [...config.content.map((row) => row.contentId), ...config.menu.map((row) => row.contentId), ...Object.values(config.features).filter((value) => typeof value === 'string')]) {
      if (ref && !playlistIds.has(ref)) fail(`config ${id} references unknown playlist ${ref}`);
    }
  }
  const broken = siteConfigSchema.safeParse(await readJson(resolve(CATALOG_DIR, 'configs', 'badconf1.json')));
  if (broken.success || !broken.error.issues.some((issue) => issue.path.join('.') === 'siteId')) fail('badconf1 must fail validation on siteId');

  if (checkFiles) problems.push(...(await validateFiles(media, readJson)));
  return problems;
}

async function validateFiles(media, readJson) {
  const problems = [];
  const { clips } = await readJson(resolve(HLS_DIR, 'clips.json'));
  const { channels } = await readJson(resolve(HLS_DIR, 'live.json'));
  const clipLength = new Map(clips.map((clip) => [clip.id, clip.segmentCount * clip.segmentDuration]));
  const localPath = (url) => {
    const path = url.split('?')[0];
    if (path.startsWith('/demo-media/images/')) return resolve(IMAGES_DIR, path.slice('/demo-media/images/'.length));
    // `hls/premium/{clip}` is the signed-only view of `hls/{clip}` (src/server/media/local/files.ts).
    if (path.startsWith('/demo-media/hls/')) return resolve(HLS_DIR, path.slice('/demo-media/hls/'.length).replace(/^premium\//, ''));
    return undefined;
  };
  const expectFile = (owner, url) => {
    const path = localPath(url);
    if (!path || !existsSync(path)) problems.push(`${owner}: ${url} does not resolve to a file`);
  };

  for (const clip of clips) {
    for (const rendition of clip.renditions) {
      for (let index = 0; index < clip.segmentCount; index += 1) {
        const segment = resolve(HLS_DIR, clip.id, rendition.id, `seg_${String(index).padStart(3, '0')}.ts`);
        if (!existsSync(segment)) problems.push(`clip ${clip.id} is missing ${segment}`);
      }
    }
  }
  for (const item of media) {
    for (const url of [item.image, ...item.images.map((image) => image.src), item.cardImage, item.backgroundImage, item.channelLogoImage]) {
      if (url) expectFile(item.mediaid, url);
    }
    for (const track of item.tracks) expectFile(item.mediaid, track.file);
    for (const source of item.sources) {
      const live = /^\/demo-media\/live\/(?:premium\/)?([^/]+)\/master\.m3u8$/.exec(source.file);
      if (live) {
        const channel = channels.find((entry) => entry.id === live[1]);
        if (!channel || !clipLength.has(channel.clipId)) problems.push(`${item.mediaid}: live stream ${live[1]} has no clip in live.json`);
      } else {
        expectFile(item.mediaid, source.file);
        const clipId = source.file.replace('/hls/premium/', '/hls/').split('/')[3];
        if (item.duration !== clipLength.get(clipId)) problems.push(`${item.mediaid}: duration ${item.duration} ≠ clip ${clipId} length`);
      }
    }
  }
  // size budgets of the brief: video ≤ 7 MB, images ≤ 5 MB, each poster master ≤ ~60 KB
  const budget = async (dir, limit) => {
    const bytes = await folderBytes(dir);
    if (bytes > limit) problems.push(`${dir} holds ${bytes} bytes, over the ${limit} budget`);
  };
  await budget(HLS_DIR, 7_000_000);
  await budget(IMAGES_DIR, 5_000_000);
  for (const file of await readdir(IMAGES_DIR)) {
    const { size } = await stat(resolve(IMAGES_DIR, file));
    if (size > 61_440) problems.push(`image ${file} is ${size} bytes (budget 60 KB)`);
  }

  problems.push(...(await validateAds()));

  const banner = (await readJson(resolve(CATALOG_DIR, 'configs', 'demo2026.json'))).assets.banner;
  expectFile('config banner', banner);
  if (!existsSync(resolve(DEMO_DIR, 'README.md'))) problems.push('data/demo/README.md is missing');
  return problems;
}

/** Every `/demo-media/ads/…` address in the ad documents (spots, wrapped VAST) names a file that exists. */
async function validateAds() {
  const problems = [];
  const adsDir = resolve(DEMO_DIR, 'media', 'ads');
  const documents = (await readdir(adsDir)).filter((name) => /\.(xml|json)$/.test(name));
  for (const name of documents) {
    const text = await readFile(resolve(adsDir, name), 'utf8');
    for (const [, file] of text.matchAll(/\/demo-media\/ads\/([a-z0-9-]+\.(?:mp4|xml))/g)) {
      if (!existsSync(resolve(adsDir, file))) problems.push(`ads: ${name} names ${file}, which does not exist`);
    }
  }
  if (!documents.includes('vmap.xml')) problems.push('ads: vmap.xml is missing');
  return problems;
}

async function folderBytes(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = resolve(dir, entry.name);
    total += entry.isDirectory() ? await folderBytes(path) : (await stat(path)).size;
  }
  return total;
}
