// Astro's island runtime (the `astro-island` element, 4.4 KB) is inlined by Astro in every page with an island,
// about 2.2 KB of each page's compressed HTML. The build writes it as a hashed asset (astro.config.mjs), which
// browsers keep for good, and the server points pages at it instead (`externalIslandRuntime`).
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';

/**
 * One `import()` per module for all the islands of a page: given `importer` (the browser's `import`), a function
 * that imports a URL once while that import is under way or has succeeded; a failed one is forgotten, so Astro's
 * retry imports again. Why: WebKit (JavaScriptCore) settles a second `import()` of a module whose evaluation is
 * still going on asynchronously — every island's is, `lib/i18n` awaits the page's messages at its top level —
 * before that evaluation ends, the module's exports still undefined. Two islands of one component (the home page's
 * two watch-list shelves) then rendered an undefined component: React error #130 (decision 4230).
 * Source text, not a function: the server's bundle would reformat a function's text, and with it the file's hash.
 */
export const SHARED_IMPORT =
  '(importer)=>{const imports=new Map();return(url)=>{let pending=imports.get(url);if(!pending){' +
  'pending=importer(url);imports.set(url,pending);pending.catch(()=>imports.delete(url))}return pending}}';

// The built runtime's own import of an island's component and renderer.
const ASTRO_IMPORT = 'async importWithRetry(e){try{return await import(e)}';
if (!islandRuntime.includes(ASTRO_IMPORT)) {
  throw new Error("Astro's island runtime changed: its importWithRetry is not the one island-runtime.mjs shares");
}
/** The runtime the build writes: Astro's, its islands' imports shared (`SHARED_IMPORT`). */
export const BUILT_ISLAND_RUNTIME =
  `const islandImport=(${SHARED_IMPORT})((url)=>import(url));` +
  islandRuntime.replace(ASTRO_IMPORT, 'async importWithRetry(e){try{return await islandImport(e)}');

const hash = createHash('sha256').update(BUILT_ISLAND_RUNTIME).digest('base64url').slice(0, 10);
const FILE_NAME = `island-runtime.${hash}.js`;
export const ISLAND_RUNTIME_PATH = `/_astro/${FILE_NAME}`;

const INLINE = `<script>${islandRuntime}</script>`;
// A module script runs once the page is parsed; the islands already in it start when the element is defined.
const EXTERNAL = `<script type="module" src="${ISLAND_RUNTIME_PATH}"></script>`;

/** Writes the runtime into the client build's `_astro` folder (`astro:build:done`). */
export async function writeIslandRuntime(clientDir) {
  await writeFile(join(clientDir, '_astro', FILE_NAME), BUILT_ISLAND_RUNTIME);
}

/**
 * The page with Astro's inline island runtime replaced by the built file. A page rendered by `astro dev` (its
 * runtime is the development build) is left as it is.
 * @param {string} html
 * @returns {string}
 */
export function externalIslandRuntime(html) {
  return html.replace(INLINE, EXTERNAL);
}
