import { SPORT_GROUPS, SPORTS } from '../content/sports.mjs';
import { seededRandom } from '../random.mjs';
import { playlistIdFor } from './entries.mjs';

const TRANSLATED_TITLES = {
  featured: { es: 'Destacados', fr: 'À la une', de: 'Empfohlen', nl: 'Uitgelicht' },
  trending: { es: 'Tendencias', fr: 'Tendances', de: 'Im Trend', nl: 'Populair' },
  live: { es: 'En directo y próximamente', fr: 'En direct et à venir', de: 'Live und demnächst', nl: 'Live en binnenkort' },
  highlights: { es: 'Resúmenes', fr: 'Temps forts', de: 'Highlights', nl: 'Hoogtepunten' },
  films: { es: 'Películas', fr: 'Films', de: 'Filme', nl: 'Films' },
  documentaries: { es: 'Documentales', fr: 'Documentaires', de: 'Dokumentationen', nl: 'Documentaires' },
  series: { es: 'Series', fr: 'Séries', de: 'Serien', nl: 'Series' },
};

function playlist(key, title, description, fields = {}) {
  const translated = Object.fromEntries(
    Object.entries(TRANSLATED_TITLES[key] ?? {}).map(([language, text]) => [`title-${language}`, text]),
  );
  return {
    feedid: playlistIdFor(key),
    title,
    description,
    kind: 'MANUAL',
    shelfImageAspectRatio: '16:9',
    cardImageAspectRatio: '16:9',
    ...fields,
    ...translated,
  };
}

/** Builds playlists.json from the catalog entries (`{ def, item }`). */
export function buildPlaylists(entries) {
  const idOf = (key) => {
    const entry = entries.find(({ def }) => def.key === key);
    if (!entry) throw new Error(`playlist references unknown entry ${key}`);
    return entry.item.mediaid;
  };
  const idsWhere = (predicate) => entries.filter(({ def, item }) => predicate(def, item)).map(({ item }) => item.mediaid);
  const keyStarts = (prefix) => (def) => def.key.startsWith(prefix);

  const featured = [
    'event:korfball-semi-final',
    'films:orbitfall',
    'series:road-to-aurora',
    'replay:opening-ceremony',
    'series:harbour-lights',
    'films:the-last-lighthouse',
    'event:beach-handball-final',
  ].map(idOf);

  const trendingPool = idsWhere((def) => /^(films|documentaries|highlight|episode:[^:]+:1:1)/.test(def.key));
  const random = seededRandom('playlist:trending');
  const trending = trendingPool
    .map((mediaid) => ({ mediaid, order: random.next() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, 12)
    .map(({ mediaid }) => mediaid);

  const sportGroupPlaylists = SPORT_GROUPS.map((group) => {
    const slugs = SPORTS.filter((sport) => sport.group === group.key).map((sport) => sport.slug);
    const media = idsWhere((def) => slugs.some((slug) => def.tags?.includes(slug)));
    return playlist(`sport:${group.key}`, group.title, group.description, { media, sports: slugs.join(',') });
  });

  return [
    playlist('featured', 'Featured', 'Hand-picked by the Aurora Games TV editors.', { media: featured }),
    playlist('trending', 'Trending Now', 'What everyone is watching this week.', { media: trending }),
    playlist('live', 'Live & Upcoming', 'Live channels, events happening now and the next big games.', {
      media: idsWhere((def) => def.key.startsWith('channel:') || def.key.startsWith('event:')),
    }),
    playlist('live-channels', 'Live Channels', 'The channels of the live guide.', {
      media: idsWhere((def) => def.key.startsWith('channel:')),
    }),
    playlist('highlights', 'Highlights', 'The best moments of the Aurora Games 2026, sport by sport.', {
      media: idsWhere((def) => def.tags.includes('highlights')),
    }),
    playlist('replays', 'Full Replays', 'Complete matches and finals, start to finish.', {
      media: idsWhere((def) => def.key.startsWith('replay:') || def.key === 'event:beach-handball-final'),
    }),
    playlist('films', 'Films', 'Feature films for every mood.', { media: idsWhere(keyStarts('films:')) }),
    playlist('documentaries', 'Documentaries', 'True stories from rivers, reefs, workshops and training halls.', {
      media: idsWhere(keyStarts('documentaries:')),
    }),
    playlist('series', 'Series', 'Binge-worthy series from Aurora Games TV.', { media: idsWhere(keyStarts('series:')) }),
    playlist('trailers', 'Trailers', 'Coming soon and recently added.', { media: idsWhere(keyStarts('trailer:')) }),
    ...sportGroupPlaylists,
    playlist('recommendations', 'You May Also Like', 'Related videos, chosen from shared tags.', {
      kind: 'DYNAMIC',
      related: true,
    }),
    playlist('search', 'Search', 'Search results across the whole catalog.', { kind: 'DYNAMIC', search: true }),
    playlist('continue-watching', 'Continue Watching', 'Watchlist of videos in progress.', { media: [] }),
    playlist('favorites', 'My List', 'Watchlist of favourite videos.', { media: [] }),
  ];
}
