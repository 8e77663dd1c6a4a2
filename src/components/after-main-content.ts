/**
 * On the page's root while a stream that plays with the page (`?play=1`) starts: what can wait (the shelves and
 * footer, the page's enhancement scripts) waits for it. QuickStart.astro sets it and its stylesheet names it. Here,
 * not beside the quick start's states: the layout's script, on every page, would load that module for it.
 */
export const STREAM_STARTING_ATTRIBUTE = 'data-stream-starting';

/**
 * Resolves once the page has painted, its main image (the one marked `fetchpriority="high"`, the page's largest
 * paint) has been decoded and a frame drawn with it, and a stream that plays with the page has started, or after
 * `capMs` at the latest. Scripts that enhance the page wait for it, so what viewers came for is not sharing the
 * bandwidth and the main thread with them. Not the image's `load`: on a busy phone its paint came a few frames
 * later, and the enhancement scripts (a dozen requests) were then fetched before the largest paint, as its cost.
 */
export function afterMainContent(capMs = 1500): Promise<void> {
  const painted = new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const cap = new Promise<void>((resolve) => setTimeout(resolve, capMs));
  const ready = Promise.all([painted, image ? imagePainted(image) : undefined, streamStarted()]);
  return Promise.race([ready.then(() => undefined), cap]);
}

/** After the frame that first shows `image` (decoded), or once it failed to load. */
function imagePainted(image: HTMLImageElement): Promise<void> {
  const decoded = typeof image.decode === 'function' ? image.decode().catch(() => undefined) : Promise.resolve();
  return decoded.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
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

/**
 * Resolves once the browser has reported the main image (`fetchpriority="high"`) as the page's largest paint, for
 * what is only decoration or a side panel (the hero's loop, the bell's stream): started earlier, it shares the
 * network and the main thread with that paint (the hero loop is half a megabyte), and after the image's `load` the
 * paint can still be frames away on a busy phone. Where the browser reports no largest paint (Safari), or the main
 * image never becomes it (a larger block of text), it resolves `afterMs` after `afterMainContent`.
 */
export function afterLargestPaint(afterMs = 2500): Promise<void> {
  const fallback = afterMainContent().then(() => new Promise<void>((resolve) => setTimeout(resolve, afterMs)));
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const supported = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint') ?? false;
  if (!image || !supported) return image ? fallback : afterMainContent();
  return new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>;
      if (!entries.some((entry) => entry.element === image)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    void fallback.then(() => {
      observer.disconnect();
      resolve();
    });
  });
}
