import { DOCUMENTARIES, FILMS } from '../content/films.mjs';
import { CHANNELS, EVENTS } from '../content/live.mjs';
import { PAGES } from '../content/pages.mjs';
import { SERIES } from '../content/series.mjs';
import { EVENT_VIDEOS, SPORTS } from '../content/sports.mjs';
import { slugify, stableId } from '../random.mjs';
import { backdropUrl, channelLogoUrl, posterUrl } from '../urls.mjs';
import { buildItem, mediaIdFor } from './item.mjs';

export const playlistIdFor = (key) => stableId(`playlist:${key}`);
export const seriesIdFor = (key) => mediaIdFor(`series:${key}`);

/** "Archery: Recurve Finals" → "Recurve Finals": the poster's kicker already names the sport. */
const withoutPrefix = (title) => title.split(': ').slice(1).join(': ') || title;

/**
 * Every media item of the catalog as `{ def, item }`: `def` keeps what the image generator needs
 * (`poster: { kicker, title?, badge? }`, `backdrop`, `logo`), `item` is the JW wire item.
 */
export function buildEntries() {
  const defs = [
    ...filmDefs(FILMS, 'films'),
    ...filmDefs(DOCUMENTARIES, 'documentaries'),
    ...trailerDefs(),
    ...seriesDefs(),
    ...sportDefs(),
    ...channelDefs(),
    ...eventDefs(),
    ...pageDefs(),
  ];
  return defs.map((def) => ({ def, item: buildItem(def) }));
}

function filmDefs(films, playlistKey) {
  return films.map((film) => {
    const key = `${playlistKey}:${slugify(film.title)}`;
    const custom = {};
    if (film.trailer) custom.trailerId = mediaIdFor(`trailer:${slugify(film.title)}`);
    if (film.synopsis) custom.synopsis = film.synopsis;
    if (film.backdrop) custom.backgroundImage = backdropUrl(mediaIdFor(key));
    return {
      ...film,
      key,
      feedid: playlistIdFor(playlistKey),
      premium: film.premium ? 'subscription' : undefined,
      free: film.rating === 'G',
      custom,
      poster: { kicker: `${film.genre} · ${film.year}` },
    };
  });
}

/** Trailers for the films flagged `trailer: true` and for both series. */
function trailerDefs() {
  const films = [...FILMS, ...DOCUMENTARIES].filter((film) => film.trailer);
  const trailered = [
    ...films.map((film) => ({ title: film.title, genre: film.genre, clip: film.clip, tags: film.tags })),
    ...SERIES.map((series) => ({ title: series.title, genre: series.genre, clip: series.clip, tags: series.tags })),
  ];
  return trailered.map((source) => ({
    key: `trailer:${slugify(source.title)}`,
    title: `${source.title} – Official Trailer`,
    description: `The official trailer for “${source.title}”.`,
    genre: 'Trailer',
    rating: 'G',
    clip: source.clip,
    tags: ['trailer', ...source.tags.filter((tag) => tag !== 'series')],
    feedid: playlistIdFor('trailers'),
    free: true,
    poster: { title: source.title, kicker: 'Official Trailer' },
  }));
}

function seriesDefs() {
  return SERIES.flatMap((series) => {
    const seriesId = seriesIdFor(series.key);
    const seriesDef = {
      ...series,
      key: `series:${series.key}`,
      feedid: playlistIdFor('series'),
      custom: {
        contentType: 'series',
        seriesId,
        trailerId: mediaIdFor(`trailer:${slugify(series.title)}`),
        cardImage: posterUrl(seriesId),
        backgroundImage: backdropUrl(seriesId),
      },
      backdrop: true,
      poster: { kicker: `${series.genre} · ${series.seasons.length} ${series.seasons.length === 1 ? 'Season' : 'Seasons'}` },
    };
    const episodes = series.seasons.flatMap((season, seasonIndex) =>
      season.episodes.map(([title, description], episodeIndex) => ({
        key: `episode:${series.key}:${seasonIndex + 1}:${episodeIndex + 1}`,
        title,
        description,
        genre: series.genre,
        rating: series.rating,
        clip: series.clip,
        tags: ['episode', ...series.tags.filter((tag) => tag !== 'series')],
        feedid: playlistIdFor('series'),
        // Episodes of a season are published a week apart, oldest first.
        ageDays: 90 - seasonIndex * 40 - episodeIndex * 7,
        premium: series.key === 'harbour-lights' && seasonIndex + episodeIndex > 0 ? 'subscription' : undefined,
        custom: {
          contentType: 'episode',
          seriesId,
          seasonNumber: String(seasonIndex + 1),
          episodeNumber: String(episodeIndex + 1),
        },
        poster: { kicker: `${series.title} · S${seasonIndex + 1} E${episodeIndex + 1}` },
      })),
    );
    return [seriesDef, ...episodes];
  });
}

