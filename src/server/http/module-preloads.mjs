// An island imports its component, which imports its own modules, and so on: the browser learns each level of
// the tree only once the level above has arrived (the player's is five levels deep). The build records every
// built module's static imports (scripts/build/module-graph.mjs), so the whole tree can load at once:
//  - an island that loads with the page (`client:load`): the server lists its tree in the page's head as
//    `modulepreload` links (`preloadIslandModules`);
//  - a player whose stream the page's own script starts before its island (`client:quick`): the head lists that
//    script's tree and the HLS engine it starts (the stream's first playlist is preloaded by QuickStart.astro), and
//    the island's tree waits for the preloader, as below;
//  - an island that waits (`client:intent`, `client:live`, `client:lists`, `client:quick`): the build makes a
//    preloader with the graph inside (client-directives/island-preloader.ts), the page names it
//    (`data-island-preloader`), and the directive imports it as it starts the island.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { islandModules } from '../../lib/module-tree.mjs';

/** The graph's file in the server build, beside its middleware. */
export const MODULE_GRAPH_FILE = 'module-graph.json';

/** @typedef {import('../../lib/module-tree.mjs').ModuleGraph} ModuleGraph */

const ISLAND = /<astro-island\b[^>]*>/g;
// A player island that starts playing with the page (`?play=1`) uses its controls and HLS engine at once.
const PLAYS_AT_ONCE = /\sprops="[^"]*&quot;autostart&quot;:\[0,true\]/;
// The script of components/media/QuickStart.astro, as the build names it.
const QUICK_START_SCRIPT = /<script type="module" src="(\/_astro\/QuickStart\.astro_[\w.-]+\.js)"><\/script>/;
// A media screen's player (components/media/WatchStage.astro).
const PLAYER = /\sdata-player-for="/;
// The script of components/media/QuickStartOnPress.astro: a press starts the stream before the island loads.
const QUICK_START_ON_PRESS = /<script type="module" src="\/_astro\/QuickStartOnPress\.astro_/;

/**
 * The page with a `modulepreload` link in its head for each module of its `client:load` islands (component and
 * renderer, their imports, and the page's island messages, and for a player that plays at once the modules it
 * imports on demand as it plays), the ones it loads as scripts already left out; for a player's quick start,
 * its script's tree and engine, the script made `async`; and, when islands of our own directives wait in it, the
 * preloader's address on its root element, and on a media screen whose player waits to start its own stream, the
 * preloader itself.
 * @param {string} html
 * @param {ModuleGraph} graph
 * @returns {string}
 */
export function preloadIslandModules(html, graph) {
  const roots = [];
  const playingRoots = [];
  let waiting = false;
  let quickStart = false;
  for (const [tag] of html.matchAll(ISLAND)) {
    if (/\sclient="(?:intent|live|lists|quick)"/.test(tag)) waiting = true;
    if (/\sclient="quick"/.test(tag)) quickStart = true;
    if (!/\sclient="load"/.test(tag)) continue;
    for (const [, path] of tag.matchAll(/\s(?:component|renderer)-url="(\/_astro\/[\w.-]+\.js)"/g)) {
      roots.push(path);
      if (PLAYS_AT_ONCE.test(tag)) playingRoots.push(path);
    }
  }
  const root = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
  const page = {
    language: /\slang="([\w-]+)"/.exec(root)?.[1] ?? '',
    // lib/i18n's ISLAND_NAMESPACES_ATTRIBUTE: a TypeScript module, which the build step importing this one cannot load.
    namespaces: (/\sdata-island-messages="([\w\s-]*)"/.exec(root)?.[1] ?? '').split(' ').filter(Boolean),
  };
  const quickStartScript = quickStart ? QUICK_START_SCRIPT.exec(html) : null;
  if (quickStartScript) {
    playingRoots.push(quickStartScript[1]);
    // It starts the stream: it runs as soon as it has arrived, not once the whole page is parsed and styled.
    html = html.replace(quickStartScript[0], `<script type="module" async src="${quickStartScript[1]}"></script>`);
  }
  const modules =
    roots.length + playingRoots.length > 0
      ? new Set([...islandModules(graph, roots, page), ...islandModules(graph, playingRoots, page, true)])
      : [];
  const links = [...modules]
    .filter((path) => !html.includes(` src="${path}"></script>`))
    .map((path) => `<link rel="modulepreload" href="${path}">`)
    .join('');
  if (!waiting || !graph.preloader) return links ? html.replace('</head>', `${links}</head>`) : html;
  // A player that waits for the viewer's press: the preloader itself comes with the page, so that press does not
  // first wait a round trip for the list of what to load (3.5 KB; other pages' islands keep that round trip). Not
  // where the page's own script starts the stream, with the page or at the press: the island loads after it.
  const islandStartsStream = PLAYER.test(html) && !quickStartScript && !QUICK_START_ON_PRESS.test(html);
  const preloader = islandStartsStream ? `<link rel="modulepreload" href="${graph.preloader}">` : '';
  return html
    .replace('</head>', `${links}${preloader}</head>`)
    .replace(/<html\b/, `<html data-island-preloader="${graph.preloader}"`);
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
