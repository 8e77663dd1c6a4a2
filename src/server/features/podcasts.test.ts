import { describe, expect, it } from 'vitest';
import { buildContainer } from '../container';
import { loadEnv } from '../env';
import { isPodcastSlug } from './podcasts';

const { loadMedalTable, loadPodcast, loadPodcastFeed, loadPodcasts } = buildContainer(loadEnv(process.env)).useCases.podcasts;

// Runs against the embedded adapters and the demo dataset (data/demo), as `npm start` does.
describe('podcast loaders', () => {
  it('loads the podcasts and one podcast by slug', async () => {
    const podcasts = await loadPodcasts();
    expect(podcasts.length).toBeGreaterThan(0);
    const first = podcasts[0]!;
    expect(await loadPodcast(first.slug)).toMatchObject({ slug: first.slug, title: first.title });
    expect(await loadPodcast('no-such-podcast')).toBeNull();
  });

  it('loads a demo feed, and reports a broken one instead of throwing', async () => {
    const good = await loadPodcastFeed('/demo-feeds/the-aurora-daily.xml');
    expect(good.ok && good.feed.episodes.length).toBeGreaterThan(0);
    expect(await loadPodcastFeed('/demo-feeds/missing-feed.xml')).toEqual({ ok: false, reason: 'not_found' });
    expect(await loadPodcastFeed('javascript:alert(1)')).toEqual({ ok: false, reason: 'unsupported_url' });
  });

  it('builds the medal table from the results source', async () => {
    const table = await loadMedalTable();
    expect(table.ok).toBe(true);
    if (table.ok) expect(table.countries.map((c) => c.rank)).toEqual([...table.countries.map((c) => c.rank)].sort((a, b) => a - b));
  });

  it.each([
    ['the-aurora-daily', true],
    ['x', true],
    ['Bad_Slug', false],
    ['../etc', false],
    ['a--b', false],
    [undefined, false],
  ])('isPodcastSlug(%j) → %s', (value, expected) => expect(isPodcastSlug(value)).toBe(expected));
});
