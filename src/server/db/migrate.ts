import { sql } from 'drizzle-orm';
import type { Db } from './db';
import { resultRows } from './result-rows';

/**
 * Applies the SQL migrations drizzle-kit generated (src/server/db/migrations/*.sql), in name order, each once, in
 * a transaction. The files are bundled into the build, so the server needs no source folder at run time. On
 * PostgreSQL an advisory lock lets several instances start at once without racing.
 */
const files = import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true });

export interface Migration {
  name: string;
  statements: string[];
}

export function bundledMigrations(): Migration[] {
  return Object.entries(files)
    .map(([path, text]) => ({
      name: path.replace(/^.*\//, '').replace(/\.sql$/, ''),
      statements: text
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter(Boolean),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const MIGRATION_LOCK = 727_001;

export async function applyMigrations(db: Db, kind: 'pglite' | 'postgres', migrations = bundledMigrations()) {
  await db.transaction(async (tx) => {
    if (kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(
      sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
    );
    const applied: unknown = await tx.execute(sql`select name from schema_migrations`);
    const done = new Set(resultRows(applied).map((row) => String(row.name)));
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into schema_migrations (name) values (${migration.name})`);
    }
  });
}
