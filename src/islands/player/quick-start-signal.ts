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

const STATE_ATTRIBUTE = 'data-quick-start-state';
/** Sent (bubbling) by the holder at each change of its state. */
const QUICK_START_CHANGED = 'player:quick-start';
/** The longest wait for a quick start: a page whose starter script failed to load still gets its player. */
const LONGEST_WAIT_MS = 3000;

function stateIn(element: Element): QuickStartState | undefined {
  const holder = element.hasAttribute(STATE_ATTRIBUTE) ? element : element.querySelector(`[${STATE_ATTRIBUTE}]`);
  return (holder?.getAttribute(STATE_ATTRIBUTE) ?? undefined) as QuickStartState | undefined;
}

export function signalQuickStart(holder: HTMLElement, state: QuickStartState): void {
  const current = stateIn(holder);
  if (current && STATES.indexOf(state) <= STATES.indexOf(current)) return;
  holder.setAttribute(STATE_ATTRIBUTE, state);
  holder.dispatchEvent(new Event(QUICK_START_CHANGED, { bubbles: true }));
}

/**
 * Resolves once the quick start inside `island` is in a state `done` accepts (`undefined`: none has begun), at once
 * when it already is, or after the longest wait.
 */
export function whenQuickStart(island: Element, done: (state: QuickStartState | undefined) => boolean): Promise<void> {
  if (done(stateIn(island))) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      island.removeEventListener(QUICK_START_CHANGED, check);
      resolve();
    };
    const check = () => {
      if (done(stateIn(island))) finish();
    };
    const timer = setTimeout(finish, LONGEST_WAIT_MS);
    island.addEventListener(QUICK_START_CHANGED, check);
  });
}

/** The island may hydrate: no quick start is loading what a press needs, or playing before its first frame. */
export const islandMayHydrate = (state: QuickStartState | undefined) => state !== 'preparing' && state !== 'pressed';
