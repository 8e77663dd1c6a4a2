import { describe, expect, it } from 'vitest';
import { buildContainer } from '../container';
import { loadEnv } from '../env';
import { isSlug } from './people';

const { loadAthlete, loadAthletes, loadFederation, loadVideos } = buildContainer(loadEnv(process.env)).useCases.people;

// Runs against the embedded adapters and the demo dataset (data/demo), as `npm start` does.
describe('people loaders', () => {
  it('loads athletes without the excluded sport and one athlete with its references resolved', async () => {
    const athletes = await loadAthletes();
    expect(athletes.length).toBeGreaterThan(20);
    expect(athletes.some((athlete) => athlete.sport?.title === 'Chengdu2025')).toBe(false);
    const athlete = await loadAthlete('thiago-santos');
    expect(athlete?.country?.code).toBe('BRA');
    expect(athlete?.federations.length).toBeGreaterThan(0);
    expect(await loadAthlete('no-such-athlete')).toBeNull();
  });

  it('loads a federation by slug, null when unknown', async () => {
    expect((await loadFederation('international-archery-union'))?.abbreviation).toBe('IAU');
    expect(await loadFederation('no-such-federation')).toBeNull();
  });

  it('loads videos newest first, skipping unknown ids and duplicates', async () => {
    const athlete = await loadAthlete('thiago-santos');
    const ids = athlete?.vods ?? [];
    expect(ids.length).toBeGreaterThan(1);
    const videos = await loadVideos([...ids, 'Zz000000', ids[0] ?? ''], 'en');
    expect(videos.map((video) => video.mediaid).sort()).toEqual([...new Set(ids)].sort());
    const dates = videos.map((video) => video.pubdate ?? 0);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it.each([
    ['thiago-santos', true],
    ['a', true],
    ['', false],
    ['UPPER', false],
    ['../etc', false],
    ['-dash', false],
    [undefined, false],
  ])('isSlug(%j) is %s', (value, expected) => {
    expect(isSlug(value)).toBe(expected);
  });
});
