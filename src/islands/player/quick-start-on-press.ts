import { preloadEngine } from './engine-choice';
import { holderData } from './quick-start-holder';
import { signalQuickStart } from './quick-start-signal';

const loadQuickStart = () => import('./quick-start');
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * A guest's press on play while the player's island is not live yet starts the stream at once (quick-start.ts),
 * instead of after the island's thirty-odd modules have loaded and hydrated: a press on the poster's play button, or
 * on a control outside the player that plays this media (`data-plays`, the start button). The viewer's intent on
 * either first loads what a press needs (the quick start and hls.js), ahead of the island, whose directive waits
 * for it (intent.ts); a press meanwhile is held by its directive, which replays it once the island is live, after the
 * stream's first frame: the island then takes the playing `<video>` over.
 */
export function startOnPress(holder: HTMLElement): void {
  const island = holder.closest('astro-island');
  const data = holderData(holder);
  if (!island || !data) return;
  const isPlay = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return false;
    const button = target.closest('.player__big-play');
    return (
      (button !== null && island.contains(button)) ||
      target.closest('[data-plays]')?.getAttribute('data-plays') === data.mediaid
    );
  };

  // Capturing: ahead of the directives' own intent listeners, which do not capture.
  const intentTargets = [island, ...document.querySelectorAll(`[data-plays="${CSS.escape(data.mediaid)}"]`)];
  const prepare = () => {
    for (const target of intentTargets) {
      for (const type of INTENT_EVENTS) target.removeEventListener(type, prepare, { capture: true });
    }
    if (!island.hasAttribute('ssr')) return;
    signalQuickStart(holder, 'preparing');
    void Promise.allSettled([loadQuickStart(), preloadEngine(data.sources)]).then(() =>
      signalQuickStart(holder, 'ready'),
    );
  };
  for (const target of intentTargets) {
    for (const type of INTENT_EVENTS) target.addEventListener(type, prepare, { capture: true, passive: true });
  }

  // On the document, capturing: ahead of the directives' capturing listeners on their islands, which hold a press.
  const onPress = (event: MouseEvent) => {
    if (!isPlay(event.target)) return;
    document.removeEventListener('click', onPress, { capture: true });
    if (!island.hasAttribute('ssr')) return; // live already: the island plays it itself
    signalQuickStart(holder, 'pressed');
    void preloadEngine(data.sources, { playlist: true });
    loadQuickStart().then(
      (quick) => quick.startQuickly(holder),
      () => signalQuickStart(holder, 'settled'),
    );
  };
  document.addEventListener('click', onPress, { capture: true });
}
