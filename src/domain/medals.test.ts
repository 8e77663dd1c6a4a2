import { describe, expect, it } from 'vitest';
import { buildMedalTable, compareMedals, sumMedals, tableTotals, type CountryMedals } from './medals';

const athlete = (name: string, gold: number, silver: number, bronze: number) => ({ name, event: 'E', gold, silver, bronze });

function country(name: string, athletes: ReturnType<typeof athlete>[], sportName = 'Archery'): CountryMedals {
  return {
    country: name,
    gold: 0,
    silver: 0,
    bronze: 0,
    total: 0,
    rank: 99,
    sports: [{ sportCode: 'ARC', name: sportName, total: 0, athletes }],
  };
}

describe('compareMedals', () => {
  it.each([
    [{ gold: 1, silver: 0, bronze: 0 }, { gold: 0, silver: 5, bronze: 5 }, -1],
    [{ gold: 1, silver: 2, bronze: 0 }, { gold: 1, silver: 1, bronze: 9 }, -1],
    [{ gold: 1, silver: 1, bronze: 1 }, { gold: 1, silver: 1, bronze: 2 }, 1],
    [{ gold: 2, silver: 1, bronze: 1 }, { gold: 2, silver: 1, bronze: 1 }, 0],
  ])('%o vs %o', (a, b, sign) => {
    expect(Math.sign(compareMedals(sumMedals([a]), sumMedals([b])))).toBe(sign);
  });
});

describe('buildMedalTable', () => {
  it('recounts countries from athletes, ranks gold first and shares ranks on ties', () => {
    const table = buildMedalTable([
      country('Chile', [athlete('A', 0, 3, 0)]),
      country('Brazil', [athlete('B', 1, 0, 0)]),
      country('Austria', [athlete('C', 0, 3, 0)]),
      country('Denmark', [athlete('D', 0, 0, 1)]),
    ]);
    expect(table.map((c) => [c.country, c.rank, c.gold, c.silver, c.bronze, c.total])).toEqual([
      ['Brazil', 1, 1, 0, 0, 1],
      ['Austria', 2, 0, 3, 0, 3],
      ['Chile', 2, 0, 3, 0, 3],
      ['Denmark', 4, 0, 0, 1, 1],
    ]);
  });

  it('orders sports by total and athletes by medals, and sets sport totals', () => {
    const [only] = buildMedalTable([
      {
        ...country('Italy', []),
        sports: [
          { sportCode: 'A', name: 'Archery', total: 0, athletes: [athlete('Zoe', 0, 0, 1)] },
          { sportCode: 'B', name: 'Boules', total: 0, athletes: [athlete('Yan', 0, 1, 0), athlete('Ada', 1, 0, 0), athlete('Bo', 1, 0, 0)] },
        ],
      },
    ]);
    expect(only?.sports.map((s) => [s.name, s.total])).toEqual([
      ['Boules', 3],
      ['Archery', 1],
    ]);
    expect(only?.sports[0]?.athletes.map((a) => a.name)).toEqual(['Ada', 'Bo', 'Yan']);
    expect(only?.total).toBe(4);
  });

  it('keeps the delivered counts of a country without athlete rows', () => {
    const table = buildMedalTable([{ country: 'Peru', gold: 1, silver: 1, bronze: 0, total: 7, rank: 3, sports: [] }]);
    expect(table[0]).toMatchObject({ gold: 1, silver: 1, bronze: 0, total: 2, rank: 1 });
  });

  it('totals the table', () => {
    const table = buildMedalTable([country('X', [athlete('A', 1, 2, 3)]), country('Y', [athlete('B', 0, 1, 0)])]);
    expect(tableTotals(table)).toEqual({ gold: 1, silver: 3, bronze: 3, total: 7 });
  });
});
