/**
 * Where a viewer's country comes from when no trusted CDN header says it (spec 1 §7 "GET /ip-api/json"): a
 * lookup service asked about the client's address. The embedded default knows no country and calls nothing.
 */
export interface CountryLookup {
  readonly name: string;
  /** The ISO country code of a public IP address, or null when the service cannot place it. Rejects on failure. */
  countryOf(address: string): Promise<string | null>;
}

export class RegionLookupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RegionLookupError';
  }
}
