// Build step (astro.config.mjs, `astro:build:done`): the client modules' static imports, the on-demand imports of
// what a player needs once used, and the module of each island message file, written into the server build for
// src/server/http/module-preloads.mjs, and the preloader the directives import (client-directives/
// island-preloader.ts) bundled with that graph inside.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULE_GRAPH_FILE } from '../../src/server/http/module-preloads.mjs';

// The bundler's static import and re-export forms: `import{a as b}from"./x.js"`, `import"./x.js"`,
// `export*from"./x.js"`. Dynamic `import("./x.js")` is left out: it loads on demand.
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["'](\.\/[\w.-]+\.js)["']/g;

/**
 * The static imports of each module in `modules` (file name -> source), as site paths under `/_astro/`.
 * @param {Record<string, string>} modules
 * @returns {Record<string, string[]>}
 */
export function moduleGraph(modules) {
  /** @type {Record<string, string[]>} */
  const graph = {};
  for (const [name, source] of Object.entries(modules)) {
    const imports = new Set(Array.from(source.matchAll(STATIC_IMPORT), (match) => `/_astro/${match[1].slice(2)}`));
    if (imports.size > 0) graph[`/_astro/${name}`] = [...imports];
  }
  return graph;
}

// The chunks an island imports on demand the moment the viewer uses it, named as the bundler names them: a
// player's controls and its HLS engine. Fetched only once the island had started, they came 150 ms and more after
// the viewer's press on play: they start with the island's own modules when the intent is on the island itself,
// and with the page when it plays at once (lib/module-tree.mjs, `islandModules`).
export const IN_USE_CHUNKS = ['PlayerChrome', 'hls'];

const DYNAMIC_IMPORT = /\bimport\(\s*[`"'](\.\/[\w.-]+\.js)[`"']\s*\)/g;

/** `PlayerChrome.BRulkz5e.js` -> `PlayerChrome`, `hls.light.B5YW9Yff.js` -> `hls.light`. */
const chunkName = (file) => file.split('.').slice(0, -2).join('.');

/**
 * Each module's on-demand imports of `IN_USE_CHUNKS`, as site paths; throws when one of them is not in the build,
 * so a renamed module cannot silently take its chunk out.
 * @param {Record<string, string>} modules
 * @returns {Record<string, string[]>}
 */
export function inUseImports(modules) {
  for (const name of IN_USE_CHUNKS) {
    if (!Object.keys(modules).some((file) => chunkName(file) === name)) {
      throw new Error(`module graph: no chunk named ${name} in the client build (IN_USE_CHUNKS)`);
    }
  }
  /** @type {Record<string, string[]>} */
  const graph = {};
  for (const [name, source] of Object.entries(modules)) {
    const files = new Set(Array.from(source.matchAll(DYNAMIC_IMPORT), (match) => match[1].slice(2)));
    const inUse = [...files].filter((file) => IN_USE_CHUNKS.includes(chunkName(file)));
    if (inUse.length > 0) graph[`/_astro/${name}`] = inUse.map((file) => `/_astro/${file}`);
  }
  return graph;
}

// How the bundler writes the lazy loaders of lib/i18n/message-chunks.ts's glob:
// `"./locales/en/player.json":()=>t(()=>import(`./player.BQ_fvZC7.js`)`.
const MESSAGES_LOADER =
  /"\.\/locales\/([\w-]+)\/([\w-]+)\.json":\(\)=>[\w$]+\(\(\)=>import\([`"'](\.\/[\w.-]+\.js)[`"']\)/g;

/**
 * The module of each island message file (`language/namespace`, e.g. `en/player`), which an island's i18n loads
 * on demand: the page names the namespaces it needs (`data-island-messages`).
 * @param {Record<string, string>} modules
 * @returns {Record<string, string>}
 */
export function messageModules(modules) {
  /** @type {Record<string, string>} */
  const found = {};
  for (const source of Object.values(modules)) {
    for (const [, language, namespace, file] of source.matchAll(MESSAGES_LOADER)) {
      found[`${language}/${namespace}`] = `/_astro/${file.slice(2)}`;
    }
  }
  return found;
}

const PRELOADER_SOURCE = fileURLToPath(new URL('../../src/client-directives/island-preloader.ts', import.meta.url));

/**
 * Writes the graph of the client build's modules into the server build, and the preloader with the graph inside
 * into the client build (`astro:build:done`).
 */
export async function writeModuleGraph(clientDir, serverDir) {
  const folder = join(clientDir, '_astro');
  const names = (await readdir(folder)).filter((name) => name.endsWith('.js'));
  const modules = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name), 'utf8')])),
  );
  const shared = { imports: moduleGraph(modules), inUse: inUseImports(modules), messages: messageModules(modules) };
  const bundled = await build({
    entryPoints: [PRELOADER_SOURCE],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    define: { __MODULE_GRAPH__: JSON.stringify(shared) },
  });
  const code = bundled.outputFiles[0].text;
  const name = `island-preloader.${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;
  await writeFile(join(folder, name), code);
  /** @type {import('../../src/lib/module-tree.mjs').ModuleGraph} */
  const graph = { preloader: `/_astro/${name}`, ...shared };
  await writeFile(join(serverDir, MODULE_GRAPH_FILE), JSON.stringify(graph));
}
