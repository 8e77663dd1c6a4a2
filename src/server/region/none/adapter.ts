import type { CountryLookup } from '../port';

/** The embedded default (no `REGION_LOOKUP_URL`): every viewer is in the default region, without a network call. */
export function createNoCountryLookup(): CountryLookup {
  return { name: 'none', countryOf: async () => null };
}
