import type { ClientDirective } from 'astro';
import { whenIslandMayHydrate } from '../islands/player/quick-start-signal';
import { hydrateOnIntent } from './hydrate-on-intent';
import { mayHaveViewerState, whenIdle, whenViewerStateAppears } from './viewer-state';

/**
 * `client:intent`: an island whose server-rendered HTML is already right for a guest (a start button, a
 * favourite toggle, a player's poster) hydrates only when the viewer shows intent (hydrate-on-intent.ts); the
 * directive's value may select more elements whose intent counts (`client:intent=".media-actions"`). A viewer with
 * a session or lists in this browser gets it on idle instead, since their version of the island differs from the
 * guest's. So a first visit runs no island script before the viewer interacts. A player a press may start before it
 * is live (quick-start-on-press.ts) loads once what that press needs has, and if a press came, once its stream has
 * its first frame, which the island then takes over.
 */
const intentDirective: ClientDirective = (load, options, el) => {
  const hydrate = hydrateOnIntent(load, el, {
    triggers: typeof options.value === 'string' ? options.value : undefined,
    before: () => whenIslandMayHydrate(el),
  });
  if (mayHaveViewerState()) whenIdle(() => void hydrate());
  else whenViewerStateAppears(() => void hydrate());
};

export default intentDirective;