function sportDefs() {
  const perSport = SPORTS.flatMap((sport) => {
    const base = { genre: 'Sports', rating: 'G', clip: sport.clip, feedid: playlistIdFor(`sport:${sport.group}`) };
    const highlight = {
      ...base,
      key: `highlight:${sport.slug}`,
      title: sport.highlight[0],
      description: sport.highlight[1],
      tags: ['highlights', sport.slug, 'aurora-games'],
      free: true,
      poster: { title: withoutPrefix(sport.highlight[0]), kicker: `${sport.title} · Highlights` },
    };
    if (!sport.replay) return [highlight];
    const replay = {
      ...base,
      key: `replay:${sport.slug}`,
      title: sport.replay[0],
      description: sport.replay[1],
      tags: ['replay', 'full-match', sport.slug, 'aurora-games'],
      premium: 'subscription',
      poster: { title: withoutPrefix(sport.replay[0]), kicker: `${sport.title} · Full Replay` },
    };
    return [highlight, replay];
  });
  const eventWide = EVENT_VIDEOS.map((video) => ({
    key: `${video.kind}:${video.key}`,
    title: video.title,
    description: video.description,
    genre: 'Sports',
    rating: 'G',
    clip: video.clip,
    tags: [video.kind === 'replay' ? 'replay' : 'highlights', 'aurora-games', 'ceremony'],
    feedid: playlistIdFor(video.kind === 'replay' ? 'replays' : 'highlights'),
    free: true,
    backdrop: video.key === 'opening-ceremony',
    custom: video.key === 'opening-ceremony' ? { backgroundImage: backdropUrl(mediaIdFor(`${video.kind}:${video.key}`)) } : {},
    poster: {
      title: video.title.replace(/^Aurora Games 2026: /, ''),
      kicker: video.kind === 'replay' ? 'Aurora Games 2026 · Replay' : 'Aurora Games 2026',
    },
  }));
  // Games coverage is the newest content of the catalog: published over the last three weeks.
  return [...eventWide, ...perSport].map((def, index) => ({ ...def, ageDays: 1 + index }));
}

function channelDefs() {
  return CHANNELS.map((channel) => {
    const key = `channel:${channel.key}`;
    const mediaid = mediaIdFor(key);
    return {
      ...channel,
      key,
      live: true,
      genre: 'Live',
      rating: 'G',
      feedid: playlistIdFor('live'),
      free: true,
      backdrop: true,
      logo: { color: channel.logoColor },
      custom: {
        contentType: 'livechannel',
        channelLogoImage: channelLogoUrl(mediaid),
        backgroundImage: backdropUrl(mediaid),
        catchupHours: '8',
        // The local platform's demo schedule (a day template the guide repeats around today, see data/demo/README.md).
        scheduleUrl: `/demo-epg/${mediaid}.${channel.schedule.format === 'xmltv' ? 'xml' : 'json'}`,
        scheduleType: channel.schedule.format === 'xmltv' ? 'xmltv' : 'jwp',
        scheduleDemo: 'true',
        ...(channel.guide ? { liveChannelsId: playlistIdFor('live-channels') } : {}),
      },
      poster: { kicker: 'Live Channel', badge: 'LIVE' },
    };
  });
}

function eventDefs() {
  return EVENTS.map((event) => {
    const key = `event:${event.key}`;
    const mediaid = mediaIdFor(key);
    const isReplay = event.state === 'VOD_PUBLIC';
    const custom = {
      contentType: 'liveevent',
      'VCH.EventState': event.state,
      'VCH.ScheduledStart': event.start,
      'VCH.ScheduledEnd': event.end,
      backgroundImage: backdropUrl(mediaid),
    };
    if (isReplay) Object.assign(custom, { 'VCH.OnDemand': 'true', SeekCuePoints: event.cuePoints });
    const badge = { LIVE_PUBLISHED: 'LIVE', PRE_LIVE: 'UPCOMING', VOD_PUBLIC: 'REPLAY' }[event.state];
    return {
      ...event,
      key,
      live: !isReplay,
      genre: 'Sports',
      rating: 'G',
      tags: ['live-event', event.sport, 'aurora-games', isReplay ? 'replay' : 'live'],
      feedid: playlistIdFor('live'),
      free: !event.premium,
      backdrop: true,
      custom,
      poster: { title: withoutPrefix(event.title), kicker: event.title.split(': ')[0], badge },
    };
  });
}

function pageDefs() {
  return PAGES.map((page) => ({
    ...page,
    key: `page:${page.key}`,
    genre: 'Page',
    rating: 'G',
    clip: 'fractal-dive',
    tags: ['page', 'aurora-games'],
    free: true,
    custom: { contentType: 'page', markdown: page.markdown },
    poster: { title: page.title, kicker: 'Aurora Games TV' },
  }));
}
