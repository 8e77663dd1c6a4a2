import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { freePort } from './free-port';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

/**
 * Several built servers (`node server.mjs`) side by side, as a scaled-out deployment runs them: one PostgreSQL
 * database made for the group (dropped at the end), optionally one Redis, and a private copy of the demo CMS
 * dataset that a test may edit. Several instances need `DATABASE_URL` (a server where databases can be created); a
 * single one runs on PGlite in its own DATA_DIR when there is none.
 */
export interface Instance {
  url: string;
  process: ChildProcess;
  /** Its DATA_DIR (the mail outbox is in there, for a test that signs up). */
  dataDir: string;
  /** Everything the server wrote to stdout/stderr (JSON log lines), for failure messages. */
  output(): string;
}

export interface InstanceGroup {
  instances: Instance[];
  /** The private demo folder; its `cms/dataset.ndjson` may be edited by the test. */
  demoDir: string;
  /** The group's database, for a test that sets up what no API can (e.g. an account without a password); '' on PGlite. */
  databaseUrl: string;
  stop(): Promise<void>;
}

export interface GroupOptions {
  count: number;
  /** Extra environment for every instance (e.g. `REDIS_URL`, cache lifetimes). */
  env?: Record<string, string>;
  /** Where the instances reach PostgreSQL instead of `DATABASE_URL`'s host (a fault-injecting proxy in front of it). */
  databasePort?: number;
}

const root = resolve(import.meta.dirname, '..', '..');

async function admin(text: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The demo folder with a copy of the CMS dataset file and links to everything else (media files are large). */
function privateDemoDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ott-instances-demo-'));
  const source = join(root, 'data', 'demo');
  for (const name of readdirSync(source)) {
    if (name !== 'cms') symlinkSync(join(source, name), join(dir, name));
  }
  mkdirSync(join(dir, 'cms'));
  for (const name of readdirSync(join(source, 'cms'))) {
    if (name === 'dataset.ndjson') cpSync(join(source, 'cms', name), join(dir, 'cms', name));
    else symlinkSync(join(source, 'cms', name), join(dir, 'cms', name));
  }
  return dir;
}

async function waitHealthy(instance: Instance, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) throw new Error(`instance exited:\n${instance.output()}`);
    const ok = await fetch(`${instance.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error(`instance at ${instance.url} not ready after ${timeoutMs} ms:\n${instance.output()}`);
}

export async function startInstances({ count, env = {}, databasePort }: GroupOptions): Promise<InstanceGroup> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl && count > 1) throw new Error('DATABASE_URL is not set: several instances need a shared PostgreSQL');
  const database = serverUrl ? await createGroupDatabase(serverUrl, databasePort) : null;
  const demoDir = privateDemoDir();

  const instances: Instance[] = [];
  for (let index = 0; index < count; index += 1) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let output = '';
    const dataDir = mkdtempSync(join(tmpdir(), `ott-instance-${index}-`));
    const child = spawn(process.execPath, ['server.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: url,
        LOG_LEVEL: 'warn',
        DATABASE_URL: database?.instanceUrl ?? '',
        REDIS_URL: '',
        DATA_DIR: dataDir,
        DEMO_DIR: demoDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    instances.push({ url, process: child, dataDir, output: () => output });
  }

  const stop = async () => {
    await Promise.all(
      instances.map(
        (instance) =>
          new Promise<void>((resolveExit) => {
            if (instance.process.exitCode !== null) return resolveExit();
            instance.process.once('exit', () => resolveExit());
            instance.process.kill('SIGTERM');
          }),
      ),
    );
    await database?.drop();
  };

  try {
    // One after the other: the first runs the migrations, the others find them applied.
    for (const instance of instances) await waitHealthy(instance);
  } catch (error) {
    await stop();
    throw error;
  }
  return { instances, demoDir, databaseUrl: database?.url ?? '', stop };
}

async function createGroupDatabase(serverUrl: string, databasePort: number | undefined) {
  const name = `ott_e2e_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const instanceUrl = new URL(url);
  if (databasePort) {
    instanceUrl.hostname = '127.0.0.1';
    instanceUrl.port = String(databasePort);
  }
  return {
    url: url.toString(),
    instanceUrl: instanceUrl.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
