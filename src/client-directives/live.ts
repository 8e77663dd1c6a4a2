import type { ClientDirective } from 'astro';
import { afterMainContent } from '../components/after-main-content';
import type { StatusFields } from '../domain/media-status';
import { hydrateOnIntent } from './hydrate-on-intent';
import { watchLiveStatus } from './live-status-watch';
import { mayHaveViewerState, whenIdle, whenViewerStateAppears } from './viewer-state';

export interface LiveOptions {
  /** More elements whose intent counts, as for `client:intent`. */
  triggers?: string;
  mediaid: string;
  /** The status fields the page was rendered with. */
  status: StatusFields;
}

/**
 * `client:live`: a live event's player. It hydrates as `client:intent` does, and also as soon as the event's
 * status is no longer the page's: live-status-watch.ts watches it, from when the page's main content has arrived
 * until the player loads, without loading the player. So the page stays right while it is open, and a guest who
 * only looks at it loads no player.
 */
const liveDirective: ClientDirective = (load, options, el) => {
  // Astro types a directive's value as a string; it is the object the page wrote (PlayerIsland.astro).
  const { triggers, mediaid, status } = options.value as unknown as LiveOptions;
  let started = false;
  let stopWatch = () => {};
  const hydrate = hydrateOnIntent(load, el, {
    triggers,
    onStart: () => {
      started = true;
      stopWatch();
    },
  });
  if (mayHaveViewerState()) {
    whenIdle(() => void hydrate());
    return;
  }
  whenViewerStateAppears(() => void hydrate());
  void afterMainContent().then(() => {
    if (!started) stopWatch = watchLiveStatus({ mediaid, initial: status, onChange: () => void hydrate() });
  });
};

export default liveDirective;
