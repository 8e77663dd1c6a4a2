import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a new SQL migration into src/server/db/migrations after a schema.ts change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
