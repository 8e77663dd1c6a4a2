import { readFile } from 'node:fs/promises';
import { ResultsError, type ResultsSource } from '../port';
import { mapResultsBody } from '../wire';

/** Reads the demo's `results.json` (the `/swiss/result` body) on every call; the feature loader caches it. */
export function createLocalResults(options: { resultsFile: string }): ResultsSource {
  return {
    async getMedalResults() {
      let text: string;
      try {
        text = await readFile(options.resultsFile, 'utf8');
      } catch (error) {
        throw new ResultsError(`cannot read ${options.resultsFile}`, { cause: error });
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch (error) {
        throw new ResultsError(`${options.resultsFile} is not JSON`, { cause: error });
      }
      return mapResultsBody(body);
    },
  };
}
