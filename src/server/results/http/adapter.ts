import { ResultsError, type ResultsSource } from '../port';
import { mapResultsBody } from '../wire';

/** `GET {baseUrl}/swiss/result` (no auth, spec 3 §3), with a timeout. */
export function createHttpResults(options: { baseUrl: string; fetch?: typeof fetch; timeoutMs?: number }): ResultsSource {
  const fetchFn = options.fetch ?? fetch;
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/swiss/result`;
  return {
    async getMedalResults() {
      let response: Response;
      try {
        response = await fetchFn(endpoint, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
        });
      } catch (error) {
        throw new ResultsError(`could not reach ${endpoint}`, { cause: error });
      }
      if (!response.ok) throw new ResultsError(`${endpoint} answered HTTP ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw new ResultsError(`${endpoint} did not return JSON`, { cause: error });
      }
      return mapResultsBody(body);
    },
  };
}
