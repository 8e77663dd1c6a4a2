import { afterEach, describe, expect, it } from 'vitest';
import { createJwMediaPlatform } from '../../src/server/media/jw/adapter';
import { MediaPlatformError } from '../../src/server/media/port';
import { sendJson, startFixtureServer, type FixtureHandler, type FixtureServer } from '../support/fixture-server';
import { runMediaPlatformContract } from './media-platform.contract';
import { createJwFixtureHandler, JW_IDS } from './media-platform.jw-handler';

const failingHandler: FixtureHandler = (_req, res) => sendJson(res, 500, { message: 'Internal Server Error', code: 500 });

async function jwSetup(secret?: string) {
  const api = await startFixtureServer(createJwFixtureHandler({ secret }));
  const broken = await startFixtureServer(failingHandler);
  return {
    platform: createJwMediaPlatform({ baseUrl: api.url, signingSecret: secret }),
    failing: createJwMediaPlatform({ baseUrl: broken.url, signingSecret: secret }),
    ids: JW_IDS,
    teardown: async () => {
      await Promise.all([api.close(), broken.close()]);
    },
  };
}

runMediaPlatformContract('jw (fixture server)', () => jwSetup());
runMediaPlatformContract('jw with URL signing (fixture server checks tokens)', () => jwSetup('jw-api-secret'));

