/**
 * Where a player's quick start (quick-start.ts) stands, kept on its holder for the island's directive, which loads
 * none of the quick start's code. It only moves forward:
 *  - preparing: the viewer's intent is on a player a press would start quickly; what the press needs is loading;
 *  - ready: that has loaded (or failed to), and no press has come;
 *  - pressed: a press started the stream;
 *  - settled: the stream's first frame is on screen, or the start gave way to the island.
 */
const STATES = ['preparing', 'ready', 'pressed', 'settled'] as const;
export type QuickStartState = (typeof STATES)[number];

export const STATE_ATTRIBUTE = 'data-quick-start-state';
/** Sent (bubbling) by the holder at each change of its state. */
export const QUICK_START_CHANGED = 'player:quick-start';
/** The longest wait for a quick start: a page whose starter script failed to load still gets its player. */
export const LONGEST_WAIT_MS = 3000;

export function signalQuickStart(holder: HTMLElement, state: QuickStartState): void {
  const current = holder.getAttribute(STATE_ATTRIBUTE) as QuickStartState | null;
  if (current && STATES.indexOf(state) <= STATES.indexOf(current)) return;
  holder.setAttribute(STATE_ATTRIBUTE, state);
  holder.dispatchEvent(new Event(QUICK_START_CHANGED, { bubbles: true }));
}

/** Resolves once the quick start inside `island` has settled (at once when it has), or after the longest wait. */
export const whenQuickStartSettles = (island: Element) =>
  whenNone(island, `[data-quick-start]:not([${STATE_ATTRIBUTE}="settled"])`);

/**
 * Resolves once no quick start inside `island` is loading what a press needs or playing before its first frame (at
 * once when none is), or after the longest wait: the island may hydrate then. Small: it is inline in every page.
 */
export const whenIslandMayHydrate = (island: Element) =>
  whenNone(island, `[${STATE_ATTRIBUTE}="preparing"],[${STATE_ATTRIBUTE}="pressed"]`);

function whenNone(island: Element, selector: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (island.querySelector(selector)) return;
      island.removeEventListener(QUICK_START_CHANGED, check);
      resolve();
    };
    setTimeout(resolve, LONGEST_WAIT_MS);
    island.addEventListener(QUICK_START_CHANGED, check);
    check();
  });
}
