import type { ClientDirective } from 'astro';
import { preloadIsland } from './preload-island';

type LoadIsland = Parameters<ClientDirective>[0];
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** On a trigger whose press uses the island at once (the trailer button plays the trailer it opens). */
export const TRIGGER_USES_ISLAND = 'data-intent-uses-island';

/** The target itself, or its nearest HTML ancestor when it is an SVG shape. */
function htmlElementOf(target: EventTarget | null): HTMLElement | null {
  let node = target instanceof Node ? target : null;
  while (node && !(node instanceof HTMLElement)) node = node.parentNode;
  return node;
}

/**
 * Hydrates `island` at the viewer's first intent: the pointer over it, a touch, or keyboard focus in it, or in the
 * elements `triggers` selects (the start button's row, for a player it opens). A click in the island that comes
 * before it is live is held and replayed once it is, and so is a value chosen or typed in it (decision 4201); the
 * elements of `triggers` keep their own behaviour. When
 * the intent is on the island itself, or on a trigger marked `TRIGGER_USES_ISLAND`, what the island loads on demand
 * as it is used (a player's controls and HLS engine) starts loading with it. `onStart` is told when the hydration
 * starts, whatever started it. Returns the hydration, for the directive to start it on other conditions too; it
 * runs once. `before`, when given, is awaited before the island's code loads, and again before it hydrates (what the
 * island waits for, e.g. a quick start of its stream, may begin meanwhile).
 */
export function hydrateOnIntent(
  load: LoadIsland,
  island: HTMLElement,
  { triggers, onStart, before }: { triggers?: string; onStart?: () => void; before?: () => Promise<void> } = {},
): (intent?: Event) => Promise<void> {
  const targets: Element[] = [island, ...(triggers ? document.querySelectorAll(triggers) : [])];
  let hydration: Promise<void> | null = null;
  let heldClick: EventTarget | null = null;
  // A value picked before the island is live (a season): its last value, set again afterwards. Not typed text: a
  // viewer still typing while the island starts would lose letters to the replay (islands with a text field, the
  // search, keep what was typed themselves).
  const heldValues = new Map<HTMLInputElement | HTMLSelectElement, string>();
  const holdValue = (event: Event) => {
    const { target } = event;
    if (target instanceof HTMLSelectElement) heldValues.set(target, target.value);
    void hydrate(event);
  };
  const usesIsland = (intent?: Event) => {
    const target = intent?.target;
    if (!(target instanceof Node)) return false;
    if (island.contains(target)) return true;
    return targets.some((trigger) => trigger.hasAttribute(TRIGGER_USES_ISLAND) && trigger.contains(target));
  };

  const holdClick = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = event.target;
    void hydrate(event);
  };
  const listen = (on: boolean) => {
    for (const target of targets) {
      for (const type of INTENT_EVENTS) {
        if (on) target.addEventListener(type, hydrate, { passive: true });
        else target.removeEventListener(type, hydrate);
      }
    }
    for (const [type, listener] of [['click', holdClick], ['input', holdValue], ['change', holdValue]] as const) {
      if (on) island.addEventListener(type, listener, { capture: true });
      else island.removeEventListener(type, listener, { capture: true });
    }
  };

  function hydrate(intent?: Event): Promise<void> {
    hydration ??= (async () => {
      onStart?.();
      await before?.();
      preloadIsland(island, usesIsland(intent));
      const start = await load();
      await before?.();
      listen(false);
      await start();
      // React replays a click on a root it is still hydrating once that part is live. The click may have landed on
      // an icon's SVG inside the button, which has no click(): the button takes it.
      htmlElementOf(heldClick)?.click();
      // React hydrates in a task of its own after start(), putting the server's value back; how long that takes
      // depends on the machine. So wait until it has (a held value no longer shown), at most 3 s, then set the
      // values again. The prototype's setter leaves React's record of the value as it was, so React takes the
      // event as the change it is.
      if (heldValues.size) await untilValuesReset(heldValues);
      for (const [field, value] of heldValues) {
        // A field the viewer has changed again since is left as it is.
        if (field.value !== value && field.value !== serverValue(field)) continue;
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      }
    })();
    return hydration;
  }

  listen(true);
  return hydrate;
}

/** The value the page was served with: what hydration puts back. */
function serverValue(field: HTMLInputElement | HTMLSelectElement): string {
  if (field instanceof HTMLInputElement) return field.defaultValue;
  return ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? '';
}

/** Resolves once hydration has put a field's served value back over a held one, or after 3 s. */
async function untilValuesReset(values: ReadonlyMap<HTMLInputElement | HTMLSelectElement, string>): Promise<void> {
  for (let waited = 0; waited < 3_000; waited += 25) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    for (const [field, value] of values) if (value !== serverValue(field) && field.value === serverValue(field)) return;
  }
}
