// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../stores/session-hint';
import { prepareEngine } from './engine';
import { clipMedia } from './clip-media.fixture';
import { startQuickly, takeQuickStart } from './quick-start';

vi.mock('./engine', async (importActual) => ({
  ...(await importActual<typeof import('./engine')>()),
  prepareEngine: vi.fn(),
}));

const engine = () => ({ kind: 'hls.js' as const, source: clipMedia.sources[0], attach: vi.fn(), destroy: vi.fn() });

let pages = 0;

/**
 * The island's holder, as Player renders it, for a media of its own (a start the island took or gave up on stays
 * known for the page's life), and how many times it has signalled that its start settled.
 */
function holder() {
  const mediaid = `${clipMedia.mediaid}-${++pages}`;
  document.body.innerHTML = `<astro-island><div data-quick-start='${JSON.stringify({
    mediaid,
    sources: clipMedia.sources,
  })}'></div></astro-island>`;
  const element = document.querySelector<HTMLElement>('[data-quick-start]') as HTMLElement;
  const settled = vi.fn();
  document.querySelector('astro-island')?.addEventListener('player:quick-start', () => {
    if (element.getAttribute('data-quick-start-state') === 'settled') settled();
  });
  return { element, mediaid, settled };
}

describe('startQuickly', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('plays into a video of its own and hands video and engine over once the first frame is in', async () => {
    const prepared = engine();
    vi.mocked(prepareEngine).mockResolvedValue(prepared);
    const { element, mediaid, settled } = holder();
    await startQuickly(element);
    const video = element.querySelector('video') as HTMLVideoElement;
    expect(prepared.attach).toHaveBeenCalledWith(video);
    expect(video.play).toHaveBeenCalled();
    expect(settled).not.toHaveBeenCalled();
    video.dispatchEvent(new Event('loadeddata'));
    expect(settled).toHaveBeenCalledTimes(1);

    const quick = takeQuickStart(mediaid);
    expect(quick?.video).toBe(video);
    quick?.engine.attach(video);
    expect(prepared.attach).toHaveBeenCalledTimes(1);
    expect(takeQuickStart(mediaid)).toBeUndefined();
  });

  it('leaves a viewer with a session to the island, without starting anything', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'viewer');
    const { element, mediaid, settled } = holder();
    await startQuickly(element);
    expect(prepareEngine).not.toHaveBeenCalled();
    expect(settled).toHaveBeenCalledTimes(1);
    expect(takeQuickStart(mediaid)).toBeUndefined();
  });

  it('leaves a refused stream to the island, which checks the source and says why', async () => {
    const prepared = engine();
    vi.mocked(prepareEngine).mockImplementation(async (_sources, options) => {
      options.onFatalError('geo-blocked');
      return prepared;
    });
    const { element, mediaid, settled } = holder();
    await startQuickly(element);
    expect(prepared.destroy).toHaveBeenCalled();
    expect(prepared.attach).not.toHaveBeenCalled();
    expect(element.querySelector('video')).toBeNull();
    expect(settled).toHaveBeenCalledTimes(1);
    expect(takeQuickStart(mediaid)).toBeUndefined();
  });

  it('stops where it is when the island came first', async () => {
    const prepared = engine();
    vi.mocked(prepareEngine).mockResolvedValue(prepared);
    const { element, mediaid, settled } = holder();
    const start = startQuickly(element);
    expect(takeQuickStart(mediaid)).toBeUndefined();
    await start;
    expect(element.querySelector('video')).toBeNull();
    expect(prepared.destroy).toHaveBeenCalled();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('does not start once the island has started its own stream (a press it took while hydrating)', async () => {
    const { element, mediaid, settled } = holder();
    expect(takeQuickStart(mediaid)).toBeUndefined();
    await startQuickly(element);
    expect(prepareEngine).not.toHaveBeenCalled();
    expect(element.querySelector('video')).toBeNull();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('a stream error before the hand-over removes its video and leaves the island to start anew', async () => {
    const prepared = engine();
    vi.mocked(prepareEngine).mockImplementation(async (_sources, options) => {
      setTimeout(() => options.onFatalError('unknown'), 0);
      return prepared;
    });
    const { element, mediaid, settled } = holder();
    await startQuickly(element);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.querySelector('video')).toBeNull();
    expect(prepared.destroy).toHaveBeenCalled();
    expect(settled).toHaveBeenCalledTimes(1);
    expect(takeQuickStart(mediaid)).toBeUndefined();
  });
});
