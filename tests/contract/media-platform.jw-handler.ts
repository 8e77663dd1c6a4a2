import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sendJson, type FixtureHandler } from '../support/fixture-server';

/**
 * A stand-in for the JW Player Delivery API: serves the hand-written responses in `tests/fixtures/jw/` and
 * applies the API's query parameters (paging, related_media_id, search, media_ids, after_id) over them.
 * With `secret`, every call except app configs must carry a valid JWT `?token=` whose claims hold the path
 * (`resource`), an expiry and the query parameters, as JW URL signing requires.
 */
type Json = Record<string, unknown>;

const FIXTURES = fileURLToPath(new URL('../fixtures/jw/', import.meta.url));
const read = (file: string): Json => JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as Json;

export const JW_IDS = {
  playlistId: 'dGSUzs9o',
  mediaId: 'Jk3nW8pQ',
  seriesId: 'Sr1esAa1',
  seriesEpisodeId: 'Ep1sD0e2',
  liveEventId: 'Lv7eVn01',
  translatedMediaId: 'Jk3nW8pQ',
  searchPlaylistId: 'Sr4ch0Qz',
  searchTerm: 'ceremony',
  recommendationsPlaylistId: 'Rx3m7QaZ',
  watchlistPlaylistId: 'Wl8tCh1s',
  configId: 'ajk3mzq8',
  siteId: 'Yt6bHq2x',
  contentListId: 'Cl5tZx0a',
} as const;

const featured = read('playlist-featured.json');
const recommendations = read('playlist-recommendations.json');
const search = read('playlist-search-ceremony.json');
const watchlist = read('watchlist.json');
const singleMedia = read('media-Jk3nW8pQ.json');
const series = read('series.json');
const episodes = read('episodes.json');
const images = read('images-Jk3nW8pQ.json');
const contentList = read('content-list.json');
const config = read('config-ajk3mzq8.json');

const asItems = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const episodeList = asItems(episodes.episodes);

/** Every item any fixture mentions, by media id. */
const pool = new Map<string, Json>();
for (const item of [
  ...asItems(featured.playlist),
  ...asItems(recommendations.playlist),
  ...asItems(search.playlist),
  ...asItems(watchlist.playlist),
  ...episodeList.map((episode) => episode.media_item as Json),
]) {
  const id = String(item.mediaid);
  if (!pool.has(id)) pool.set(id, item);
}

function notFound(res: ServerResponse) {
  sendJson(res, 404, { message: 'Not Found', code: 404 });
}

function base64UrlJson(part: string | undefined): Json | undefined {
  try {
    return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Json;
  } catch {
    return undefined;
  }
}

