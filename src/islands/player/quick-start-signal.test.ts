// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signalQuickStart, whenIslandMayHydrate, whenQuickStartSettles } from './quick-start-signal';

function island() {
  document.body.innerHTML = `<astro-island><div class="player__quick" data-quick-start="{}"></div></astro-island>`;
  return {
    island: document.querySelector('astro-island') as HTMLElement,
    holder: document.querySelector<HTMLElement>('[data-quick-start]') as HTMLElement,
  };
}

const state = (holder: HTMLElement) => holder.getAttribute('data-quick-start-state');

describe('quick start signals', () => {
  afterEach(() => vi.useRealTimers());

  it('only move forward: a preparation that ends after the press does not undo it', () => {
    const { holder } = island();
    signalQuickStart(holder, 'preparing');
    signalQuickStart(holder, 'pressed');
    signalQuickStart(holder, 'ready');
    expect(state(holder)).toBe('pressed');
    signalQuickStart(holder, 'settled');
    signalQuickStart(holder, 'pressed');
    expect(state(holder)).toBe('settled');
  });

  it('let the island hydrate at once when no quick start began, and when one is ready or settled', async () => {
    const { island: element, holder } = island();
    await whenIslandMayHydrate(element);
    signalQuickStart(holder, 'ready');
    await whenIslandMayHydrate(element);
  });

  it.each([
    [
      'hold the island while what a press needs loads, and while a pressed stream has no first frame',
      whenIslandMayHydrate,
    ],
    ["tell a page's quick start settled", whenQuickStartSettles],
  ])('%s', async (_case, wait) => {
    const { island: element, holder } = island();
    const waited = vi.fn();
    signalQuickStart(holder, 'preparing');
    void wait(element).then(waited);
    signalQuickStart(holder, 'pressed');
    await Promise.resolve();
    expect(waited).not.toHaveBeenCalled();
    signalQuickStart(holder, 'settled');
    await Promise.resolve();
    expect(waited).toHaveBeenCalledTimes(1);
    // Settled already: at once.
    await wait(element);
  });

  it('give up waiting after three seconds (a starter script that never loaded)', async () => {
    vi.useFakeTimers();
    const { island: element, holder } = island();
    signalQuickStart(holder, 'pressed');
    const hydrated = vi.fn();
    void whenIslandMayHydrate(element).then(hydrated);
    await vi.advanceTimersByTimeAsync(2900);
    expect(hydrated).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(hydrated).toHaveBeenCalledTimes(1);
  });
});
