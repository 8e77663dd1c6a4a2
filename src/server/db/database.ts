import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { lockFolder } from './folder-lock';
import { applyMigrations } from './migrate';

/**
 * The database port: PGlite (Postgres compiled to WASM) in a data folder by default, PostgreSQL when a URL is
 * given. Both are driven through drizzle's Postgres dialect, so repositories are written once.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

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
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url ? openPostgres(options.url, options.poolSize ?? 10) : await openPglite(options.dataDir);
  try {
    await applyMigrations(database.db, database.kind);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? lockFolder(dataDir) : () => {};
  try {
    const client = await PGlite.create(dataDir);
    const close = async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    };
    return { db: drizzlePglite(client, { schema }), kind: 'pglite', close };
  } catch (error) {
    release();
    throw error;
  }
}

function openPostgres(url: string, max: number): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that loses its connection emits 'error' on the pool; without a listener that ends the process.
  pool.on('error', () => {});
  return {
    db: drizzlePostgres(pool, { schema }),
    kind: 'postgres',
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Answers when the database can run a query (readiness). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
