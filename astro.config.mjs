// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { precompressAssets } from './scripts/build/precompress-assets.mjs';
import { writeIslandRuntime } from './src/server/http/island-runtime.mjs';
import { writeModuleGraph } from './scripts/build/module-graph.mjs';

const zodInBrowser = fileURLToPath(new URL('./src/lib/zod-in-browser.ts', import.meta.url));

/** Client code's `zod` is `src/lib/zod-in-browser.ts` (jitless: no `new Function` under the site's CSP). */
function zodJitlessInBrowser() {
  return {
    name: 'zod-jitless-in-browser',
    enforce: /** @type {const} */ ('pre'),
    /**
     * @this {{ environment?: { name: string } }} Vite's environment API: `this.environment` names the build being made.
     * @param {string} source @param {string | undefined} importer @param {{ ssr?: boolean } | undefined} options
     * @returns {string | null}
     */
    resolveId(source, importer, options) {
      if (source !== 'zod' || importer === zodInBrowser) return null;
      const environment = this.environment?.name;
      /** @type {boolean} */
      const client = environment ? environment === 'client' : !options?.ssr;
      return client ? zodInBrowser : null;
    },
  };
}

// Languages with resource files; which of them are enabled is runtime configuration (LANGUAGES).
const locales = ['en', 'es', 'nl', 'fr', 'de'];

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [
    react(),
    {
      // `client:lists` (src/client-directives/lists.ts): watch-list islands load only for viewers who have lists;
      // `client:intent` (intent.ts): islands already right for a guest load on the viewer's first interaction;
      // `client:live` (live.ts): a live event's player, which also loads when the event's status changes;
      // `client:quick` (quick.ts): a player whose stream a small script starts first, live once it plays.
      name: 'client-directives',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'lists', entrypoint: './src/client-directives/lists.ts' });
          addClientDirective({ name: 'intent', entrypoint: './src/client-directives/intent.ts' });
          addClientDirective({ name: 'live', entrypoint: './src/client-directives/live.ts' });
          addClientDirective({ name: 'quick', entrypoint: './src/client-directives/quick.ts' });
        },
      },
    },
    {
      // Before the precompression: the file gets its `.br` and `.gz` too.
      name: 'island-runtime',
      hooks: {
        'astro:build:done': () => writeIslandRuntime(fileURLToPath(new URL('./dist/client/', import.meta.url))),
      },
    },
    {
      name: 'module-graph',
      hooks: {
        'astro:build:done': () =>
          writeModuleGraph(
            fileURLToPath(new URL('./dist/client/', import.meta.url)),
            fileURLToPath(new URL('./dist/server/', import.meta.url)),
          ),
      },
    },
    {
      name: 'precompress-assets',
      hooks: {
        'astro:build:done': async ({ logger }) => {
          const totals = await precompressAssets(fileURLToPath(new URL('./dist/client/', import.meta.url)));
          logger.info(`${totals.files} assets precompressed: ${totals.raw} bytes -> ${totals.brotli} with Brotli`);
        },
      },
    },
  ],
  i18n: { locales, defaultLocale: 'en', routing: 'manual' },
  server: { port: 4321, host: true },
  build: { inlineStylesheets: 'auto' },
  security: { checkOrigin: false },
  // JSON lines in the production server, like the app's own logs (src/server/astro-log.mjs).
  logger: { entrypoint: './src/server/astro-log.mjs' },
  vite: {
    ssr: { external: ['sharp', '@electric-sql/pglite'] },
    plugins: [zodJitlessInBrowser()],
  },
});
