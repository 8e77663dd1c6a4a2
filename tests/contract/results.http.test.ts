import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpResults } from '../../src/server/results/http/adapter';
import { ResultsError } from '../../src/server/results/port';
import { sendJson, startFixtureServer, type FixtureServer } from '../support/fixture-server';
import { describeResultsContract, resultsBody } from './results.contract';

let server: FixtureServer;
const requests: string[] = [];

beforeAll(async () => {
  server = await startFixtureServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (req.url === '/api/swiss/result') return sendJson(res, 200, resultsBody());
    if (req.url === '/down/swiss/result') return sendJson(res, 502, { error: 'bad gateway' });
    if (req.url === '/html/swiss/result') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html></html>');
      return;
    }
    sendJson(res, 404, {});
  });
});
afterAll(() => server.close());

describeResultsContract('http (GET /swiss/result)', async () => ({
  source: createHttpResults({ baseUrl: `${server.url}/api/` }),
}));

describe('http results adapter', () => {
  it('calls GET {base}/swiss/result', async () => {
    requests.length = 0;
    await createHttpResults({ baseUrl: `${server.url}/api` }).getMedalResults();
    expect(requests).toEqual(['GET /api/swiss/result']);
  });

  it.each(['/down', '/html', '/nothing'])('reports %s as a ResultsError', async (base) => {
    await expect(createHttpResults({ baseUrl: `${server.url}${base}` }).getMedalResults()).rejects.toBeInstanceOf(
      ResultsError,
    );
  });

  it('reports an unreachable host as a ResultsError', async () => {
    await expect(createHttpResults({ baseUrl: 'http://127.0.0.1:1' }).getMedalResults()).rejects.toBeInstanceOf(
      ResultsError,
    );
  });
});
