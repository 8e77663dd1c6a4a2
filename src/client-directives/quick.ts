import type { ClientDirective } from 'astro';
import { preloadIsland } from './preload-island';
import { whenQuickStartSettles } from '../islands/player/quick-start-signal';

/**
 * `client:quick`: a player that plays at once for a guest (`?play=1`). Its stream starts without the island
 * (islands/player/quick-start.ts), which hydrates once that start has settled (its first frame is on screen, or
 * it gave way) and takes the playing `<video>` over: the island's module evaluation and hydration do not stand
 * between the page and its first frame.
 */
const quickDirective: ClientDirective = (load, _options, el) => {
  void whenQuickStartSettles(el).then(async () => {
    // Its tree, with the controls it shows at once, only now: its downloads would have held the stream's.
    preloadIsland(el, true);
    const hydrateIsland = await load();
    await hydrateIsland();
  });
};

export default quickDirective;
