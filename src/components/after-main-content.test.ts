// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { afterMainContent, STREAM_STARTING_ATTRIBUTE } from './after-main-content';

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

  it('resolves at the cap when the stream never starts', async () => {
    root.setAttribute(STREAM_STARTING_ATTRIBUTE, '');
    expect(await settledSoon(afterMainContent(50))).toBe(true);
  });
});
