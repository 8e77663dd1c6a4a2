import { resolve } from 'node:path';
import { loadAuthKeys } from '../auth/keys';
import { openDatabase, type Database } from '../db/database';
import type { AuthKeys } from '../features/account/deps';
import type { Core } from './core';
import { once } from './once';

export interface DatabasePorts {
  /** The database, opened (and migrated) on first use: PGlite in DATA_DIR, or PostgreSQL at `DATABASE_URL`. */
  database: () => Promise<Database>;
  /** The keys derived from the auth secret (kept in the database when `AUTH_SECRET` is unset). */
  authKeys: () => Promise<AuthKeys>;
}

/** `onOpen` hears the opened database (the metrics read its pool). */
export function buildDatabase({ env, upstreams, dataDir }: Core, onOpen: (database: Database) => void): DatabasePorts {
  const database = once(async () => {
    const url = env.DATABASE_URL;
    const opened = await openDatabase({ url, dataDir: url ? undefined : resolve(dataDir, 'pglite'), breakers: upstreams });
    onOpen(opened);
    return opened;
  });
  const authKeys = once(async () => loadAuthKeys((await database()).db, env.AUTH_SECRET));
  return { database, authKeys };
}
