import { expect } from '@playwright/test';
import type { EngineSession } from './session';

/**
 * What a journey does on a page, in any engine: find an element as a viewer would name it (its text, its
 * aria-label or its label), then press or type on it with the driver's real input.
 */

interface Target {
  /** CSS of the candidates. */
  css: string;
  /** The accessible name (aria-label, else the text) the element must match, when several match `css`. */
  name?: string | RegExp;
  /** A form control found by the text of its `<label>` (exact, or a pattern). */
  label?: string | RegExp;
  /** Only an enabled control: what a viewer can press or type into (a disabled one takes neither). */
  enabled?: boolean;
}

/** A name or label as it crosses into the page: a string, or a pattern's source. */
type Wanted = string | { source: string } | null;

let marks = 0;

/**
 * A call into the page that a navigation swallowed counts as failed after `ms`, so a poll asks again: WebKit never
 * answers a script sent just as the page is replaced (measured: the journey polled "on to /preferences" for 15 s
 * on /preferences itself, while other calls made meanwhile were answered).
 */
function answered<T>(call: Promise<T>, ms = 3_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the page did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

/** Tags the first visible element matching `target` and returns a selector for it (null when there is none). */
async function mark(site: EngineSession, target: Target): Promise<string | null> {
  marks += 1;
  const pattern = (value: string | RegExp | undefined) =>
    value instanceof RegExp ? { source: value.source } : (value ?? null);
  const found = await answered(site.evaluate(
    (css: string, wanted: Wanted, label: Wanted, enabled: boolean, id: string) => {
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      };
      const usable = (element: Element) => !enabled || !element.matches(':disabled');
      const nameOf = (element: Element) =>
        (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const matches = (text: string, expected: Wanted) =>
        expected === null || (typeof expected === 'string' ? text === expected : new RegExp(expected.source).test(text));
      let candidates = [...document.querySelectorAll(css)];
      if (label !== null) {
        candidates = [...document.querySelectorAll('label')]
          .filter((element) => {
            // Its own words, without a note such as "(optional)" in a child element.
            const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
            const texts = [own.map((node) => node.textContent).join(''), element.textContent ?? ''];
            return texts.some((text) => matches(text.replace(/\s+/g, ' ').trim(), label));
          })
          .map((element) => (element as HTMLLabelElement).control)
          .filter((control): control is HTMLElement => control !== null && control.matches(css));
      }
      const element = candidates.find(
        (candidate) => visible(candidate) && usable(candidate) && matches(nameOf(candidate), wanted),
      );
      element?.setAttribute('data-engine-target', id);
      return element !== undefined;
    },
    target.css,
    pattern(target.name),
    pattern(target.label),
    target.enabled === true,
    String(marks),
  )).catch(() => false);
  return found ? `[data-engine-target="${marks}"]` : null;
}

function describe(target: Target): string {
  const name = `${target.name ? ` named ${target.name}` : ''}${target.label ? ` labelled "${target.label}"` : ''}`;
  return `${target.enabled ? 'enabled ' : ''}${target.css}${name}`;
}

/** Waits for the element and returns its selector. */
export async function find(site: EngineSession, target: Target, timeout = 15_000): Promise<string> {
  let selector: string | null = null;
  await expect
    .poll(async () => (selector = await mark(site, target)), { message: `a visible ${describe(target)}`, timeout })
    .not.toBeNull();
  return selector!;
}

/** Presses the element once it is visible and enabled: a control its island has not enabled yet ignores a press. */
export async function press(site: EngineSession, target: Target, timeout?: number): Promise<void> {
  await site.click(await find(site, { ...target, enabled: true }, timeout));
}

/** Types into the enabled form control labelled `label`. */
export async function typeInto(site: EngineSession, label: string, text: string, css = 'input'): Promise<void> {
  await site.type(await find(site, { css, label, enabled: true }), text);
}

/** Waits until `fn`, run in the page, returns true. */
export async function until<A extends unknown[]>(
  site: EngineSession,
  message: string,
  fn: (...args: A) => boolean,
  args: A,
  timeout = 15_000,
): Promise<void> {
  await expect.poll(() => answered(site.evaluate(fn, ...args)).catch(() => false), { message, timeout }).toBe(true);
}

/** Waits for a visible element with this text (exact, or a pattern) inside `css`. */
export async function seeText(site: EngineSession, css: string, text: string | RegExp, timeout?: number): Promise<void> {
  await find(site, { css, name: text }, timeout);
}

export async function pathOf(site: EngineSession): Promise<string> {
  const url = new URL(await site.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the first `<video>` inside `css` plays past `seconds` (its currentTime advances, not paused). */
export async function playsPast(site: EngineSession, seconds: number, css = 'media-controller', timeout = 30_000) {
  const state = () =>
    site.evaluate((scope: string) => {
      const videos = [...document.querySelectorAll('video')].map((video) => ({
        inScope: video.matches(`${scope} video`),
        paused: video.paused,
        currentTime: video.currentTime,
        readyState: video.readyState,
        error: video.error?.message ?? null,
      }));
      return JSON.stringify(videos);
    }, css);
  await until(
    site,
    `the video in ${css} plays past ${seconds} s`,
    (scope: string, limit: number) => {
      const video = document.querySelector(`${scope} video`);
      return video instanceof HTMLVideoElement && !video.paused && video.currentTime > limit;
    },
    [css, seconds],
    timeout,
  ).catch(async (error: Error) => {
    throw new Error(`${error.message}\nthe page's videos: ${await state().catch(() => 'unreadable')}`);
  });
}

/**
 * Waits (at most 5 s) until the page has started no new request for half a second: leaving a page while its
 * scripts still load makes Firefox report each cancelled `import()` as an error, which no viewer sees.
 */
export async function settled(site: EngineSession): Promise<void> {
  const deadline = Date.now() + 5_000;
  let count = -1;
  while (Date.now() < deadline) {
    const now = await answered(site.evaluate(() => performance.getEntriesByType('resource').length)).catch(() => count);
    if (now === count) return;
    count = now;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
