// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';

// Languages with resource files; which of them are enabled is runtime configuration (LANGUAGES).
const locales = ['en', 'es', 'nl', 'fr', 'de'];

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  i18n: { locales, defaultLocale: 'en', routing: 'manual' },
  server: { port: 4321, host: true },
  build: { inlineStylesheets: 'auto' },
  security: { checkOrigin: false },
  vite: {
    ssr: { external: ['sharp', '@electric-sql/pglite'] },
  },
});
