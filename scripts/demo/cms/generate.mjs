#!/usr/bin/env node
/**
 * Generates the CMS demo dataset: data/demo/cms/dataset.ndjson (Sanity export format), its images, the
 * podcast feeds and data/demo/results/results.json. Deterministic: every choice comes from seeded PRNGs.
 * Reads the media catalog (data/demo/catalog) so references point at real media and playlists.
 *
 *   node scripts/demo/cms/generate.mjs
 *
 * Ends by validating its own output (validate.mjs) and exits non-zero on any problem.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTRIES } from './content/countries.mjs';
import { FEDERATIONS } from './content/federations.mjs';
import { PAGES } from './content/pages.mjs';
import { PODCASTS } from './content/podcasts.mjs';
import { SPORTS } from './content/sports.mjs';
import { createAssetStore } from './lib/assets.mjs';
import { loadCatalog } from './lib/catalog.mjs';
import { buildResults, planCompetition } from './lib/competition.mjs';
import { buildAthletes, buildCountries, buildSportsAndFederations } from './lib/docs-sports.mjs';
import { buildEmbeds } from './lib/docs-embed.mjs';
import { buildHomeContent, buildLayout, buildPages, buildPodcasts, buildSchedule, buildSettings } from './lib/docs-site.mjs';
import { createPodcastAudio, writeFeeds } from './lib/podcast-files.mjs';
import { createPortableText } from './lib/portable-text.mjs';
import { createRandom, slugify } from './lib/random.mjs';
import { DAY, HOUR } from './lib/relative.mjs';
import { validateOutput } from './validate.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const demoDir = join(root, 'data/demo');
const cmsDir = join(demoDir, 'cms');
const imagesDir = join(cmsDir, 'images');
const feedsDir = join(cmsDir, 'feeds');
const resultsFile = join(demoDir, 'results/results.json');

/** FNV-1a: a stable seed per concern, so changing one part does not reshuffle the others. */
const seed = (name) => [...name].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0, 2166136261);

function createMeta() {
  const random = createRandom(seed('meta'));
  let clock = Date.parse('2026-01-05T08:00:00Z');
  return () => {
    clock += random.int(1, 90) * 60_000;
    const createdAt = new Date(clock).toISOString();
    const updatedAt = new Date(clock + random.int(0, 20) * 86_400_000 + random.int(0, 600) * 60_000).toISOString();
    return { _createdAt: createdAt, _updatedAt: updatedAt, _rev: random.alnum(22) };
  };
}

