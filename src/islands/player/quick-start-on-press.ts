import { preloadEngine } from './engine-choice';
import { holderData } from './quick-start-holder';
import { signalQuickStart } from './quick-start-signal';

const loadQuickStart = () => import('./quick-start');
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * A guest's press on the play button of a player whose island is not live yet starts the stream at once
 * (quick-start.ts), instead of after the island's thirty-odd modules have loaded and hydrated. The viewer's intent
 * on the player first loads what a press needs (the quick start and hls.js), ahead of the island, whose directive
 * waits for it (intent.ts); a press meanwhile is held by the directive, which hydrates once the stream has its first
 * frame and, replaying the press, takes the playing `<video>` over.
 */
export function startOnPress(holder: HTMLElement): void {
  const island = holder.closest('astro-island');
  const sources = holderData(holder)?.sources;
  if (!island || !sources) return;
  // Capturing: ahead of the directive's own intent listeners on the island, which do not capture.
  const prepare = () => {
    for (const type of INTENT_EVENTS) island.removeEventListener(type, prepare, { capture: true });
    if (!island.hasAttribute('ssr')) return;
    signalQuickStart(holder, 'preparing');
    void Promise.allSettled([loadQuickStart(), preloadEngine(sources)]).then(() => signalQuickStart(holder, 'ready'));
  };
  for (const type of INTENT_EVENTS) island.addEventListener(type, prepare, { capture: true, passive: true });

  // On the document, capturing: ahead of the directive's capturing listener on the island, which holds the press.
  const onPress = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('.player__big-play') : null;
    if (!button || !island.contains(button)) return;
    document.removeEventListener('click', onPress, { capture: true });
    if (!island.hasAttribute('ssr')) return; // live already: the island plays it itself
    signalQuickStart(holder, 'pressed');
    void preloadEngine(sources, { playlist: true });
    loadQuickStart().then(
      (quick) => quick.startQuickly(holder),
      () => signalQuickStart(holder, 'settled'),
    );
  };
  document.addEventListener('click', onPress, { capture: true });
}
