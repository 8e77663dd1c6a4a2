// What the bench parts share: starting the built server and waiting for it, and Debian's Chromium on this closed
// network.
import { spawn } from 'node:child_process';

/**
 * Starts the built server of `root` on `port` (logs at warn unless `env` says otherwise; `env` adds its settings).
 * `stop()` ends it and resolves once it has exited.
 */
export function startServer({ root, port, env = {} }) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: origin, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    origin,
    pid: child.pid,
    stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForServer(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** As root Chromium needs --no-sandbox; the rest keeps it from calling out. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