describe('jw adapter specifics', () => {
  const servers: FixtureServer[] = [];
  async function serve(handler: FixtureHandler) {
    const server = await startFixtureServer(handler);
    servers.push(server);
    return server;
  }
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('maps every field of a realistic item', async () => {
    const api = await serve(createJwFixtureHandler());
    const media = await createJwMediaPlatform({ baseUrl: api.url }).getMedia(JW_IDS.mediaId);
    expect(media).toMatchObject({
      mediaid: 'Jk3nW8pQ',
      title: 'Opening Ceremony',
      duration: 5423,
      pubdate: 1751328000,
      tags: ['ceremony', 'aurora-games', 'highlights'],
      genre: 'Ceremony',
      rating: 'TV-G',
      requiresSubscription: true,
      free: false,
      trailerId: 'Tr4lR0a1',
      seekCuePoints: 'Arrival#0,Parade#610,Torch#4980',
      productIds: [
        { provider: 'cleeng', offerId: 'S123456789_NL', premier: false },
        { provider: 'cleeng', offerId: 'C987654321_NL', premier: true },
      ],
      motionThumbnail: 'https://cdn.jwplayer.com/v2/media/Jk3nW8pQ/poster.mp4?width=640',
    });
    expect(media?.images.map((image) => image.width)).toEqual([320, 480, 640, 720, 1280, 1920]);
    expect(media?.sources.map((source) => source.type)).toEqual([
      'application/vnd.apple.mpegurl',
      'audio/mp4',
      'video/mp4',
      'video/mp4',
    ]);
    expect(media?.sources[2]).toMatchObject({ label: '180p', width: 320, height: 180 });
    expect(media?.tracks.map((track) => [track.kind, track.label])).toEqual([
      ['thumbnails', undefined],
      ['captions', 'English'],
      ['captions', 'Español'],
    ]);
  });

  it('reads a content list in the content-list shape, with translated custom params', async () => {
    const api = await serve(createJwFixtureHandler());
    const platform = createJwMediaPlatform({ baseUrl: api.url });
    const list = await platform.getContentList(JW_IDS.siteId, JW_IDS.contentListId, { language: 'es' });
    expect(list?.id).toBe(JW_IDS.contentListId);
    expect(list?.title).toBe('Aurora Picks');
    expect(list?.items.map((item) => [item.mediaid, item.title, item.free])).toEqual([
      ['Hg5lT0rs', 'Lacrosse sixes: los mejores goles', true],
      ['Dc9mNt2a', 'Paddles at Dawn', false],
    ]);
    expect(await platform.getContentList(JW_IDS.siteId, 'zz0000zz')).toBeNull();
  });

  it('maps playlist-level fields and translations', async () => {
    const api = await serve(createJwFixtureHandler());
    const playlist = await createJwMediaPlatform({ baseUrl: api.url }).getPlaylist(JW_IDS.playlistId, { language: 'es' });
    expect(playlist).toMatchObject({
      title: 'Destacados',
      kind: 'MANUAL',
      shelfImageAspectRatio: '16:9',
      cardImageAspectRatio: '2:3',
      refetch: true,
      custom: { layoutType: 'hero' },
    });
    expect(playlist?.nextPageOffset).toBeUndefined();
  });

  it('sends the documented query parameters', async () => {
    const requests: string[] = [];
    const api = await serve(createJwFixtureHandler({ requests }));
    const platform = createJwMediaPlatform({ baseUrl: `${api.url}/` });
    await platform.getPlaylist(JW_IDS.recommendationsPlaylistId, { relatedMediaId: 'Jk3nW8pQ', pageLimit: 5, pageOffset: 1 });
    await platform.searchPlaylist(JW_IDS.searchPlaylistId, 'korf ball');
    await platform.getWatchlist(JW_IDS.watchlistPlaylistId, ['Dc9mNt2a', 'Jk3nW8pQ', 'Dc9mNt2a']);
    await platform.getEpisodes(JW_IDS.seriesId, { season: 2, pageOffset: 1, afterId: 'Ep2sD0e1' });
    await platform.getSeriesMemberships(['Ep1sD0e1', 'Ep2sD0e2']);
    expect(requests).toEqual([
      '/v2/playlists/Rx3m7QaZ?page_limit=5&page_offset=1&related_media_id=Jk3nW8pQ',
      '/v2/playlists/Sr4ch0Qz?search=korf+ball',
      '/apps/watchlists/Wl8tCh1s?media_ids=Dc9mNt2a%2CJk3nW8pQ',
      '/apps/series/Sr1esAa1/seasons/2/episodes?page_offset=1&page_limit=20&after_id=Ep2sD0e1',
      '/apps/series?media_ids=Ep1sD0e1%2CEp2sD0e2',
    ]);
  });

  it("searches the property's app content with search_query (spec 1 §7)", async () => {
    const requests: string[] = [];
    const api = await serve(createJwFixtureHandler({ requests }));
    const found = await createJwMediaPlatform({ baseUrl: api.url }).searchAppContent(JW_IDS.siteId, 'paddles');
    expect(requests).toEqual([`/v2/sites/${JW_IDS.siteId}/app_content/media/search?search_query=paddles`]);
    expect(found?.items.map((item) => item.title)).toEqual(['Paddles at Dawn']);
  });

  it('turns artwork labels into image-by-label URLs with poster_fallback and fallback (spec 1 §7)', async () => {
    const api = await serve(createJwFixtureHandler({ secret: 'jw-api-secret' }));
    const platform = createJwMediaPlatform({ baseUrl: api.url, signingSecret: 'jw-api-secret' });
    const items = (await platform.getPlaylist(JW_IDS.playlistId))?.items ?? [];
    const labelled = items.find((item) => item.mediaid === 'Dc9mNt2a');
    const poster = 'https://cdn.jwplayer.com/v2/media/Dc9mNt2a/poster.jpg?width=720';
    const fallback = `fallback=${encodeURIComponent(poster)}`;
    expect(labelled?.cardImage).toBe(`${api.url}/v2/media/Dc9mNt2a/images/card_16x9.webp?width=640&poster_fallback=1&${fallback}`);
    expect(labelled?.backgroundImage).toBe(`${api.url}/v2/media/Dc9mNt2a/images/hero_wide.webp?width=1920&poster_fallback=1&${fallback}`);
    expect(labelled?.channelLogoImage).toBe(`${api.url}/v2/media/Dc9mNt2a/images/logo_square.webp?width=320&${fallback}`);
    // What a browser gets from those URLs: the labelled image, the poster in place of a missing label, the fallback.
    const card = await fetch(labelled?.cardImage ?? '');
    expect([card.status, card.headers.get('content-type'), card.headers.get('x-image')]).toEqual([200, 'image/webp', 'card_16x9']);
    expect((await fetch(labelled?.backgroundImage ?? '')).headers.get('x-image')).toBe('poster');
    const logo = await fetch(labelled?.channelLogoImage ?? '', { redirect: 'manual' });
    expect([logo.status, logo.headers.get('location')]).toEqual([302, poster]);
    // A whole address stays as the config wrote it.
    expect(items.find((item) => item.mediaid === JW_IDS.mediaId)?.cardImage).toBe(
      'https://cdn.jwplayer.com/v2/media/Jk3nW8pQ/images/card.webp?poster_fallback=1',
    );
  });

  it('drops the reference media from recommendations even if the API includes it', async () => {
    const api = await serve((_req, res) =>
      sendJson(res, 200, {
        title: 'Related',
        feedid: 'Rx3m7QaZ',
        playlist: [
          { mediaid: 'Jk3nW8pQ', title: 'Itself' },
          { mediaid: 'Dc9mNt2a', title: 'Other' },
        ],
      }),
    );
    const related = await createJwMediaPlatform({ baseUrl: api.url }).getPlaylist('Rx3m7QaZ', { relatedMediaId: 'Jk3nW8pQ' });
    expect(related?.items.map((item) => item.mediaid)).toEqual(['Dc9mNt2a']);
  });

  it('signs with a token whose claims carry the path and parameters, but not the app config', async () => {
    const requests: string[] = [];
    const api = await serve(createJwFixtureHandler({ secret: 's3cret', requests }));
    const platform = createJwMediaPlatform({ baseUrl: api.url, signingSecret: 's3cret' });
    expect((await platform.getPlaylist(JW_IDS.playlistId, { pageLimit: 1 }))?.items).toHaveLength(1);
    expect(await platform.getAppConfig(JW_IDS.configId)).not.toBeNull();
    expect(requests[0]).toMatch(/^\/v2\/playlists\/dGSUzs9o\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(requests[1]).toBe('/apps/configs/ajk3mzq8.json');
    const wrongSecret = createJwMediaPlatform({ baseUrl: api.url, signingSecret: 'other' });
    await expect(wrongSecret.getPlaylist(JW_IDS.playlistId)).rejects.toMatchObject({ status: 403 });
  });

  it('reports server errors with their status', async () => {
    const api = await serve(failingHandler);
    const error = await createJwMediaPlatform({ baseUrl: api.url }).getPlaylist('dGSUzs9o').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaPlatformError);
    expect(error).toMatchObject({ status: 500 });
  });

  it.each([
    ['a body that is not JSON', '<html>Bad gateway</html>'],
    ['a playlist without a playlist array', JSON.stringify({ title: 'x', feedid: 'dGSUzs9o', playlist: 'nope' })],
    ['an array instead of an object', JSON.stringify([1, 2, 3])],
  ])('rejects %s as a 502 MediaPlatformError', async (_name, body) => {
    const api = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
    const error = await createJwMediaPlatform({ baseUrl: api.url }).getPlaylist('dGSUzs9o').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaPlatformError);
    expect(error).toMatchObject({ status: 502 });
  });

  it('skips single malformed items instead of failing the playlist', async () => {
    const api = await serve((_req, res) =>
      sendJson(res, 200, {
        title: 'Mixed',
        feedid: 'dGSUzs9o',
        playlist: [{ title: 'no id' }, { mediaid: 'Dc9mNt2a', title: 'Fine', duration: '61.5', pubdate: '1700000000' }],
      }),
    );
    const playlist = await createJwMediaPlatform({ baseUrl: api.url }).getPlaylist('dGSUzs9o');
    expect(playlist?.items.map((item) => [item.mediaid, item.duration, item.pubdate])).toEqual([['Dc9mNt2a', 61.5, 1700000000]]);
  });

  it('times out slow responses with a 504 MediaPlatformError', async () => {
    const api = await serve((_req, res) => {
      setTimeout(() => sendJson(res, 200, { playlist: [] }), 1_000);
    });
    const error = await createJwMediaPlatform({ baseUrl: api.url, timeoutMs: 50 }).getMedia('Jk3nW8pQ').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaPlatformError);
    expect(error).toMatchObject({ status: 504 });
  });

  it('reports an unreachable host as a MediaPlatformError', async () => {
    const api = await serve(failingHandler);
    const url = api.url;
    await api.close();
    servers.length = 0;
    await expect(createJwMediaPlatform({ baseUrl: url }).getMedia('Jk3nW8pQ')).rejects.toBeInstanceOf(MediaPlatformError);
  });
});