/** The token's claims when its signature, resource and expiry are valid. */
function verifyToken(token: string | null, path: string, secret: string, now: Date): Json | undefined {
  const [header, payload, signature] = (token ?? '').split('.');
  if (!header || !payload || !signature) return undefined;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = base64UrlJson(payload);
  if (base64UrlJson(header)?.alg !== 'HS256' || !claims) return undefined;
  if (claims.resource !== path || typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return undefined;
  return claims;
}

function paged(playlist: Json, items: Json[], params: URLSearchParams, extra: Record<string, string> = {}): Json {
  const offset = Math.max(1, Number(params.get('page_offset') ?? 1));
  const limit = Math.min(500, Math.max(1, Number(params.get('page_limit') ?? 500)));
  const link = (pageOffset: number) =>
    `https://cdn.jwplayer.com/v2/playlists/${String(playlist.feedid)}?${new URLSearchParams({ ...extra, page_offset: String(pageOffset), page_limit: String(limit) })}`;
  const links: Json = { first: link(1), last: link(1 + Math.floor(Math.max(0, items.length - 1) / limit) * limit) };
  if (offset - 1 + limit < items.length) links.next = link(offset + limit);
  return { ...playlist, links, playlist: items.slice(offset - 1, offset - 1 + limit) };
}

function matches(item: Json, term: string): boolean {
  const haystack = `${String(item.title)} ${String(item.description)} ${String(item.tags)}`.toLowerCase();
  return haystack.includes(term.toLowerCase());
}

/** A 1×1 WebP: what JW's image-by-label answers carry here. */
const WEBP = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAQAcJaQAA3AA/v3AgAA=', 'base64');

/**
 * `/v2/media/{id}/images/{label}.webp`: the item's image with that label (its `imageLabels` custom param lists
 * them); else its poster with `poster_fallback=1`; else a redirect to `fallback`; else 404.
 */
function imageByLabel(mediaId: string, label: string, params: URLSearchParams, res: ServerResponse) {
  const item = pool.get(mediaId) ?? (mediaId === JW_IDS.mediaId ? asItems(singleMedia.playlist)[0] : undefined);
  const labels = String((item as Json | undefined)?.imageLabels ?? '').split(',');
  const webp = (which: string) => {
    res.writeHead(200, { 'content-type': 'image/webp', 'x-image': which }).end(WEBP);
  };
  if (item && labels.includes(label)) return webp(label);
  if (item && params.get('poster_fallback') === '1') return webp('poster');
  const fallback = params.get('fallback');
  if (fallback) return res.writeHead(302, { location: fallback }).end();
  return notFound(res);
}

function route(path: string, params: URLSearchParams, res: ServerResponse) {
  let match: RegExpExecArray | null;
  if ((match = /^\/v2\/playlists\/([^/]+)$/.exec(path))) {
    const id = match[1];
    if (id === featured.feedid) return sendJson(res, 200, paged(featured, asItems(featured.playlist), params));
    if (id === recommendations.feedid) {
      const related = params.get('related_media_id');
      if (!related || !pool.has(related)) return notFound(res);
      const items = asItems(recommendations.playlist).filter((item) => item.mediaid !== related);
      return sendJson(res, 200, paged(recommendations, items, params, { related_media_id: related }));
    }
    if (id === search.feedid) {
      const term = params.get('search') ?? '';
      const items = [...pool.values()].filter((item) => term && matches(item, term));
      return sendJson(res, 200, paged(search, items.map((item) => ({ ...item, feedid: search.feedid })), params, { search: term }));
    }
    return notFound(res);
  }
  if ((match = /^\/v2\/sites\/([^/]+)\/app_content\/media\/search$/.exec(path))) {
    if (match[1] !== JW_IDS.siteId) return notFound(res);
    const term = params.get('search_query') ?? '';
    const items = [...pool.values()].filter((item) => term && matches(item, term));
    return sendJson(res, 200, { title: 'Search results', kind: 'SEARCH', playlist: items });
  }
  if ((match = /^\/v2\/media\/([^/]+)\/images\/([\w-]+)\.webp$/.exec(path))) {
    return imageByLabel(match[1] ?? '', match[2] ?? '', params, res);
  }
  if ((match = /^\/v2\/media\/([^/]+)\/images\.json$/.exec(path))) {
    return match[1] === JW_IDS.mediaId ? sendJson(res, 200, images) : notFound(res);
  }
  if ((match = /^\/v2\/media\/([^/]+)$/.exec(path))) {
    if (match[1] === JW_IDS.mediaId) return sendJson(res, 200, singleMedia);
    const item = pool.get(match[1] ?? '');
    if (!item) return notFound(res);
    return sendJson(res, 200, { title: item.title, description: item.description, kind: 'Single Item', playlist: [item] });
  }
  if ((match = /^\/v2\/sites\/([^/]+)\/content_lists\/([^/]+)$/.exec(path))) {
    return match[1] === JW_IDS.siteId && match[2] === contentList.id ? sendJson(res, 200, contentList) : notFound(res);
  }
  if ((match = /^\/apps\/watchlists\/([^/]+)$/.exec(path))) {
    if (match[1] !== watchlist.feedid) return notFound(res);
    const wanted = new Set((params.get('media_ids') ?? '').split(','));
    // JW does not promise the requested order: answer in pool order.
    const items = [...pool.values()].filter((item) => wanted.has(String(item.mediaid)));
    return sendJson(res, 200, { ...watchlist, playlist: items.map((item) => ({ ...item, feedid: watchlist.feedid })) });
  }
  if (path === '/apps/series') {
    const body: Record<string, Json[]> = {};
    for (const id of (params.get('media_ids') ?? '').split(',')) {
      const episode = episodeList.find((entry) => (entry.media_item as Json).mediaid === id);
      if (episode) {
        body[id] = [{ series_id: series.series_id, episode_number: episode.episode_number, season_number: episode.season_number }];
      }
    }
    return sendJson(res, 200, body);
  }
  if ((match = /^\/apps\/series\/([^/]+)(?:\/seasons\/(\d+))?\/episodes$/.exec(path))) {
    if (match[1] !== series.series_id) return notFound(res);
    const season = match[2] === undefined ? undefined : Number(match[2]);
    const seasonInfo = asItems(series.seasons).find((entry) => entry.season_number === season);
    if (season !== undefined && !seasonInfo) return notFound(res);
    let list = episodeList.filter((entry) => season === undefined || entry.season_number === season);
    const afterId = params.get('after_id');
    if (afterId) {
      const position = list.findIndex((entry) => (entry.media_item as Json).mediaid === afterId);
      list = position === -1 ? [] : list.slice(position + 1);
    }
    const page = Math.max(0, Number(params.get('page_offset') ?? 0));
    const limit = Math.max(1, Number(params.get('page_limit') ?? 20));
    return sendJson(res, 200, {
      ...seasonInfo,
      episodes: list.slice(page * limit, (page + 1) * limit),
      pagination: { page: page + 1, page_limit: limit, total: list.length },
    });
  }
  if ((match = /^\/apps\/series\/([^/]+)$/.exec(path))) {
    return match[1] === series.series_id ? sendJson(res, 200, series) : notFound(res);
  }
  if ((match = /^\/apps\/configs\/([^/]+)\.json$/.exec(path))) {
    return match[1] === config.id ? sendJson(res, 200, config) : notFound(res);
  }
  return notFound(res);
}

export interface JwFixtureOptions {
  /** Require JW URL signing with this secret. */
  secret?: string;
  now?: () => Date;
  /** Every request seen, for assertions on what the adapter sent. */
  requests?: string[];
}

export function createJwFixtureHandler(options: JwFixtureOptions = {}): FixtureHandler {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fixture.invalid');
    options.requests?.push(url.pathname + url.search);
    let params = url.searchParams;
    // App configs and images are public: browsers load the images straight from JW.
    const isPublic = url.pathname.startsWith('/apps/configs/') || /\/images\/[\w-]+\.webp$/.test(url.pathname);
    if (options.secret && !isPublic) {
      const claims = verifyToken(url.searchParams.get('token'), url.pathname, options.secret, options.now?.() ?? new Date());
      if (!claims || [...url.searchParams.keys()].some((key) => key !== 'token')) {
        return sendJson(res, 403, { message: 'Invalid or missing token', code: 403 });
      }
      params = new URLSearchParams();
      for (const [key, value] of Object.entries(claims)) if (key !== 'resource' && key !== 'exp') params.set(key, String(value));
    }
    route(url.pathname, params, res);
  };
}
