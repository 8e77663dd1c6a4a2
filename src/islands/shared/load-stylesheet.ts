/**
 * Adds a stylesheet to the page once and waits for it. For lazily loaded code: CSS it imports the usual way
 * would be linked, render-blocking, from every page whose scripts can reach it (import it with `?url` instead).
 * A stylesheet that fails leaves the part unstyled but usable: the promise resolves either way.
 */
export function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}
