// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clipMedia } from './clip-media.fixture';
import { preloadEngine } from './engine-choice';
import { startQuickly } from './quick-start';
import { startOnPress } from './quick-start-on-press';

vi.mock('./engine-choice', () => ({ preloadEngine: vi.fn(async () => {}) }));
vi.mock('./quick-start', () => ({ startQuickly: vi.fn(async () => {}) }));

/** A media page's player before its island is live: poster, play button, quick-start holder. */
function player({ live = false } = {}) {
  const data = JSON.stringify({ mediaid: clipMedia.mediaid, sources: clipMedia.sources });
  document.body.innerHTML = `<astro-island ${live ? '' : 'ssr'}><div class="player__stage">
    <div class="player__poster"><button class="player__big-play"><svg><path /></svg></button></div>
    <div class="player__quick" data-quick-start='${data}'></div></div></astro-island>`;
  const holder = document.querySelector<HTMLElement>('[data-quick-start]') as HTMLElement;
  startOnPress(holder);
  return {
    holder,
    island: document.querySelector('astro-island') as HTMLElement,
    play: document.querySelector('.player__big-play') as HTMLButtonElement,
  };
}

const state = (holder: HTMLElement) => holder.getAttribute('data-quick-start-state');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startOnPress', () => {
  afterEach(() => {
    vi.mocked(startQuickly).mockClear();
    vi.mocked(preloadEngine).mockClear();
  });

  it("the viewer's pointer on the player loads what a press needs, and says when it has", async () => {
    const { holder, play } = player();
    play.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(state(holder)).toBe('preparing');
    expect(preloadEngine).toHaveBeenCalledWith(clipMedia.sources);
    await settle();
    expect(state(holder)).toBe('ready');
    expect(startQuickly).not.toHaveBeenCalled();
  });

  it('a press on the play button starts the stream, ahead of the directive that holds the click', async () => {
    const { holder, island, play } = player();
    // hydrate-on-intent.ts holds a click on an island that is not live yet.
    island.addEventListener('click', (event) => event.stopImmediatePropagation(), { capture: true });
    play.querySelector('path')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(state(holder)).toBe('pressed');
    expect(preloadEngine).toHaveBeenCalledWith(clipMedia.sources, { playlist: true });
    await settle();
    expect(startQuickly).toHaveBeenCalledExactlyOnceWith(holder);
  });

  it('leaves a press on a live island, and clicks elsewhere, alone', async () => {
    const live = player({ live: true });
    live.play.click();
    const waiting = player();
    waiting.holder.click();
    await settle();
    expect(startQuickly).not.toHaveBeenCalled();
    expect(state(live.holder)).toBeNull();
    expect(state(waiting.holder)).toBeNull();
  });
});
