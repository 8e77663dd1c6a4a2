// Search API benchmark: requests/s and p99 latency of `GET /api/search` for single-word, multi-word and misspelled
// queries, over the demo dataset and over a generated one 100 times larger, printed side by side. Each dataset gets
// its own server (same port, one after the other); the first request builds the index and is timed on its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { writeScaledDataset } from './search-dataset.mjs';
import { startServer, waitForServer } from './support.mjs';

export const SEARCH_QUERIES = [
  { kind: 'single word', q: 'archery' },
  { kind: 'multi-word', q: 'last lighthouse' },
  { kind: 'misspelled', q: 'aino makinnen' },
  { kind: 'letters swapped', q: 'adela cenra' },
];

function load(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 20, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure({ root, port, demoDir, duration }) {
  const server = startServer({ root, port, env: { DEMO_DIR: demoDir } });
  const { origin } = server;
  try {
    await waitForServer(`${origin}/healthz`, 120_000);
    const started = Date.now();
    const first = await fetch(`${origin}/api/search?q=warm`);
    if (!first.ok) throw new Error(`search answered ${first.status}`);
    const buildMs = Math.round(Date.now() - started);
    const rows = [];
    for (const { kind, q } of SEARCH_QUERIES) {
      const url = `${origin}/api/search?q=${encodeURIComponent(q)}`;
      const reply = await (await fetch(url)).json();
      const results = Object.values(reply.meta.total).reduce((sum, count) => sum + count, 0);
      await load(url, Math.min(3, duration)); // warm-up, not reported
      const result = await load(url, duration);
      rows.push({ kind, q, results, rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx });
    }
    return { buildMs, rows };
  } finally {
    await server.stop();
  }
}

/** Runs both datasets and prints the comparison table. */
export async function runSearchBench({ root, port, duration }) {
  const demoDir = join(root, 'data', 'demo');
  const scaledDir = mkdtempSync(join(tmpdir(), 'search-bench-'));
  try {
    const sizes = writeScaledDataset(demoDir, scaledDir, 100);
    const demo = await measure({ root, port, demoDir, duration });
    const scaled = await measure({ root, port, demoDir: scaledDir, duration });
    console.log(`\nSearch API, 20 connections, ${duration} s per query; 100× dataset: ${sizes.media} media, ${sizes.athletes} athletes, ${sizes.sports} sports, ${sizes.federations} federations`);
    console.table(
      demo.rows.map((row, index) => {
        const big = scaled.rows[index];
        return {
          query: `${row.kind}: "${row.q}"`,
          'demo results': row.results,
          'demo req/s': row.rps,
          'demo p99 ms': row.p99,
          '100× results': big?.results,
          '100× req/s': big?.rps,
          '100× p99 ms': big?.p99,
          errors: row.errors + (big?.errors ?? 0),
        };
      }),
    );
    console.log(`first search (loads the sources and builds the index): demo ${demo.buildMs} ms, 100× ${scaled.buildMs} ms`);
  } finally {
    rmSync(scaledDir, { recursive: true, force: true });
  }
}
