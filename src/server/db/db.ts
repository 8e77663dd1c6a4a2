import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The drizzle handle repositories use, whichever engine is behind it (PGlite or PostgreSQL). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
