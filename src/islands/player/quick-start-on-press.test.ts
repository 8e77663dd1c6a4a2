// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clipMedia } from './clip-media.fixture';
import { preloadEngine } from './engine-choice';
import { startQuickly } from './quick-start';
import { startOnPress } from './quick-start-on-press';

vi.mock('./engine-choice', () => ({ preloadEngine: vi.fn(async () => {}) }));
vi.mock('./quick-start', () => ({ startQuickly: vi.fn(async () => {}) }));

let pages = 0;

/**
 * A media page (its media of its own: an earlier page's listeners stay on the document) with a start button and a
 * player before its island is live: poster, play button, quick-start holder.
 */
function player({ live = false } = {}) {
  const mediaid = `${clipMedia.mediaid}-${++pages}`;
  const data = JSON.stringify({ mediaid, sources: clipMedia.sources });
  document.body.innerHTML = `<div class="media-actions">
    <a class="start-button" href="?play=1" data-plays="${mediaid}">Start watching</a>
    <a class="start-button" href="?play=1" data-plays="another">Start another</a></div>
    <astro-island ${live ? '' : 'ssr'}><div class="player__stage">
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

  it('a press on the start button of this media does the same, its intent too', async () => {
    const { holder } = player();
    const [start, other] = document.querySelectorAll<HTMLElement>('.start-button');
    // The start button's own island holds a press on it (or, live, plays it) instead of following the link.
    document.querySelector('.media-actions')?.addEventListener('click', (event) => event.preventDefault());
    other?.click();
    expect(state(holder)).toBeNull();
    start?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(state(holder)).toBe('preparing');
    start?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(state(holder)).toBe('pressed');
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
