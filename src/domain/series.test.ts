import { describe, expect, it } from 'vitest';
import { defaultSeason, inProgressEpisode, nextEpisode } from './series';

describe('defaultSeason (spec 3 §4)', () => {
  it.each<[string, number[], { requested?: number; episodeSeason?: number }, number | undefined]>([
    ['no episode: the first season', [1, 2, 3], {}, 1],
    ['seasons out of order: the lowest number', [3, 1, 2], {}, 1],
    ["the current episode's season", [1, 2, 3], { episodeSeason: 2 }, 2],
    ['a chosen season wins over the episode', [1, 2, 3], { requested: 3, episodeSeason: 2 }, 3],
    ['an unknown chosen season is ignored', [1, 2], { requested: 9, episodeSeason: 2 }, 2],
    ['an unknown episode season falls back to the first', [1, 2], { episodeSeason: 7 }, 1],
    ['no seasons', [], { requested: 1 }, undefined],
  ])('%s', (_name, seasons, options, expected) => expect(defaultSeason(seasons, options)).toBe(expected));
});

describe('nextEpisode', () => {
  const episodes = [
    { mediaid: 's2e1', seasonNumber: 2, episodeNumber: 1 },
    { mediaid: 's1e2', seasonNumber: 1, episodeNumber: 2 },
    { mediaid: 's1e1', seasonNumber: 1, episodeNumber: 1 },
  ];
  it.each<[string, string, string | undefined]>([
    ['inside a season', 's1e1', 's1e2'],
    ['across seasons', 's1e2', 's2e1'],
    ['after the last episode', 's2e1', undefined],
    ['an unknown episode', 'zzz', undefined],
  ])('%s', (_name, current, expected) => expect(nextEpisode(episodes, current)?.mediaid).toBe(expected));
});

describe('inProgressEpisode', () => {
  it.each<[string, Array<{ mediaid: string; progress: number; seriesId?: string }>, string | undefined]>([
    ['the entry of the series', [{ mediaid: 'x', progress: 0.5 }, { mediaid: 'e2', progress: 0.4, seriesId: 'S' }], 'e2'],
    ['another series is ignored', [{ mediaid: 'e9', progress: 0.4, seriesId: 'T' }], undefined],
    ['a finished entry is not in progress', [{ mediaid: 'e3', progress: 0.97, seriesId: 'S' }], undefined],
    ['the most recent entry first', [{ mediaid: 'e4', progress: 0.3, seriesId: 'S' }, { mediaid: 'e1', progress: 0.6, seriesId: 'S' }], 'e4'],
  ])('%s', (_name, history, expected) => expect(inProgressEpisode(history, 'S')?.mediaid).toBe(expected));
});
