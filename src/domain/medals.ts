/** Medal table (spec 3 §2 Results, §3 medal result): aggregation, totals and ranking. */

export interface AthleteMedals {
  name: string;
  event: string;
  gold: number;
  silver: number;
  bronze: number;
}

export interface SportMedals {
  sportCode: string;
  name: string;
  total: number;
  athletes: AthleteMedals[];
}

export interface CountryMedals {
  country: string;
  gold: number;
  silver: number;
  bronze: number;
  total: number;
  rank: number;
  sports: SportMedals[];
}

export interface MedalCount {
  gold: number;
  silver: number;
  bronze: number;
  total: number;
}

export function sumMedals(rows: ReadonlyArray<{ gold: number; silver: number; bronze: number }>): MedalCount {
  const gold = rows.reduce((sum, row) => sum + row.gold, 0);
  const silver = rows.reduce((sum, row) => sum + row.silver, 0);
  const bronze = rows.reduce((sum, row) => sum + row.bronze, 0);
  return { gold, silver, bronze, total: gold + silver + bronze };
}

/** Olympic order: gold, then silver, then bronze; equal counts share a rank (1, 2, 2, 4). */
export function compareMedals(a: MedalCount, b: MedalCount): number {
  return b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze;
}

/**
 * The table as shown: countries recounted from their athletes' medals when they have any (so the columns
 * always add up), ranked and ordered; sports by total then name; athletes by medals then name.
 */
export function buildMedalTable(countries: readonly CountryMedals[]): CountryMedals[] {
  const recounted = countries.map((country) => {
    const sports = country.sports
      .map((sport) => ({
        ...sport,
        total: sport.athletes.length > 0 ? sumMedals(sport.athletes).total : sport.total,
        athletes: [...sport.athletes].sort((a, b) => compareMedals(withTotal(a), withTotal(b)) || a.name.localeCompare(b.name)),
      }))
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
    const athletes = sports.flatMap((sport) => sport.athletes);
    const counts = athletes.length > 0 ? sumMedals(athletes) : sumMedals([country]);
    return { ...country, ...counts, sports };
  });
  const ordered = recounted.sort((a, b) => compareMedals(a, b) || a.country.localeCompare(b.country));
  return ordered.map((country, index) => {
    const first = ordered.findIndex((other) => compareMedals(other, country) === 0);
    return { ...country, rank: first === -1 ? index + 1 : first + 1 };
  });
}

const withTotal = (row: { gold: number; silver: number; bronze: number }): MedalCount => sumMedals([row]);

export function tableTotals(countries: readonly CountryMedals[]): MedalCount {
  return sumMedals(countries);
}
