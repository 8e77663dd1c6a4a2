// Astro's island runtime (the `astro-island` element, 4.4 KB) is inlined by Astro in every page with an island,
// about 2.2 KB of each page's compressed HTML. The build writes it as a hashed asset (astro.config.mjs), which
// browsers keep for good, and the server points pages at it instead (`externalIslandRuntime`).
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';

const hash = createHash('sha256').update(islandRuntime).digest('base64url').slice(0, 10);
const FILE_NAME = `island-runtime.${hash}.js`;
export const ISLAND_RUNTIME_PATH = `/_astro/${FILE_NAME}`;

const INLINE = `<script>${islandRuntime}</script>`;
// A module script runs once the page is parsed; the islands already in it start when the element is defined.
const EXTERNAL = `<script type="module" src="${ISLAND_RUNTIME_PATH}"></script>`;

/** Writes the runtime into the client build's `_astro` folder (`astro:build:done`). */
export async function writeIslandRuntime(clientDir) {
  await writeFile(join(clientDir, '_astro', FILE_NAME), islandRuntime);
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
