// `node bench/adyen-library.mjs`: prints figures, asserts nothing. What loading Adyen's Node library costs a
// server process, each way measured in fresh processes side by side (median of RUNS): nothing loaded, the HMAC
// validator alone (what the Adyen adapter imports), the client with the Checkout payments service (what calling
// the API through the library would import), and the package's entry (its API clients and every model).
// The basis of docs/decisions/4121-adyen-library.md.
import { spawnSync } from 'node:child_process';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ways = {
  nothing: '',
  'HMAC validator only': "await import('@adyen/api-library/lib/src/utils/index.js');",
  'Checkout client only':
    "await import('@adyen/api-library/lib/src/client.js');" +
    "await import('@adyen/api-library/lib/src/services/checkout/paymentsApi.js');",
  'package entry': "await import('@adyen/api-library');",
};

function measure(load) {
  const script = `const t = performance.now(); ${load}
    const ms = performance.now() - t; globalThis.gc(); const heap = process.memoryUsage().heapUsed;
    console.log(JSON.stringify({ ms, heap }));`;
  const run = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const results = {};
for (let run = 0; run < RUNS; run += 1) {
  for (const [name, load] of Object.entries(ways)) (results[name] ??= []).push(measure(load));
}
const base = { ms: median(results.nothing.map((r) => r.ms)), heap: median(results.nothing.map((r) => r.heap)) };
console.log(`Adyen library load, median of ${RUNS} fresh processes (node ${process.version})`);
for (const [name, runs] of Object.entries(results)) {
  const ms = median(runs.map((r) => r.ms));
  const heap = median(runs.map((r) => r.heap));
  const extra = ((heap - base.heap) / 1e6).toFixed(1);
  const figures = `${ms.toFixed(1).padStart(7)} ms import  heap ${(heap / 1e6).toFixed(1)} MB (+${extra} MB)`;
  console.log(`  ${name.padEnd(22)} ${figures}`);
}
