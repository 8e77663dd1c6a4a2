import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    environment: 'node',
    // Server-side translations, as the middleware registers them in the running site.
    setupFiles: ['src/lib/i18n/server.ts'],
    testTimeout: 20_000,
    // Opening a database (PGlite compiles its WASM on start) takes seconds on a busy machine.
    hookTimeout: 60_000,
  },
});
