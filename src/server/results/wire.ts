import { z } from 'zod';
import type { CountryMedals } from '../../domain/medals';
import { ResultsError } from './port';

/** The `/swiss/result` body: `{ results: [...] }`. Counts default to 0; a row without a name is dropped. */
const count = z.coerce.number().int().min(0).catch(0);
const name = z.string().trim().min(1);

const athleteSchema = z.object({
  name,
  event: z.string().trim().catch(''),
  gold: count,
  silver: count,
  bronze: count,
});

const sportSchema = z.object({
  sportCode: z.string().trim().catch(''),
  name,
  total: count,
  athletes: z.array(z.unknown()).catch([]),
});

const countrySchema = z.object({
  country: name,
  gold: count,
  silver: count,
  bronze: count,
  total: count,
  rank: count,
  sports: z.array(z.unknown()).catch([]),
});

const bodySchema = z.object({ results: z.array(z.unknown()) });

function valid<T>(schema: z.ZodType<T>, rows: readonly unknown[]): T[] {
  return rows.flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

export function mapResultsBody(body: unknown): CountryMedals[] {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) throw new ResultsError('results body has no results array');
  return valid(countrySchema, parsed.data.results).map((country) => ({
    ...country,
    sports: valid(sportSchema, country.sports).map((sport) => ({ ...sport, athletes: valid(athleteSchema, sport.athletes) })),
  }));
}
