/**
 * Checks the generated CMS demo output; returns a list of problems (empty when everything is right).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const { XMLParser } = createRequire(import.meta.url)('fast-xml-parser');
const BUDGET_BYTES = 3 * 1024 * 1024;
const RELATIVE = /^now((?:[+-]\d+[smhd])*)$/;
const UNIT = { s: 1, m: 60, h: 3600, d: 86400 };

/** Seconds from now of a relative time, or NaN. */
function offsetSeconds(value) {
  const match = RELATIVE.exec(String(value));
  if (!match) return Number.NaN;
  return [...match[1].matchAll(/([+-])(\d+)([smhd])/g)].reduce((sum, [, sign, n, unit]) => sum + (sign === '-' ? -1 : 1) * Number(n) * UNIT[unit], 0);
}

function folderBytes(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) => sum + (entry.isDirectory() ? folderBytes(join(dir, entry.name)) : statSync(join(dir, entry.name)).size),
    0,
  );
}

function collectRefs(value, out = []) {
  if (Array.isArray(value)) value.forEach((v) => collectRefs(v, out));
  else if (value && typeof value === 'object') {
    if (typeof value._ref === 'string') out.push(value._ref);
    Object.values(value).forEach((v) => collectRefs(v, out));
  }
  return out;
}

export function validateOutput({ cmsDir, resultsFile, catalog }) {
  const problems = [];
  const check = (ok, message) => ok || problems.push(message);
  const lines = readFileSync(join(cmsDir, 'dataset.ndjson'), 'utf8').split('\n').filter(Boolean);
  const docs = lines.map((line) => JSON.parse(line));
  const byId = new Map();
  for (const doc of docs) {
    for (const field of ['_id', '_type', '_rev', '_createdAt', '_updatedAt']) check(typeof doc[field] === 'string', `${doc._id}: missing ${field}`);
    check(!byId.has(doc._id), `duplicate _id ${doc._id}`);
    byId.set(doc._id, doc);
  }
  for (const doc of docs) for (const id of collectRefs(doc)) check(byId.has(id), `${doc._id}: dangling reference ${id}`);

  const published = docs.filter((d) => !d._id.startsWith('drafts.'));
  const ofType = (type) => published.filter((d) => d._type === type);
  for (const asset of ofType('sanity.imageAsset')) {
    check(existsSync(join(cmsDir, 'images', asset.originalFilename)), `missing image file ${asset.originalFilename}`);
    check(asset.url === `/cms-assets/images/${asset.originalFilename}`, `${asset._id}: unexpected url ${asset.url}`);
  }

  const sports = ofType('sport');
  check(sports.length >= 14, `only ${sports.length} sports`);
  check(sports.some((s) => s.titleAndSlug.title === 'Chengdu2025'), 'the Chengdu2025 sport is missing');
  check(ofType('federation').length >= 22, 'fewer than 22 federations');
  check(ofType('country').length >= 24, 'fewer than 24 countries');
  const athletes = ofType('athlete');
  check(athletes.length >= 90, `only ${athletes.length} athletes`);
  check(new Set(athletes.map((a) => a.country._ref)).size >= 22, 'athletes come from fewer than 22 countries');
  check(new Set(athletes.map((a) => a.titleAndSlug.slug.current)).size === athletes.length, 'athlete slugs are not unique');
  check(ofType('podcast').length === 3, 'expected 3 podcasts');
  for (const type of ['homeContent', 'settings', 'layout']) check(ofType(type).length === 1, `expected one ${type}`);
  const pages = ofType('page');
  for (const slug of ['privacy-policy', 'terms-of-service', 'cookies-policy', 'about-twg', 'about-iwga', 'contact-us']) {
    check(pages.some((p) => p.slug.current === slug), `page ${slug} missing`);
  }
  check(pages.some((p) => p.content.length === 0), 'no page with empty content');

  const schedule = ofType('scheduleItem');
  check(schedule.length >= 48, `only ${schedule.length} schedule items`);
  for (const item of schedule) {
    const [start, end] = [offsetSeconds(item.startTime), offsetSeconds(item.endTime)];
    check(start < end, `${item.eventName}: start ${item.startTime} is not before end ${item.endTime}`);
    check(start >= -3 * 86400 && start <= 7 * 86400, `${item.eventName}: starts outside now-3d..now+7d`);
  }
  check(schedule.filter((i) => offsetSeconds(i.startTime) <= 0 && offsetSeconds(i.endTime) > 0).length >= 2, 'fewer than 2 events live now');
  const starts = schedule.map((i) => i.startTime);
  check(starts.some((s) => starts.filter((t) => t === s).length >= 3), 'no three events at the same time');
  check(schedule.some((i) => offsetSeconds(i.endTime) - offsetSeconds(i.startTime) >= 86400), 'no event spanning a midnight for sure');
  check(schedule.some((i) => i.location === ''), 'no schedule item with an empty location');

  if (catalog.available) {
    const mediaIds = [
      ...sports.flatMap((s) => [...s.vods, ...s.beginnersGuide.videos]),
      ...athletes.flatMap((a) => a.vods),
      ...schedule.flatMap((i) => (i.liveStream ? [i.liveStream.mediaId] : [])),
      ...ofType('federationEmbed').flatMap((e) => [e, ...(e.events ?? [])].flatMap((s) => [s.liveStream?.mediaId, s.vod?.mediaId]).filter(Boolean)),
    ];
    for (const id of mediaIds) check(catalog.has(id), `unknown media id ${id}`);
    for (const entry of ofType('homeContent')[0]?.carouselVideos ?? []) check(catalog.hasPlaylist(entry.playlistId), `unknown playlist ${entry.playlistId}`);
    check(schedule.filter((i) => i.liveStream).length >= 4, 'fewer than 4 schedule items with a live stream');
  }

  problems.push(...validateResults(resultsFile, { athletes, sports, countries: ofType('country') }));
  problems.push(...validateFeeds(join(cmsDir, 'feeds'), ofType('podcast')));

  const bytes = folderBytes(cmsDir) + statSync(resultsFile).size;
  check(bytes <= BUDGET_BYTES, `output is ${(bytes / 1048576).toFixed(2)} MB, over the 3 MB budget`);
  console.log(
    `CMS demo: ${docs.length} documents (${athletes.length} athletes, ${sports.length} sports, ${schedule.length} schedule items), ` +
      `${(bytes / 1048576).toFixed(2)} MB in total`,
  );
  return problems;
}

