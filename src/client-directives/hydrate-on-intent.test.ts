// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateOnIntent, TRIGGER_USES_ISLAND } from './hydrate-on-intent';
import { preloadIsland } from './preload-island';

vi.mock('./preload-island', () => ({ preloadIsland: vi.fn() }));

/** A media page's player island and, outside it, the row with the start button. */
function page() {
  document.body.innerHTML = `
    <div class="media-actions"><button id="start">Start watching</button></div>
    <astro-island><div class="player"><button id="play">Play</button></div></astro-island>`;
  const island = document.querySelector('astro-island') as HTMLElement;
  const started = vi.fn();
  const load = vi.fn(async () => async () => started());
  return { island, load, started, hydrate: hydrateOnIntent(load, island, { triggers: '.media-actions' }) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('hydrateOnIntent', () => {
  beforeEach(() => vi.mocked(preloadIsland).mockClear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("the pointer over the island itself starts it with what it loads once used (a player's controls)", async () => {
    const { island, load, started } = page();
    document.getElementById('play')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.getElementById('play')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(preloadIsland).toHaveBeenCalledTimes(1);
    expect(preloadIsland).toHaveBeenCalledWith(island, true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('intent on the start button row, or an idle start, loads the island alone', async () => {
    const first = page();
    document.getElementById('start')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(preloadIsland).toHaveBeenLastCalledWith(first.island, false);
    expect(first.started).toHaveBeenCalledTimes(1);

    const second = page();
    await second.hydrate();
    expect(preloadIsland).toHaveBeenLastCalledWith(second.island, false);
  });

  it("intent on a trigger marked as using the island starts its on-demand code too, other triggers' not", async () => {
    document.body.innerHTML = `
      <div class="media-actions"><a id="trailer" data-trailer-open ${TRIGGER_USES_ISLAND}>Trailer</a></div>
      <astro-island id="main"></astro-island><dialog><astro-island id="trailer-player"></astro-island></dialog>`;
    const load = async () => async () => {};
    const main = document.getElementById('main') as HTMLElement;
    const trailerPlayer = document.getElementById('trailer-player') as HTMLElement;
    hydrateOnIntent(load, main, { triggers: '.media-actions' });
    hydrateOnIntent(load, trailerPlayer, { triggers: '[data-trailer-open]' });
    document.getElementById('trailer')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(preloadIsland).toHaveBeenCalledWith(trailerPlayer, true);
    expect(preloadIsland).toHaveBeenCalledWith(main, false);
  });

  it('a click on the island before it is live is held, then replayed on the same button', async () => {
    const { started } = page();
    const play = document.getElementById('play') as HTMLButtonElement;
    const clicks = vi.fn();
    play.addEventListener('click', clicks);
    play.click();
    expect(clicks).not.toHaveBeenCalled();
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('a season chosen before the island is live is chosen again once it is, even if hydration put Season 1 back', async () => {
    document.body.innerHTML = `<astro-island><select><option value="1">Season 1</option><option value="2">Season 2</option></select></astro-island>`;
    const island = document.querySelector('astro-island') as HTMLElement;
    const select = island.querySelector('select') as HTMLSelectElement;
    const chosen: string[] = [];
    // The island's hydration renders the server's value; its handler is live only afterwards.
    const load = async () => async () => {
      select.value = '1';
      select.addEventListener('change', () => chosen.push(select.value));
    };
    hydrateOnIntent(load, island);
    select.value = '2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(chosen).toEqual(['2']);
    expect(select.value).toBe('2');
  });

  it('waits for `before` ahead of loading the island and again ahead of hydrating it, holding the click', async () => {
    document.body.innerHTML = `<astro-island><button id="play">Play</button></astro-island>`;
    const island = document.querySelector('astro-island') as HTMLElement;
    const steps: string[] = [];
    const waits: Array<() => void> = [];
    const before = () => {
      steps.push('before');
      return new Promise<void>((resolve) => waits.push(resolve));
    };
    const load = async () => {
      steps.push('load');
      return async () => void steps.push('hydrate');
    };
    hydrateOnIntent(load, island, { before });
    const play = document.getElementById('play') as HTMLButtonElement;
    play.addEventListener('click', () => steps.push('click'));
    play.click();
    await settle();
    expect(steps).toEqual(['before']);
    expect(preloadIsland).not.toHaveBeenCalled();
    waits.shift()?.();
    await settle();
    expect(steps).toEqual(['before', 'load', 'before']);
    waits.shift()?.();
    await settle();
    expect(steps).toEqual(['before', 'load', 'before', 'hydrate', 'click']);
  });
});
