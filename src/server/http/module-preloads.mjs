// An island imports its component, which imports its own modules, and so on: the browser learns each level of
// the tree only once the level above has arrived (the player's is five levels deep). The build records every
// built module's static imports (`writeModuleGraph`), so the whole tree can load at once:
//  - an island that loads with the page (`client:load`): the server lists its tree in the page's head as
//    `modulepreload` links (`preloadIslandModules`);
//  - an island that waits (`client:intent`, `client:lists`): the build makes a preloader with the graph inside
//    (client-directives/island-preloader.ts), the page names it (`data-island-preloader`), and the directive
//    imports it as it starts the island.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { islandModules } from '../../lib/module-tree.mjs';

export const MODULE_GRAPH_FILE = 'module-graph.json';

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

/**
 * @typedef {object} ModuleGraph
 * @property {string} [preloader] the preloader's address (a hashed file of the client build)
 * @property {Record<string, string[]>} imports each module's static imports
 * @property {Record<string, string>} [messages] the module of each island message file (`messageModules`)
 */

const PRELOADER_SOURCE = fileURLToPath(new URL('../../client-directives/island-preloader.ts', import.meta.url));

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
  const shared = { imports: moduleGraph(modules), messages: messageModules(modules) };
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
  /** @type {ModuleGraph} */
  const graph = { preloader: `/_astro/${name}`, ...shared };
  await writeFile(join(serverDir, MODULE_GRAPH_FILE), JSON.stringify(graph));
}

const ISLAND = /<astro-island\b[^>]*>/g;

/**
 * The page with a `modulepreload` link in its head for each module of its `client:load` islands (component and
 * renderer, their imports, and the page's island messages), the ones it loads as scripts already left out; and,
 * when islands of our own directives wait in it, the preloader's address on its root element.
 * @param {string} html
 * @param {ModuleGraph} graph
 * @returns {string}
 */
export function preloadIslandModules(html, graph) {
  const roots = [];
  let waiting = false;
  for (const [tag] of html.matchAll(ISLAND)) {
    if (/\sclient="(?:intent|lists)"/.test(tag)) waiting = true;
    if (!/\sclient="load"/.test(tag)) continue;
    for (const [, path] of tag.matchAll(/\s(?:component|renderer)-url="(\/_astro\/[\w.-]+\.js)"/g)) roots.push(path);
  }
  const root = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
  const page = {
    language: /\slang="([\w-]+)"/.exec(root)?.[1] ?? '',
    namespaces: (/\sdata-island-messages="([\w\s-]*)"/.exec(root)?.[1] ?? '').split(' ').filter(Boolean),
  };
  const links = [...(roots.length > 0 ? islandModules(graph, roots, page) : [])]
    .filter((path) => !html.includes(`<script type="module" src="${path}"`))
    .map((path) => `<link rel="modulepreload" href="${path}">`)
    .join('');
  const preloaded = links ? html.replace('</head>', `${links}</head>`) : html;
  return waiting && graph.preloader
    ? preloaded.replace(/<html\b/, `<html data-island-preloader="${graph.preloader}"`)
    : preloaded;
}

/**
 * The graph the build wrote beside `moduleUrl` (the server build's middleware); none beside a source file, under
 * `astro dev`, where modules are not bundled.
 * @param {string} moduleUrl
 * @returns {ModuleGraph}
 */
export function readModuleGraph(moduleUrl) {
  try {
    return JSON.parse(readFileSync(join(dirname(fileURLToPath(moduleUrl)), MODULE_GRAPH_FILE), 'utf8'));
  } catch {
    return { imports: {} };
  }
}
