/**
 * A module script runs once the page is parsed, so none of the page's own is needed for its first paint; Chromium
 * still fetches them at high priority, beside the stylesheets and the main image that are. Marked low, they go out
 * after those (an HTTP/2 stream's weight, a request held back on HTTP/1.1 while the page's stylesheets load).
 * Left as they are: an `async` script (the `?play=1` quick start, made so by `preloadIslandModules`, starts a
 * stream the viewer asked for) and module preloads (the trees of islands that start with the page).
 */
const PAGE_MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[\w.-]+\.js)"><\/script>/g;

/** The page with its build's module scripts fetched at low priority. */
export function lowPriorityModuleScripts(html: string): string {
  return html.replace(PAGE_MODULE_SCRIPT, '<script type="module" fetchpriority="low" src="$1"></script>');
}
