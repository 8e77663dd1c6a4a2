import type { ClientDirective } from 'astro';
import { afterMainContent } from '../components/after-main-content';
import { preloadIsland } from './preload-island';
import { mayHaveViewerState, whenIdle, whenViewerStateAppears } from './viewer-state';

/**
 * `client:intent`: an island whose server-rendered HTML is already right for a guest (a start button, a
 * favourite toggle, a player's poster) hydrates only when the viewer shows intent: the pointer over it, a touch,
 * or keyboard focus in it, or in the elements the directive's value selects (`client:intent=".media-actions"`,
 * for a player opened by the start button). A click in the island that comes before it is live is held and
 * replayed once it is. A viewer with a session or lists in this browser gets it on idle instead, since their version of
 * the island differs from the guest's. So a first visit runs no island script before the viewer interacts.
 *
 * `client:intent={{ triggers: '.media-actions', afterMainContent: true }}` also hydrates it once the page's main
 * content has arrived, for anyone: a live event's player, whose status must stay fresh, but not before the poster
 * has been painted.
 */
export type IntentOptions = string | { triggers?: string; afterMainContent?: boolean };
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** The target itself, or its nearest HTML ancestor when it is an SVG shape. */
function htmlElementOf(target: EventTarget | null): HTMLElement | null {
  let node = target instanceof Node ? target : null;
  while (node && !(node instanceof HTMLElement)) node = node.parentNode;
  return node;
}

const intentDirective: ClientDirective = (load, options, el) => {
  const value = options.value as IntentOptions | undefined;
  const selector = typeof value === 'string' ? value : value?.triggers;
  const triggers: Element[] = [el];
  if (selector) triggers.push(...document.querySelectorAll(selector));
  let hydration: Promise<void> | null = null;
  let heldClick: EventTarget | null = null;

  const holdClick = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = event.target;
    void hydrate();
  };
  // Clicks are held in the island only: the elements of the triggers' selector keep their own behaviour.
  const listen = (on: boolean) => {
    for (const trigger of triggers) {
      for (const type of INTENT_EVENTS) {
        if (on) trigger.addEventListener(type, hydrate, { passive: true });
        else trigger.removeEventListener(type, hydrate);
      }
    }
    if (on) el.addEventListener('click', holdClick, { capture: true });
    else el.removeEventListener('click', holdClick, { capture: true });
  };

  function hydrate(): Promise<void> {
    hydration ??= (async () => {
      preloadIsland(el);
      const start = await load();
      listen(false);
      await start();
      // React replays a click on a root it is still hydrating once that part is live. The click may have landed on
      // an icon's SVG inside the button, which has no click(): the button takes it.
      htmlElementOf(heldClick)?.click();
    })();
    return hydration;
  }

  listen(true);
  if (typeof value === 'object' && value.afterMainContent) void afterMainContent().then(hydrate);
  else if (mayHaveViewerState()) whenIdle(() => void hydrate());
  else whenViewerStateAppears(() => void hydrate());
};

export default intentDirective;
