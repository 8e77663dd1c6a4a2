import type { ClientDirective } from 'astro';
import { preloadIsland } from './preload-island';
import { QUICK_START_SETTLED, quickStartSettled } from '../islands/player/quick-start-signal';

/** The longest wait for the quick start: a page whose starter script failed to load still gets its player. */
const LONGEST_WAIT_MS = 3000;

/**
 * `client:quick`: a player that plays at once for a guest (`?play=1`). Its stream starts without the island
 * (islands/player/quick-start.ts), which hydrates once that start has settled (its first frame is on screen, or
 * it gave way) and takes the playing `<video>` over: the island's module evaluation and hydration do not stand
 * between the page and its first frame.
 */
const quickDirective: ClientDirective = (load, _options, el) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    // Its tree, with the controls it shows at once, only now: its downloads would have held the stream's.
    preloadIsland(el, true);
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  const timer = setTimeout(hydrate, LONGEST_WAIT_MS);
  if (quickStartSettled(el)) void hydrate();
  else el.addEventListener(QUICK_START_SETTLED, hydrate, { once: true });
};

export default quickDirective;
