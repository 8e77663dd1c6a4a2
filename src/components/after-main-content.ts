/**
 * Resolves once the page has painted and its main image (the one marked `fetchpriority="high"`, the page's
 * largest paint) has arrived, or after `capMs` at the latest. Scripts that enhance the page wait for it, so on a
 * slow connection the image viewers look at is not sharing the bandwidth with them.
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
  return Promise.race([Promise.all([painted, imageArrived]).then(() => undefined), cap]);
}
