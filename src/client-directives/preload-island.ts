/**
 * Has the build's preloader (the page names it on `<html data-island-preloader>`, server/http/module-preloads.mjs)
 * start loading `island`'s whole module tree at once, and with `inUse` what it loads on demand as it is used. It
 * is a file of its own: this runs inline in every page with a waiting island, so it stays small. Without one
 * (`astro dev`) the island loads as usual.
 */
export function preloadIsland(island: Element, inUse = false): void {
  const url = document.documentElement.dataset.islandPreloader;
  if (!url) return;
  import(/* @vite-ignore */ url).then(
    (preloader: { default: (island: Element, inUse: boolean) => void }) => preloader.default(island, inUse),
    () => {},
  );
}
