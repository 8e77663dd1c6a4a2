import { islandModules } from '../lib/module-tree.mjs';

type ModuleGraph = Parameters<typeof islandModules>[0];

let graph: Promise<ModuleGraph> | undefined;
const preloaded = new Set<string>();

/**
 * Starts loading every module of `island` (its component and renderer, all they import, and the page's island
 * messages) at once, from the build's module graph the page names (`data-module-graph`,
 * server/http/module-preloads.mjs), instead of level by level as the browser finds the imports. Without a graph
 * (`astro dev`) the island loads as usual.
 */
export function preloadTree(island: Element): void {
  const url = document.documentElement.dataset.moduleGraph;
  if (!url) return;
  graph ??= fetch(url)
    .then((response): Promise<ModuleGraph> => (response.ok ? response.json() : Promise.resolve({ imports: {} })))
    .catch(() => ({ imports: {} }));
  const roots = [island.getAttribute('component-url'), island.getAttribute('renderer-url')].filter(
    (path): path is string => path !== null,
  );
  const root = document.documentElement;
  const page = { language: root.lang, namespaces: (root.dataset.islandMessages ?? '').split(' ').filter(Boolean) };
  void graph.then((modules) => {
    for (const path of islandModules(modules, roots, page)) {
      if (preloaded.has(path)) continue;
      preloaded.add(path);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = path;
      document.head.append(link);
    }
  });
}
