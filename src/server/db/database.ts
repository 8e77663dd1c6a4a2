import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import type { BreakerRegistry } from '../shared/upstream/circuit-breaker';
import { isConnectionFailure } from './connection-failure';
import { lockFolder } from './folder-lock';
import { guardPool } from './guarded-pool';
import type { Db } from './db';
import { applyMigrations } from './migrate';
import { takeTurns } from './pglite-turns';

/**
 * The database port: PGlite (Postgres compiled to WASM) in a data folder by default, PostgreSQL when a URL is
 * given. Both are driven through drizzle's Postgres dialect, so repositories are written once.
 */
export type { Db } from './db';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The PostgreSQL pool's connections (for /metrics); absent with PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  /** postgres://… — when absent, PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; absent means in memory (tests). */
  dataDir?: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** Where the PostgreSQL pool's circuit breaker (`database`) is kept, for `/readyz` and `/metrics`. */
  breakers?: BreakerRegistry;
}

/**
 * How long a request waits for a connection (a new one, or a free one of a busy pool) before it is answered 503,
 * and how long for a query's answer before the connection is dropped as dead. PostgreSQL ends statements that
 * run longer by itself (`statement_timeout`); the read timeout covers a server or network that went silent.
 * Migrations run on a connection of their own without these limits (a long index build, waiting for the lock).
 */
export const CONNECT_TIMEOUT_MS = 5_000;
export const STATEMENT_TIMEOUT_MS = 10_000;
const QUERY_READ_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 2_000;
/** A database that is back is tried again this soon after the circuit opened (one trial query). */
const DATABASE_BREAKER_COOLDOWN_MS = 2_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url
    ? openPostgres(options.url, options.poolSize ?? 10, options.breakers)
    : await openPglite(options.dataDir);
  try {
    if (options.url) await migratePostgres(options.url);
    else await applyMigrations(database.db, database.kind);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * PGlite's PostgreSQL keeps its buffer cache (`shared_buffers`, 160 MB by default) inside the WASM memory, resident
 * from the start: PGlite alone measured 301 MB RSS right after opening, 187 MB with 32 MB. The files are read
 * through the operating system's cache anyway, so a smaller one costs little for one site's data; durability is
 * unchanged.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? lockFolder(dataDir) : () => {};
  try {
    const client = await PGlite.create(dataDir, {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    const close = async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    };
    return { db: drizzlePglite(takeTurns(client), { schema }), kind: 'pglite', close };
  } catch (error) {
    release();
    throw error;
  }
}

function openPostgres(url: string, max: number, breakers: BreakerRegistry | undefined): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_READ_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener that ends the process.
  pool.on('error', () => {});
  if (breakers) {
    guardPool(
      pool,
      breakers.get('database', { isFailure: isConnectionFailure, cooldownMs: DATABASE_BREAKER_COOLDOWN_MS }),
    );
  }
  return {
    db: drizzlePostgres(pool, { schema }),
    kind: 'postgres',
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => {}); // a lost connection also fails the migration's pending query, which reports it
  await client.connect();
  try {
    await applyMigrations(drizzlePostgres(client, { schema }), 'postgres');
  } finally {
    await client.end();
  }
}

/** Answers when the database can run a query (readiness). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
