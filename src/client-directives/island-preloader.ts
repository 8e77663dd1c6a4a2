import { islandMessagesOf } from '../lib/i18n/page-messages';
import { islandModules, type ModuleGraph } from '../lib/module-tree.mjs';

/** The client build's module graph, put in by the build (scripts/build/module-graph.mjs). */
declare const __MODULE_GRAPH__: ModuleGraph;

/**
 * The preloader the build makes from this file with the graph inside (`_astro/island-preloader.<hash>.js`): starts
 * loading every module of `island` (its component and renderer, all they import, and the page's island messages)
 * at once, instead of level by level as the browser finds the imports; with `inUse` (the viewer's intent is on
 * the island itself), also what it imports on demand as it is used: a player's controls and HLS engine. The
 * directives import it as an island starts (`preload-island.ts`).
 */
export default function preloadModules(island: Element, inUse = false): void {
  const roots = [island.getAttribute('component-url'), island.getAttribute('renderer-url')].filter(
    (path): path is string => path !== null,
  );
  const page = islandMessagesOf(document.documentElement);
  // The page's own links (a `client:load` island's, server/http/module-preloads.mjs) and other islands' already ask.
  const linked = new Set(
    Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute('href')),
  );
  for (const path of islandModules(__MODULE_GRAPH__, roots, page, inUse)) {
    if (linked.has(path)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = path;
    document.head.append(link);
  }
}
