import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard journeys (issue 42 item 3, decision 4220): every step is a key press, and after each one the focus must
 * be somewhere a sighted keyboard user can see it.
 */

export interface FocusState {
  /** A short description of the focused element, for messages. */
  what: string;
  /** Nothing is focused: the focus fell back to <body> (or left the document). */
  lost: boolean;
  /** The element (or, for a composite such as a card, a descendant) shows an outline or a box-shadow. */
  ring: boolean;
  /** Some of the element is inside the viewport. */
  inView: boolean;
}

/** The focused element, followed into open shadow roots, with what a sighted user sees of its focus. */
export async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body || active === document.documentElement) {
      return { what: String(active?.tagName ?? 'nothing'), lost: true, ring: false, inView: false };
    }
    // The skip link's target, where the focus also goes when the control that had it goes away (the cookie banner
    // answered): the page itself, not a control, drawn without a ring by design.
    if (active.matches('main#content')) return { what: 'main#content', lost: false, ring: true, inView: true };
    const shows = (element: Element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    // A card may draw its ring on its poster (`.media-card:focus-visible .media-card__poster`): a ring there counts.
    // Tab inside a date input walks its day, month and year, then its calendar button: on that button the input
    // no longer matches :focus, and the browser draws its own ring in a shadow root the page cannot read.
    const onDatePicker = active.matches('input[type="date"]:not(:focus)');
    const ring = onDatePicker || shows(active) || [...active.querySelectorAll('*')].some((child) => shows(child));
    const rect = active.getBoundingClientRect();
    const inView =
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < innerHeight &&
      rect.left < innerWidth;
    const label = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
    const what = `<${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} class="${active.getAttribute('class') ?? ''}"> "${label}"`;
    return { what, lost: false, ring, inView };
  });
}

/** Focus is on an element, with a visible indicator, inside the viewport. */
export async function expectFocusVisible(page: Page, step = ''): Promise<void> {
  // The focus may move on the next frame (a dialog opening, an island hydrating): poll. Generous: on the loaded
  // 2-core machine a page's main thread was seen busy for over 5 s while a player started.
  await expect
    .poll(
      async () => {
        // A key that follows a link replaces the document under the check: ask the new one.
        const state = await focusState(page).catch(() => undefined);
        if (!state) return 'navigating';
        return state.lost ? `lost (${state.what})` : !state.ring ? `no ring on ${state.what}` : !state.inView ? `out of view: ${state.what}` : 'ok';
      },
      { message: `focus after ${step || 'the last key'}`, timeout: 10_000 },
    )
    .toBe('ok');
}

/** Presses `key` and checks the focus is still visible. */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusVisible(page, key);
}

/**
 * Presses `key` (Tab by default) until `target` has the focus, checking the focus after each press. Fails when it
 * is not reached within `max` presses: a control the keyboard cannot reach.
 */
export async function tabTo(page: Page, target: Locator, { key = 'Tab', max = 40 } = {}): Promise<number> {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false)) {
      return presses;
    }
    if (presses === max) break;
    await press(page, key);
  }
  throw new Error(`${String(target)} not reached with ${max} × ${key}; focus is on ${(await focusState(page)).what}`);
}

/** Tab to the skip link and Enter: the focus is on <main>, and the next Tab reaches the page's first control. */
export async function skipToContent(page: Page): Promise<void> {
  await tabTo(page, page.locator('a.skip-link'), { max: 3 });
  await press(page, 'Enter');
  await expect(page.locator('main#content')).toBeFocused();
}

/** Presses `key` (Enter by default) on a link or a submit button: a new page loads, with the focus at its start. */
export async function follow(page: Page, url: string | RegExp | ((url: URL) => boolean), key = 'Enter'): Promise<void> {
  await Promise.all([page.waitForURL(url), page.keyboard.press(key)]);
}

/** Types into the focused field, as a keyboard user does. */
export async function typeText(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await expectFocusVisible(page, `typing "${text}"`);
}

/** Time each axe scan adds to its test's limit (axe walks every element in the page's main thread). */
const SCAN_ALLOWANCE_MS = 60_000;

/**
 * axe on the journey's end state: no violation of any impact. `include` narrows it to the part the journey ended in
 * on pages whose whole scan takes most of a minute here (home, the live guide's grid): e2e/a11y.spec.ts and
 * live-guide.spec.ts scan those whole.
 */
export async function expectNoViolations(page: Page, include?: string[]): Promise<void> {
  test.info().setTimeout(test.info().timeout + SCAN_ALLOWANCE_MS);
  let builder = new AxeBuilder({ page });
  for (const selector of include ?? []) builder = builder.include(selector);
  const results = await builder.analyze();
  const report = results.violations
    .map((violation) => `[${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`)
    .join('\n');
  expect(results.violations, `accessibility violations on ${page.url()}:\n${report}`).toEqual([]);
}
