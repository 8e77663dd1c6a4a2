// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { afterLargestPaint, afterMainContent, STREAM_STARTING_ATTRIBUTE } from './after-main-content';

const root = document.documentElement;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `promise` has settled after a few frames. */
async function settledSoon(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await pause(100);
  return settled;
}

afterEach(() => {
  root.removeAttribute(STREAM_STARTING_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe('afterMainContent', () => {
  it('resolves once the page has painted when it has no main image and no stream starting', async () => {
    expect(await settledSoon(afterMainContent(10_000))).toBe(true);
  });

  it('waits for a stream that plays with the page to start', async () => {
    root.setAttribute(STREAM_STARTING_ATTRIBUTE, '');
    const ready = afterMainContent(10_000);
    expect(await settledSoon(ready)).toBe(false);

    root.removeAttribute(STREAM_STARTING_ATTRIBUTE);
    expect(await settledSoon(ready)).toBe(true);
  });

  it('waits for the main image to be decoded, not only to arrive', async () => {
    document.body.innerHTML = '<img fetchpriority="high" alt="">';
    const image = document.querySelector('img')!;
    let decoded: () => void = () => {};
    image.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    Object.defineProperty(image, 'complete', { value: true });
    const ready = afterMainContent(10_000);
    expect(await settledSoon(ready)).toBe(false);
    decoded();
    expect(await settledSoon(ready)).toBe(true);
  });

  it('resolves at the cap when the stream never starts', async () => {
    root.setAttribute(STREAM_STARTING_ATTRIBUTE, '');
    expect(await settledSoon(afterMainContent(50))).toBe(true);
  });
});

describe('afterLargestPaint', () => {
  /** A loaded main image, as the hero's poster is once it has arrived. */
  function mainImage(): HTMLImageElement {
    document.body.innerHTML = '<img fetchpriority="high" alt="">';
    const image = document.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: true });
    return image;
  }

  /** The browser's largest-paint reports, replaced for one test: `report` hands the observer an entry. */
  function largestPaints() {
    const original = globalThis.PerformanceObserver;
    let callback: ((list: { getEntries(): unknown[] }) => void) | undefined;
    class Reporting {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(listener: typeof callback) {
        callback = listener;
      }
      observe() {}
      disconnect() {
        callback = undefined;
      }
    }
    globalThis.PerformanceObserver = Reporting as unknown as typeof PerformanceObserver;
    return {
      report: (element: Element) => callback?.({ getEntries: () => [{ element }] }),
      restore: () => (globalThis.PerformanceObserver = original),
    };
  }

  it('waits for the main image to be reported as the largest paint, not for an earlier, smaller one', async () => {
    const image = mainImage();
    const paints = largestPaints();
    try {
      const ready = afterLargestPaint(10_000);
      paints.report(document.body);
      expect(await settledSoon(ready)).toBe(false);
      paints.report(image);
      expect(await settledSoon(ready)).toBe(true);
    } finally {
      paints.restore();
    }
  });

  it('resolves a while after the main content when the main image is never reported as the largest paint', async () => {
    mainImage();
    const paints = largestPaints();
    try {
      expect(await settledSoon(afterLargestPaint(10_000))).toBe(false);
      expect(await settledSoon(afterLargestPaint(0))).toBe(true);
    } finally {
      paints.restore();
    }
  });
});
