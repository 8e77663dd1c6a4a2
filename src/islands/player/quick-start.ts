import { mayHaveViewerState } from '../../client-directives/viewer-state';
import { whenFirstFrameShown } from './first-frame';
import { prepareEngine, type PreparedEngine } from './engine';
import type { PlayerErrorKind } from './player-errors';
import { holderData } from './quick-start-holder';
import { signalQuickStart } from './quick-start-signal';
import { markQuickStartAsked } from './qoe/quick-start-times';

/**
 * A guest's stream started before the player island is live, with the page (`client:quick`, `?play=1`) or at a press
 * on its play button (quick-start-on-press.ts): the page's own small script starts the engine and plays into a
 * `<video>` of its own in the island's holder (`data-quick-start`). The island, hydrated once the first frame is on
 * screen, takes the element and the engine over (`takeQuickStart`) and puts its controls around them. Anything
 * unusual (a viewer with a session or a watch history, a refused or failing stream) leaves the start to the island,
 * which checks the source and says why.
 */
export interface QuickStart {
  video: HTMLVideoElement;
  /** Attached to `video` already: attaching it there again does nothing. */
  engine: PreparedEngine;
  /** Where the engine's fatal errors go once the island holds it. */
  reportErrorsTo(report: (kind: PlayerErrorKind) => void): void;
}

interface Handoff {
  quick?: QuickStart;
  /** The island came first: the start stops where it is. */
  abandoned: boolean;
}

const handoffs = new Map<string, Handoff>();

/**
 * The quick start of `mediaid`, once: undefined when there is none, or none yet. The island starts its own stream
 * then, so one under way stops where it is, and one a press begins later does not start.
 */
export function takeQuickStart(mediaid: string): QuickStart | undefined {
  const handoff = handoffs.get(mediaid);
  if (handoff?.quick) {
    handoffs.delete(mediaid);
    return handoff.quick;
  }
  if (handoff) handoff.abandoned = true;
  else handoffs.set(mediaid, { abandoned: true });
  return undefined;
}

/** Longest wait for the first frame before the island is asked to hydrate anyway. */
const FIRST_FRAME_WAIT_MS = 1000;

export async function startQuickly(holder: HTMLElement): Promise<void> {
  const askedAt = performance.now();
  const settle = () => signalQuickStart(holder, 'settled');
  const data = holderData(holder);
  // A viewer with a session or a watch history may resume elsewhere or be refused: the island decides.
  if (!data || mayHaveViewerState() || handoffs.has(data.mediaid)) return settle();
  const handoff: Handoff = { abandoned: false };
  handoffs.set(data.mediaid, handoff);
  const giveWay = () => {
    if (handoffs.get(data.mediaid) === handoff) handoffs.delete(data.mediaid);
    settle();
  };
  let failed = false;
  let report: (kind: PlayerErrorKind) => void = () => (failed = true);
  // No separate access check: a refused playlist (geo block, gone) is an engine error, after which the island checks
  // and says why. The playlist itself was preloaded with the page (module-preloads.mjs).
  const engine = await prepareEngine(data.sources, { live: false, onFatalError: (kind) => report(kind) });
  if (failed || handoff.abandoned || !engine.source) {
    engine.destroy();
    return giveWay();
  }
  const video = createVideo();
  markQuickStartAsked(video, askedAt);
  holder.append(video);
  engine.attach(video);
  report = () => {
    engine.destroy();
    video.remove();
    giveWay();
  };
  handoff.quick = {
    video,
    engine: {
      ...engine,
      attach(element) {
        if (element !== video) engine.attach(element);
      },
    },
    reportErrorsTo: (next) => (report = next),
  };
  void playMutedIfNeeded(video);
  whenFirstFrameShown(video, settle, FIRST_FRAME_WAIT_MS);
}

function createVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  video.className = 'player__video';
  video.playsInline = true;
  video.crossOrigin = 'anonymous';
  video.preload = 'auto';
  return video;
}

/** Browsers allow muted autoplay; the island's controls can unmute. Refused even muted, the island offers Play. */
async function playMutedIfNeeded(video: HTMLVideoElement): Promise<void> {
  try {
    await video.play();
  } catch (error) {
    if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
    video.muted = true;
    await video.play().catch(() => {});
  }
}
