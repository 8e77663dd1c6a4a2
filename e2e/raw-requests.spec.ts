import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { rawRequest, readable, wireBytes, type RawRequest } from './support/raw-request-arbitraries';

/**
 * Raw-request fuzzing of the built server (decision 4002): generated request lines, headers and bodies sent over
 * raw sockets. Whatever a request carries, the worst it may get is a 4xx (Node's parser's 400 included) or a
 * closed connection; never a 5xx, and the server keeps serving: after each batch `/healthz` must answer 200.
 * Fixed seed; a failure prints the shrunk request with its bytes escaped.
 */
const SEED = 4002;
const BATCHES = 20;
/** Runs of the property per batch; each run sends REQUESTS_PER_RUN requests at once. */
const RUNS_PER_BATCH = 25;
const REQUESTS_PER_RUN = 10;
/** A server that neither answers nor closes within this is waiting for bytes that will not come: not a 5xx. */
const ANSWER_WAIT_MS = 3_000;
/** A method outside these is answered 501 (decision 4003): the one 5xx a request may get. */
const SITE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'TRACK', 'CONNECT']);

/** Set when the server stopped answering: shrinking against a dead server means nothing, so these are reported. */
let stoppedBy: RawRequest[] | null = null;

/** Reports only the shrunk request that failed, with the seed and path that replay it. */
function reportShrunk(details: fc.RunDetails<[RawRequest[]]>): void {
  if (!details.failed) return;
  if (stoppedBy) {
    const requests = stoppedBy.map((request) => readable(request)).join('\n---\n');
    throw new Error(
      `the server stopped answering /healthz (${lastHealthFailure}; seed ${details.seed}) after one of these requests, sent together and answered by a closed connection:\n${requests}`,
    );
  }
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    `after ${details.numRuns} runs (seed ${details.seed}, path "${details.counterexamplePath}", shrunk ${details.numShrinks} times): ${cause}`,
  );
}

interface Outcome {
  /** The status of the first answer, or null when the connection closed (or stayed silent) without one. */
  status: number | null;
  /** No byte and no close within ANSWER_WAIT_MS. */
  silent?: boolean;
}

function send(host: string, port: number, request: RawRequest): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    let received = '';
    const finish = (status: number | null, silent = false) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, silent });
    };
    const timer = setTimeout(() => finish(null, true), ANSWER_WAIT_MS);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const line = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      if (line) finish(Number(line[1]));
      else if (received.includes('\r\n')) finish(-1);
    });
    socket.on('error', () => finish(null));
    socket.on('close', () => finish(null));
    socket.write(wireBytes(request), () => {
      if (request.truncateTo !== null) socket.end();
    });
  });
}

let lastHealthFailure = '';

/**
 * `/healthz` answers 200. A busy machine may hold an answer for seconds, which is not a stopped server: asked again
 * for up to 20 s, unless the connection is refused (the process is gone).
 */
async function healthy(baseURL: string): Promise<boolean> {
  const deadline = performance.now() + 20_000;
  for (;;) {
    try {
      const status = (await fetch(new URL('/healthz', baseURL), { signal: AbortSignal.timeout(5_000) })).status;
      lastHealthFailure = `answered ${status}`;
      return status === 200;
    } catch (error) {
      lastHealthFailure = String((error as Error).cause ?? error);
      if (lastHealthFailure.includes('ECONNREFUSED') || performance.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

test('no raw request gets a 5xx or stops the server', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const { hostname, port } = new URL(baseURL!);
  // The database is open (the server opens it in the background at start): the batches measure requests only.
  await expect
    .poll(
      () =>
        fetch(new URL('/api/offers', baseURL)).then(
          (answer) => answer.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  const started = performance.now();
  let sent = 0;
  const statuses = new Map<string, number>();
  for (let batch = 0; batch < BATCHES; batch += 1) {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rawRequest, { minLength: REQUESTS_PER_RUN, maxLength: REQUESTS_PER_RUN }),
        async (requests) => {
          if (stoppedBy) throw new Error('the server stopped answering');
          const outcomes = await Promise.all(requests.map((request) => send(hostname, Number(port), request)));
          sent += requests.length;
          if (outcomes.some(({ status }) => status === null) && !(await healthy(baseURL!))) {
            stoppedBy = requests.filter((_request, index) => outcomes[index]!.status === null);
            throw new Error('the server stopped answering');
          }
          outcomes.forEach(({ status, silent }, index) => {
            const key = silent ? 'silent' : status === null ? 'closed' : status === -1 ? 'not HTTP' : String(status);
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
            if (
              status !== null &&
              (status >= 500 || status === -1) &&
              !(status === 501 && !SITE_METHODS.has(requests[index]!.method))
            )
              throw new Error(
                `answered ${status === -1 ? 'with something not HTTP' : status} to:\n${readable(requests[index]!)}`,
              );
          });
        },
      ),
      { seed: SEED + batch, numRuns: RUNS_PER_BATCH, reporter: reportShrunk },
    );
    expect(await healthy(baseURL!), `/healthz after batch ${batch + 1}`).toBe(true);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  test.info().annotations.push({
    type: 'raw requests',
    description: `${sent} requests in ${BATCHES} batches, seed ${SEED}…${SEED + BATCHES - 1}, ${seconds} s: ${JSON.stringify(Object.fromEntries(statuses))}`,
  });
  console.log(
    `raw requests: ${sent} sent in ${seconds} s (seed ${SEED}), ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  expect(sent).toBeGreaterThanOrEqual(2_000);
});
