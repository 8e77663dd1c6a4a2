import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildMedalTable } from '../../src/domain/medals';
import type { ResultsSource } from '../../src/server/results/port';

/** The demo results file: both adapters must deliver exactly what it says. */
export const RESULTS_FILE = resolve(import.meta.dirname, '../../data/demo/results/results.json');
export const resultsBody = (): unknown => JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));

/** What every `ResultsSource` must do with the demo results. */
export function describeResultsContract(name: string, setup: () => Promise<{ source: ResultsSource }>): void {
  describe(`results source contract: ${name}`, () => {
    it('returns every country of the body with its sports and athletes', async () => {
      const { source } = await setup();
      const countries = await source.getMedalResults();
      const body = resultsBody() as { results: Array<{ country: string; sports: Array<{ athletes: unknown[] }> }> };
      expect(countries.map((c) => c.country)).toEqual(body.results.map((c) => c.country));
      expect(countries.flatMap((c) => c.sports.flatMap((s) => s.athletes)).length).toBe(
        body.results.flatMap((c) => c.sports.flatMap((s) => s.athletes)).length,
      );
    });

    it('delivers counts that add up once built into the medal table', async () => {
      const { source } = await setup();
      const table = buildMedalTable(await source.getMedalResults());
      expect(table[0]?.rank).toBe(1);
      for (const country of table) {
        expect(country.total).toBe(country.gold + country.silver + country.bronze);
        expect(country.sports.length).toBeGreaterThan(0);
        for (const sport of country.sports) {
          expect(sport.name).not.toBe('');
          for (const athlete of sport.athletes) expect(athlete.name).not.toBe('');
        }
      }
    });

    it('keeps the delivered totals of the demo (the demo data is consistent)', async () => {
      const { source } = await setup();
      const delivered = await source.getMedalResults();
      const built = buildMedalTable(delivered);
      for (const country of delivered) {
        const row = built.find((b) => b.country === country.country);
        expect(row).toMatchObject({ gold: country.gold, silver: country.silver, bronze: country.bronze, total: country.total });
      }
    });
  });
}
