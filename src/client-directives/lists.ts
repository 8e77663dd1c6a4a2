import type { ClientDirective } from 'astro';
import { preloadIsland } from './preload-island';
import { mayHaveViewerState, whenIdle, whenViewerStateAppears } from './viewer-state';

/**
 * `client:lists`: hydrates a watch-list island only when it can have something to show: a guest's list in local
 * storage is not empty, or a session is stored. Otherwise it waits until that changes (a sign-in in this tab or
 * another, a list written in another tab). So a first visit loads no script for lists it cannot have yet.
 * When there is something, it hydrates like `client:idle` with a 2 s cap.
 */
const listsDirective: ClientDirective = (load, _options, el) => {
  const hydrate = async () => {
    preloadIsland(el);
    (await load())();
  };
  if (mayHaveViewerState()) whenIdle(() => void hydrate());
  else whenViewerStateAppears(() => void hydrate());
};

export default listsDirective;
