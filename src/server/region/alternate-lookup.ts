import type { CountryLookup } from './port';

/**
 * Spec 1 §7: the location call has "a fallback to an alternate host". The primary lookup's failure (no answer,
 * a timeout, an error status, a body that is not the service's JSON) is asked of the alternate once; an answer
 * that places no country is an answer, not a failure, and is not asked again. Both failing rejects with the
 * alternate's error, so the caller falls back to the default region as before.
 */
export function withAlternateLookup(
  primary: CountryLookup,
  alternate: CountryLookup,
  onAlternate?: (error: unknown) => void,
): CountryLookup {
  return {
    name: primary.name,
    async countryOf(address) {
      try {
        return await primary.countryOf(address);
      } catch (error) {
        onAlternate?.(error);
        return alternate.countryOf(address);
      }
    },
  };
}
