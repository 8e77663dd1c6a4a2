/**
 * On the page's root while a stream that plays with the page (`?play=1`) starts: what can wait (the shelves and
 * footer, the page's enhancement scripts) waits for it. QuickStart.astro sets it and its stylesheet names it. Here,
 * not beside the quick start's states: the layout's script, on every page, would load that module for it.
 */
export const STREAM_STARTING_ATTRIBUTE = 'data-stream-starting';

/**
 * Resolves once the page has painted, its main image (the one marked `fetchpriority="high"`, the page's largest
 * paint) has arrived and a stream that plays with the page has started, or after `capMs` at the latest. Scripts that
 * enhance the page wait for it, so what viewers came for is not sharing the bandwidth and the main thread with them.
 */
export function afterMainContent(capMs = 1500): Promise<void> {
  const painted = new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const imageArrived =
    !image || image.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        });
  const cap = new Promise<void>((resolve) => setTimeout(resolve, capMs));
  return Promise.race([Promise.all([painted, imageArrived, streamStarted()]).then(() => undefined), cap]);
}

function streamStarted(): Promise<void> {
  const root = document.documentElement;
  if (!root.hasAttribute(STREAM_STARTING_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.hasAttribute(STREAM_STARTING_ATTRIBUTE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [STREAM_STARTING_ATTRIBUTE] });
  });
}
