// Writes a copy of the demo dataset that is `factor` times larger, for the search benchmark: every media item, athlete,
// sport (but the excluded one) and federation gets factor-1 copies with new ids and new but plausible names made
// from the words of the originals, and the copies join the playlists of their originals (so the site, and its
// search index, reach them the same way). Deterministic: the same factor gives the same files.
import { copyFileSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const EXCLUDED_SPORT = 'Chengdu2025';

/** Small deterministic PRNG (mulberry32). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugify = (text) =>
  text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
const words = (texts) => [...new Set(texts.flatMap((text) => text.split(/[^\p{L}]+/u)).filter((word) => word.length >= 4))];

function uniqueNamer() {
  const taken = new Set();
  return (make) => {
    for (let attempt = 0; ; attempt++) {
      const name = make(attempt);
      if (!taken.has(name)) {
        taken.add(name);
        return name;
      }
    }
  };
}

function scaleMedia(catalogDir, outDir, factor, pick) {
  const media = JSON.parse(readFileSync(join(catalogDir, 'media.json'), 'utf8')).media;
  const vocabulary = words(media.map((item) => `${item.title} ${item.description}`));
  const copiesOf = new Map();
  const name = uniqueNamer();
  const copies = [];
  const DROP = /^(contentType|seriesId|seasonNumber|episodeNumber|VCH\..*|liveChannelsId|trailerId|SeekCuePoints|markdown|(title|description)-.*)$/;
  for (const item of media) {
    const ids = [];
    for (let k = 1; k < factor; k++) {
      const copy = Object.fromEntries(Object.entries(item).filter(([key]) => !DROP.test(key)));
      copy.mediaid = `${item.mediaid}x${k}`;
      copy.title = name((attempt) => `${item.title}: ${pick(vocabulary)} ${pick(vocabulary)}${attempt ? ` ${attempt}` : ''}`);
      copy.link = `/m/${copy.mediaid}/${slugify(copy.title)}`;
      copies.push(copy);
      ids.push(copy.mediaid);
    }
    copiesOf.set(item.mediaid, ids);
  }
  writeFileSync(join(outDir, 'media.json'), JSON.stringify({ media: [...media, ...copies] }));

  const playlists = JSON.parse(readFileSync(join(catalogDir, 'playlists.json'), 'utf8')).playlists;
  for (const playlist of playlists) {
    if (playlist.media) playlist.media = [...playlist.media, ...playlist.media.flatMap((id) => copiesOf.get(id) ?? [])];
  }
  writeFileSync(join(outDir, 'playlists.json'), JSON.stringify({ playlists }));
  return { media: media.length + copies.length, copiesOf };
}

function scaleCms(cmsDir, outDir, factor, pick, copiesOf) {
  const docs = readFileSync(join(cmsDir, 'dataset.ndjson'), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  const athletes = docs.filter((doc) => doc._type === 'athlete');
  const sports = docs.filter((doc) => doc._type === 'sport' && doc.titleAndSlug?.title !== EXCLUDED_SPORT);
  const federations = docs.filter((doc) => doc._type === 'federation');
  const firsts = [...new Set(athletes.map((doc) => doc.titleAndSlug.title.split(' ')[0]))];
  const lasts = [...new Set(athletes.map((doc) => doc.titleAndSlug.title.split(' ').slice(1).join(' ')))];
  const qualifiers = words(docs.filter((doc) => doc._type === 'country').map((doc) => doc.name));
  const name = uniqueNamer();
  const titled = (doc, id, title) => ({
    ...doc,
    _id: id,
    titleAndSlug: { ...doc.titleAndSlug, title, slug: { _type: 'slug', current: slugify(title) } },
  });
  const extra = [];
  for (let k = 1; k < factor; k++) {
    for (const sport of sports) {
      const title = name((attempt) => `${sport.titleAndSlug.title} ${pick(qualifiers)}${attempt ? ` ${attempt}` : ''}`);
      extra.push(titled({ ...sport, vods: (sport.vods ?? []).flatMap((id) => copiesOf.get(id)?.[k - 1] ?? []) }, `${sport._id}-x${k}`, title));
    }
    for (const federation of federations) {
      const title = name((attempt) => `${federation.titleAndSlug.title} of ${pick(qualifiers)}${attempt ? ` ${attempt}` : ''}`);
      extra.push(titled(federation, `${federation._id}-x${k}`, title));
    }
    for (const athlete of athletes) {
      const title = name((attempt) => `${pick(firsts)} ${attempt > 3 ? `${pick(firsts)} ` : ''}${pick(lasts)}`);
      const sport = athlete.sport && sports.some((doc) => doc._id === athlete.sport._ref) ? { ...athlete.sport, _ref: `${athlete.sport._ref}-x${k}` } : athlete.sport;
      const vods = (athlete.vods ?? []).flatMap((id) => copiesOf.get(id)?.[k - 1] ?? []);
      extra.push(titled({ ...athlete, sport, vods }, `${athlete._id}-x${k}`, title));
    }
  }
  writeFileSync(join(outDir, 'dataset.ndjson'), [...docs, ...extra].map((doc) => JSON.stringify(doc)).join('\n') + '\n');
  return { athletes: athletes.length * factor, sports: sports.length * factor, federations: federations.length * factor };
}

/** Writes the scaled dataset into `outDir` (a DEMO_DIR) and returns its sizes. */
export function writeScaledDataset(demoDir, outDir, factor) {
  const pick = (() => {
    const next = random(20260714);
    return (list) => list[Math.floor(next() * list.length)];
  })();
  mkdirSync(join(outDir, 'catalog', 'configs'), { recursive: true });
  mkdirSync(join(outDir, 'cms'), { recursive: true });
  for (const file of ['series.json', 'configs/demo2026.json', 'configs/demoauth.json', 'configs/badconf1.json']) {
    copyFileSync(join(demoDir, 'catalog', file), join(outDir, 'catalog', file));
  }
  for (const link of ['media', 'results']) symlinkSync(join(demoDir, link), join(outDir, link));
  for (const link of ['images', 'feeds']) symlinkSync(join(demoDir, 'cms', link), join(outDir, 'cms', link));
  const { media, copiesOf } = scaleMedia(join(demoDir, 'catalog'), join(outDir, 'catalog'), factor, pick);
  return { media, ...scaleCms(join(demoDir, 'cms'), join(outDir, 'cms'), factor, pick, copiesOf) };
}
