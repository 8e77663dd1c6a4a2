import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a new SQL migration into src/server/db/migrations after a change under src/server/db/schema/. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
