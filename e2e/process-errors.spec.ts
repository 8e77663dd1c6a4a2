import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from './support/free-port';

/**
 * What a built server does with an error (decision 4001): one thrown inside a request answers 500 for that request
 * and the server keeps serving, as it does after a promise a request left rejected; one outside any request is
 * logged as a fatal JSON line, then the process exits 1 for its supervisor to restart it. The faults are real ones, preloaded from e2e/support/faults-outside-requests.mjs.
 */
const root = resolve(import.meta.dirname, '..');
const preload = join(import.meta.dirname, 'support', 'faults-outside-requests.mjs');


async function startServer(fault: 'throw' | 'reject') {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', preload, 'server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ott-process-errors-')),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      FAULT: fault,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${url}/healthz`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  return { url, child, exited, output: () => output };
}

/** The server's JSON log lines at `level` (50 error, 60 fatal). */
function linesAt(level: number, output: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.level === level);
}

for (const [fault, kind, message] of [
  ['throw', 'uncaughtException', 'a timer threw outside any request'],
  ['reject', 'unhandledRejection', 'a rejection nobody awaited'],
] as const) {
  test(`an error inside a request is its 500; ${kind} outside any request is logged, then exit 1`, async () => {
    test.setTimeout(120_000);
    const server = await startServer(fault);
    try {
      const failed = await fetch(`${server.url}/__fault`);
      expect(failed.status).toBe(500);
      const requestId = failed.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(failed.headers.get('content-security-policy')).toContain("default-src 'none'");
      const body = await failed.text();
      expect(body).not.toContain('a request threw');
      expect(body).toContain(requestId);
      // The operator finds the failure by the id the viewer was shown.
      await expect
        .poll(() => linesAt(50, server.output()).find((line) => line.requestId === requestId))
        .toMatchObject({ msg: 'request failed outside the app', err: expect.stringContaining('a request threw') });
      // A promise a request left rejected is logged with the request; the answer and the server go on.
      expect((await fetch(`${server.url}/__fault-rejection`)).status).toBe(404);
      expect((await fetch(`${server.url}/healthz`)).status, server.output()).toBe(200);
      await expect
        .poll(() => linesAt(50, server.output()).find((line) => line.url === '/__fault-rejection'))
        .toMatchObject({
          msg: 'a request left a promise rejected',
          err: expect.stringContaining('a request left this rejected'),
        });

      server.child.kill('SIGUSR2');
      expect(await server.exited, server.output()).toBe(1);
      const [line, ...more] = linesAt(60, server.output());
      expect(more).toEqual([]);
      expect(line).toMatchObject({ service: 'ott-site', kind });
      expect(String(line?.msg)).toContain('exiting for the supervisor to restart');
      expect(String(line?.err)).toContain(message);
    } finally {
      server.child.kill('SIGKILL');
    }
  });
}