async function main() {
  rmSync(imagesDir, { recursive: true, force: true });
  rmSync(feedsDir, { recursive: true, force: true });
  mkdirSync(imagesDir, { recursive: true });
  mkdirSync(join(feedsDir, 'audio'), { recursive: true });
  mkdirSync(dirname(resultsFile), { recursive: true });

  const catalog = loadCatalog(demoDir);
  if (!catalog.available) console.warn('warning: data/demo/catalog not found; media and playlist references stay empty');
  const meta = createMeta();
  const random = createRandom(seed('content'));
  const ctx = {
    random,
    ids: createRandom(seed('ids')),
    meta,
    catalog,
    pt: createPortableText(createRandom(seed('portable-text'))),
    assets: createAssetStore({ imagesDir, urlPrefix: '/cms-assets/images', projectPath: 'demo/production', meta }),
  };

  const live = (state, slug) => catalog.liveEvent(state, slug)?.mediaid;
  const channel = (slug) => catalog.channelFor(slug)?.mediaid;
  const plan = planCompetition(createRandom(seed('competition')), SPORTS, {
    overrides: {
      "KOR|Mixed Tournament": {
        final: DAY + 3 * HOUR,
        starts: { 'Semi-final': -30 },
        durations: { 'Semi-final': 150 },
        teams: ['NED', 'BEL'],
        stream: { 'Semi-final': live('LIVE_PUBLISHED', 'korfball') },
      },
      "LAX|Men's Sixes": { final: DAY, teams: ['CAN', 'USA'], stream: { Final: live('PRE_LIVE', 'lacrosse') } },
      "BHB|Men's Tournament": { final: -2 * DAY, podium: ['BRA', 'GER'], stream: { Final: live('VOD_PUBLIC', 'beach-handball') } },
      "CNM|Women's K1 Long Distance": { final: -HOUR, durations: { Final: 150 }, stream: { Final: channel('canoe-marathon') } },
      "FIS|Men's Tournament": { final: 2 * DAY - 45, stream: { 'Group Stage': channel('fistball') } },
      "ARC|Women's Compound Individual": { final: DAY - HOUR },
      "KIK|Men's K-1 -75 kg": { final: DAY + 8 * HOUR },
      "RSK|Women's 500 m Sprint": { final: 2 * DAY + 3 * HOUR },
    },
    replayFor: (sport) => catalog.sportMedia(slugify(sport.title)).find((m) => String(m.tags).includes('replay') && !m.contentType)?.mediaid,
  });

  const countryDocs = await buildCountries(ctx, COUNTRIES);
  const countryIds = new Map(countryDocs.map((doc) => [doc.code, doc._id]));
  const { sportDocs, federationDocs, sportIds, federationIds } = await buildSportsAndFederations(ctx, SPORTS, FEDERATIONS);
  const federationIdsBySport = new Map(
    SPORTS.map((s) => [s.code, FEDERATIONS.flatMap((f, i) => (f.sports.includes(s.code) ? [federationIds[i]] : []))]),
  );
  const coverBySport = new Map(sportDocs.map((doc) => [doc.sportsCode, doc.heroWikiBackgroundMedia]));
  const medalsByAthlete = new Map();
  for (const event of plan.medalEvents) {
    (event.podium ?? []).forEach((place, index) => {
      if (place.kind !== 'athlete') return;
      const list = medalsByAthlete.get(place.athlete) ?? [];
      list.push({ medal: ['gold', 'silver', 'bronze', 'bronze'][index], event: event.event });
      medalsByAthlete.set(place.athlete, list);
    });
  }
  const athleteDocs = await buildAthletes(ctx, plan, { sportIds, countryIds, federationIdsBySport, medalsByAthlete, coverBySport });

  const audio = createPodcastAudio(join(feedsDir, 'audio'));
  const podcastDocs = await buildPodcasts(ctx, PODCASTS);
  writeFeeds(createRandom(seed('feeds')), PODCASTS, podcastDocs, { feedsDir, audio, assets: ctx.assets });

  const home = await buildHomeContent(ctx);
  const archery = sportDocs.find((doc) => doc.sportsCode === 'ARC');
  // Sanity exports contain drafts; the published perspective must never return them.
  const draft = { ...archery, _id: `drafts.${archery._id}`, ...meta(), titleAndSlug: { ...archery.titleAndSlug, title: 'Archery (unpublished edit)' } };
  const content = [
    buildSettings(ctx),
    buildLayout(ctx),
    home,
    ...buildPages(ctx, PAGES),
    ...sportDocs,
    draft,
    ...federationDocs,
    ...countryDocs,
    ...athleteDocs,
    ...podcastDocs,
    ...buildSchedule(ctx, plan, sportIds),
    ...buildEmbeds({
      live,
      channel,
      highlights: (slug) => catalog.highlights(slug)[0]?.mediaid,
      coverOf: (code) => sportDocs.find((doc) => doc.sportsCode === code)?.heroWikiBackgroundMedia,
    }),
  ];
  // Asset documents last-registered above; they go first, as in a Sanity export sorted by type.
  const documents = [...ctx.assets.documents(), ...content];
  writeFileSync(join(cmsDir, 'dataset.ndjson'), `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`);
  writeFileSync(resultsFile, `${JSON.stringify(buildResults(plan.medalEvents), null, 2)}\n`);

  const problems = validateOutput({ cmsDir, resultsFile, catalog });
  if (problems.length > 0) {
    console.error(`CMS demo dataset has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
}

await main();
