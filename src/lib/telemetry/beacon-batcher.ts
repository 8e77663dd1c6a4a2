/**
 * Collects what a page reports into batches sent together: every `intervalMs` while something is pending, and at
 * once when the page is hidden or left (`pagehide`, `visibilitychange` to hidden), the last moment a browser
 * still sends. `collect` answers what is pending now (e.g. each player's quality since the last beacon).
 */
export interface BatcherOptions<T> {
  collect: () => T[];
  send: (batch: T[]) => void;
  /** At most this many items a beacon; more go in the next ones, sent at once. */
  maxBatch: number;
  intervalMs: number;
  setInterval?: (run: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export interface Batcher {
  flush(): void;
  /** Starts the timer and the page-leave listeners; returns the function that stops them. */
  start(
    target?: Pick<Window, 'addEventListener' | 'removeEventListener'>,
    page?: Pick<Document, 'visibilityState'>,
  ): () => void;
}

export function createBeaconBatcher<T>(options: BatcherOptions<T>): Batcher {
  const every = options.setInterval ?? ((run, ms) => globalThis.setInterval(run, ms));
  const stopEvery = options.clearInterval ?? ((handle) => globalThis.clearInterval(handle as number));

  function flush() {
    const items = options.collect();
    for (let start = 0; start < items.length; start += options.maxBatch) {
      options.send(items.slice(start, start + options.maxBatch));
    }
  }

  return {
    flush,
    start(target = window, page = document) {
      const onHidden = () => {
        if (page.visibilityState === 'hidden') flush();
      };
      const timer = every(flush, options.intervalMs);
      target.addEventListener('pagehide', flush);
      target.addEventListener('visibilitychange', onHidden);
      return () => {
        stopEvery(timer);
        target.removeEventListener('pagehide', flush);
        target.removeEventListener('visibilitychange', onHidden);
      };
    },
  };
}
