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
 * The modules that the modules of `tree` import on demand as soon as the viewer uses their island (`graph.inUse`:
 * a player's controls and HLS engine), with everything those import statically, less what `tree` holds.
 * @param {ModuleGraph} graph
 * @param {Set<string>} tree an island's modules (`moduleTree`)
 * @returns {Set<string>}
 */
export function inUseModules(graph, tree) {
  const roots = [...tree].flatMap((path) => graph.inUse?.[path] ?? []);
  const found = moduleTree(graph.imports, roots);
  for (const path of tree) found.delete(path);
  return found;
}

/**
 * Every module islands of a page need as they start: the trees of `roots` (their components and renderers) and
 * the message modules of the namespaces the page names in its language (lib/i18n, `data-island-messages`).
 * @param {ModuleGraph} graph
 * @param {Iterable<string>} roots
 * @param {{ language: string, namespaces: string[] }} page
 * @returns {Set<string>}
 */
export function islandModules(graph, roots, page) {
  const found = moduleTree(graph.imports, roots);
  for (const namespace of page.namespaces) {
    const messages = graph.messages?.[`${page.language}/${namespace}`];
    if (messages) found.add(messages);
  }
  return found;
}
