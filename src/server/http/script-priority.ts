import { moduleTree } from '../../lib/module-tree.mjs';
import { ISLAND_RUNTIME_PATH } from './island-runtime.mjs';

/**
 * A module script runs once the page is parsed, so none of the page's own is needed for its first paint; Chromium
 * still fetches them at high priority, beside the stylesheets and the main image that are. Marked low, they go out
 * after those (an HTTP/2 stream's weight, a request held back on HTTP/1.1 while the page's stylesheets load). The
 * modules they import would still be fetched at high priority as each script arrives: each gets a low-priority
 * `modulepreload` link beside the script, and the import finds it loading already.
 * Left as they are: an `async` script (the `?play=1` quick start, made so by `preloadIslandModules`, starts a
 * stream the viewer asked for), the module preloads already there (the trees of islands that start with the page),
 * and on a page with such an island (an account form, the live guide, the embed player) Astro's island runtime,
 * which starts it.
 */
const PAGE_MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[\w.-]+\.js)"><\/script>/g;
const ISLAND_STARTING_WITH_PAGE = /<astro-island\b[^>]*\sclient="load"/;

/**
 * The page with its build's module scripts, and the modules they import, fetched at low priority.
 * @param imports each module's static imports (the build's module graph, `module-preloads.mjs`)
 */
export function lowPriorityModuleScripts(html: string, imports: Record<string, string[]>): string {
  const preloaded = new Set<string>();
  const islandStartsWithPage = ISLAND_STARTING_WITH_PAGE.test(html);
  return html.replace(PAGE_MODULE_SCRIPT, (script, path: string) => {
    if (path === ISLAND_RUNTIME_PATH && islandStartsWithPage) return script;
    let links = '';
    for (const imported of moduleTree(imports, [path])) {
      if (imported === path || preloaded.has(imported) || loadsAlready(html, imported)) continue;
      preloaded.add(imported);
      links += `<link rel="modulepreload" fetchpriority="low" href="${imported}">`;
    }
    return `<script type="module" fetchpriority="low" src="${path}"></script>${links}`;
  });
}

/** Whether the page asks for the module itself, as a script or a preload (an island's component waits for it). */
function loadsAlready(html: string, path: string): boolean {
  return html.includes(` src="${path}"`) || html.includes(` href="${path}"`);
}
