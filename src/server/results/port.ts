import type { CountryMedals } from '../../domain/medals';

/**
 * Where medal results come from (spec 3 §3 `GET /swiss/result`). Adapters: `local` (the demo's
 * `results/results.json`) and `http` (a real endpoint). Both validate the same wire shape.
 */
export interface ResultsSource {
  /** Countries as delivered (not yet ranked or recounted: see `buildMedalTable`). */
  getMedalResults(): Promise<CountryMedals[]>;
}

export class ResultsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ResultsError';
  }
}
