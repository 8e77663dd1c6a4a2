import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from './support/free-port';

/**
 * Two built servers on one PGlite folder would overwrite each other's writes: the second must refuse to run,
 * saying why, and the first keep working. After the first stops, the folder can be used again.
 */
const root = resolve(import.meta.dirname, '..');


async function startServer(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  return { url: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

async function ready(url: string) {
  await expect
    .poll(
      () =>
        fetch(`${url}/api/offers`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
}

test('a second server on the same PGlite folder refuses to run; the folder is free again after the first stops', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-lock-e2e-'));
  const first = await startServer(dataDir);
  try {
    await ready(first.url);
    const second = await startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is in use by process ${first.child.pid}`);
    expect((await fetch(`${first.url}/api/offers`)).status).toBe(200);
  } finally {
    first.child.kill('SIGTERM');
    await first.exited;
  }
  const third = await startServer(dataDir);
  try {
    await ready(third.url);
  } finally {
    third.child.kill('SIGTERM');
    await third.exited;
  }
});
