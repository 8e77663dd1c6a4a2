import { describe, expect, it } from 'vitest';
import { buildContainer } from '../container';
import { loadEnv } from '../env';

const { getEpisodesPage } = buildContainer(loadEnv(process.env)).useCases.episodesApi;

// Runs against the embedded media platform and the demo catalog ("Road to Aurora": 2 seasons of 4 episodes).
const ROAD_TO_AURORA = 's1BV5OHl';
const page = (query: string, id = ROAD_TO_AURORA) => getEpisodesPage(id, new URLSearchParams(query), 'en');

describe('GET /api/series/{id}/episodes', () => {
  it('pages a season with page_offset and page_limit', async () => {
    const first = await page('season=2&page_limit=3');
    expect(first).toMatchObject({ ok: true, reply: { total: 4, pageLimit: 3, pageOffset: 0 } });
    const second = await page('season=2&page_limit=3&page_offset=1');
    const numbers = [first, second].flatMap((result) => (result.ok ? result.reply.episodes.map((e) => e.episodeNumber) : []));
    expect(numbers).toEqual([1, 2, 3, 4]);
  });

  it('answers the episode after another with after_id (across seasons)', async () => {
    const lastOfSeasonOne = await page('season=1');
    const last = lastOfSeasonOne.ok ? lastOfSeasonOne.reply.episodes.at(-1)?.mediaid : undefined;
    const next = await page(`after_id=${last}&page_limit=1`);
    expect(next.ok && next.reply.episodes.map((e) => [e.seasonNumber, e.episodeNumber])).toEqual([[2, 1]]);
  });

  it.each([undefined, '', '  '])('answers "Series ID is required" without a series id (%j)', async (id) => {
    expect(await getEpisodesPage(id, new URLSearchParams(), 'en')).toEqual({
      ok: false,
      status: 400,
      error: { field: 'id', message: 'Series ID is required' },
    });
  });

  it.each([
    ['season=two', 'season'],
    ['page_limit=0', 'page_limit'],
    ['page_limit=51', 'page_limit'],
    ['page_offset=-1', 'page_offset'],
    ['after_id=not%20an%20id', 'after_id'],
  ])('refuses %s naming %s', async (query, field) => {
    expect(await page(query)).toMatchObject({ ok: false, status: 400, error: { field } });
  });

  it('is a 404 for an unknown series or season', async () => {
    expect(await page('', 'zz000000')).toMatchObject({ ok: false, status: 404 });
    expect(await page('season=9')).toMatchObject({ ok: false, status: 404 });
  });
});
