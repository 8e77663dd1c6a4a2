import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/database';
import { createBreakerRegistry } from '../../src/server/shared/upstream/circuit-breaker';

/**
 * Databases the API integration tests run against: PGlite always, and the PostgreSQL at `DATABASE_URL` when it
 * is set (CI sets it). Each test file gets a fresh, empty database — PGlite in memory, or a new PostgreSQL
 * database created for the file and dropped afterwards — so files run in parallel without seeing each other.
 */
export type DatabaseKind = 'pglite' | 'postgres';

/** Read once, as the file loads: a test may stub DATABASE_URL away for the container and still open its own. */
const SERVER_URL = process.env.DATABASE_URL;

export const databaseKinds: DatabaseKind[] = SERVER_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    return { ...database, dispose: () => database.close() };
  }
  const serverUrl = SERVER_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `ott_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Through the circuit breaker, as the server opens it, so every API test also runs on the guarded pool.
  const database = await openDatabase({ url: url.toString(), poolSize: 4, breakers: createBreakerRegistry() });
  return {
    ...database,
    async dispose() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
