// Shared by the server, which preloads a `client:load` island's modules, and the client directives, which preload
// an island's modules as it starts (src/server/http/module-preloads.mjs).

/**
 * The client build's module graph, as the build writes it (scripts/build/module-graph.mjs).
 * @typedef {object} ModuleGraph
 * @property {Record<string, string[]>} imports each module's static imports
 * @property {Record<string, string[]>} [inUse] each module's on-demand imports of what an island needs the moment
 *   the viewer uses it (a player's controls and HLS engine)
 * @property {Record<string, string>} [messages] the module of each island message file, by `language/namespace`
 * @property {string} [preloader] the address of the preloader bundled with the graph inside (a hashed file)
 */

/**
 * The modules in `roots` and every module they import statically, directly or not, each once.
 * @param {Record<string, string[]>} imports each module's static imports (the build's module graph)
 * @param {Iterable<string>} roots
 * @returns {Set<string>}
 */
export function moduleTree(imports, roots) {
  const found = new Set();
  const visit = (/** @type {string} */ path) => {
    if (found.has(path)) return;
    found.add(path);
    for (const imported of imports[path] ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return found;
}

/**
 * Every module islands of a page need as they start: the trees of `roots` (their components and renderers) and
 * the message modules of the namespaces the page names in its language (lib/i18n, `data-island-messages`); with
 * `inUse`, also the trees of what those trees import on demand as soon as the viewer uses the island
 * (`graph.inUse`: a player's controls and HLS engine).
 * @param {ModuleGraph} graph
 * @param {Iterable<string>} roots
 * @param {{ language: string, namespaces: string[] }} page
 * @param {boolean} [inUse]
 * @returns {Set<string>}
 */
export function islandModules(graph, roots, page, inUse = false) {
  const found = moduleTree(graph.imports, roots);
  if (inUse) {
    const onDemand = [...found].flatMap((path) => graph.inUse?.[path] ?? []);
    for (const path of moduleTree(graph.imports, onDemand)) found.add(path);
  }
  for (const namespace of page.namespaces) {
    const messages = graph.messages?.[`${page.language}/${namespace}`];
    if (messages) found.add(messages);
  }
  return found;
}