function validateResults(file, { athletes, sports, countries }) {
  const problems = [];
  const { results } = JSON.parse(readFileSync(file, 'utf8'));
  const names = new Set(athletes.map((a) => a.titleAndSlug.title));
  const countryNames = new Set(countries.map((c) => c.name));
  const codes = new Set(sports.map((s) => s.sportsCode));
  results.forEach((row, index) => {
    const sum = (list, key) => list.reduce((n, x) => n + x[key], 0);
    if (row.total !== row.gold + row.silver + row.bronze) problems.push(`${row.country}: total does not add up`);
    if (row.total !== sum(row.sports, 'total')) problems.push(`${row.country}: sport totals do not add up`);
    const medals = row.sports.flatMap((s) => s.athletes);
    for (const medal of ['gold', 'silver', 'bronze']) if (sum(medals, medal) !== row[medal]) problems.push(`${row.country}: ${medal} count does not add up`);
    for (const sport of row.sports) {
      if (!codes.has(sport.sportCode)) problems.push(`${row.country}: unknown sport ${sport.sportCode}`);
      if (sport.total !== sport.athletes.reduce((n, a) => n + a.gold + a.silver + a.bronze, 0)) problems.push(`${row.country}/${sport.name}: total does not add up`);
      for (const a of sport.athletes) if (!names.has(a.name) && a.name !== `Team ${row.country}`) problems.push(`unknown athlete ${a.name}`);
    }
    if (!countryNames.has(row.country)) problems.push(`unknown country ${row.country}`);
    const previous = results[index - 1];
    if (previous) {
      const better = previous.gold - row.gold || previous.silver - row.silver || previous.bronze - row.bronze;
      if (better < 0) problems.push(`${row.country} is ranked below a country with fewer medals`);
      if ((better === 0) !== (previous.rank === row.rank)) problems.push(`${row.country}: rank ${row.rank} is inconsistent`);
    } else if (row.rank !== 1) problems.push('the first country is not ranked 1');
  });
  if (results.length < 10) problems.push(`only ${results.length} countries in the medal table`);
  return problems;
}

function validateFeeds(feedsDir, podcasts) {
  const problems = [];
  const parser = new XMLParser({ ignoreAttributes: false });
  for (const podcast of podcasts) {
    const file = join(feedsDir, `${podcast.slug.current}.xml`);
    if (!existsSync(file)) {
      problems.push(`feed missing for ${podcast.slug.current}`);
      continue;
    }
    const items = [parser.parse(readFileSync(file, 'utf8')).rss?.channel?.item ?? []].flat();
    if (items.length < 8) problems.push(`${podcast.slug.current}: only ${items.length} episodes`);
    for (const item of items) {
      const url = item.enclosure?.['@_url'];
      if (!url || !existsSync(join(feedsDir, url.replace('/demo-feeds/', '')))) problems.push(`${podcast.slug.current}: episode without a playable enclosure`);
    }
  }
  return problems;
}
