/**
 * What `zod` is in the browser build (astro.config.mjs aliases it here for client code only). Zod compiles a fast
 * parser for each object schema with `new Function`; the site's Content-Security-Policy has no 'unsafe-eval', so
 * that probe is a CSP violation, which Firefox reports on every page whose scripts parse with zod. Jitless, zod
 * never tries. The setting is read when a schema is made, so it is made here, before any importer's schemas.
 */
import { config } from 'zod';

config({ jitless: true });

export * from 'zod';
export { z, z as default } from 'zod';
