// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../stores/session-hint';
import { prepareEngine } from './engine';
import { clipMedia } from './clip-media.fixture';
import { startQuickly, takeQuickStart } from './quick-start';
import { QUICK_START_SETTLED } from './quick-start-signal';

vi.mock('./engine', async (importActual) => ({
  ...(await importActual<typeof import('./engine')>()),
  prepareEngine: vi.fn(),
}));

const engine = () => ({ kind: 'hls.js' as const, source: clipMedia.sources[0], attach: vi.fn(), destroy: vi.fn() });

/** The island's holder, as Player renders it, and whether it has signalled that its start settled. */
function holder() {
  document.body.innerHTML = `<astro-island><div data-quick-start='${JSON.stringify({
    mediaid: clipMedia.mediaid,
    sources: clipMedia.sources,
  })}'></div></astro-island>`;
  const element = document.querySelector<HTMLElement>('[data-quick-start]') as HTMLElement;
  const settled = vi.fn();
  document.querySelector('astro-island')?.addEventListener(QUICK_START_SETTLED, settled);
  return { element, settled };
}

describe('startQuickly', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    takeQuickStart(clipMedia.mediaid);
  });

  it('plays into a video of its own and hands video and engine over once the first frame is in', async () => {
    const prepared = engine();
    vi.mocked(prepareEngine).mockResolvedValue(prepared);
    const { element, settled } = holder();
    await startQuickly(element);
    const video = element.querySelector('video') as HTMLVideoElement;
    expect(prepared.attach).toHaveBeenCalledWith(video);
    expect(video.play).toHaveBeenCalled();
    expect(settled).not.toHaveBeenCalled();
    video.dispatchEvent(new Event('loadeddata'));
    expect(settled).toHaveBeenCalledTimes(1);

    const quick = takeQuickStart(clipMedia.mediaid);
    expect(quick?.video).toBe(video);
    quick?.engine.attach(video);
    expect(prepared.attach).toHaveBeenCalledTimes(1);
    expect(takeQuickStart(clipMedia.mediaid)).toBeUndefined();
  });

  it('leaves a viewer with a session to the island, without starting anything', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'viewer');
    const { element, settled } = holder();
    await startQuickly(element);
    expect(prepareEngine).not.toHaveBeenCalled();
    expect(settled).toHaveBeenCalledTimes(1);
    expect(takeQuickStart(clipMedia.mediaid)).toBeUndefined();
  });

  it('leaves a refused stream to the island, which checks the source and says why', async () => {
    const prepared = engine();
    vi.mocked(prepareEngine).mockImplementation(async (_sources, options) => {
      options.onFatalError('geo-blocked');
      return prepared;
    });
    const { element, settled } = holder();
    await startQuickly(element);
    expect(prepared.destroy).toHaveBeenCalled();
    expect(prepared.attach).not.toHaveBeenCalled();
    expect(element.querySelector('video')).toBeNull();
    expect(settled).toHaveBeenCalledTimes(1);
    expect(takeQuickStart(clipMedia.mediaid)).toBeUndefined();
  });

  it('stops where it is when the island came first', async () => {
    const prepared = engine();
    vi.mocked(prepareEngine).mockResolvedValue(prepared);
    const { element, settled } = holder();
    const start = startQuickly(element);
    expect(takeQuickStart(clipMedia.mediaid)).toBeUndefined();
    await start;
    expect(element.querySelector('video')).toBeNull();
    expect(prepared.destroy).toHaveBeenCalled();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('a stream error before the hand-over removes its video and leaves the island to start anew', async () => {
    const prepared = engine();
    vi.mocked(prepareEngine).mockImplementation(async (_sources, options) => {
      setTimeout(() => options.onFatalError('unknown'), 0);
      return prepared;
    });
    const { element, settled } = holder();
    await startQuickly(element);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.querySelector('video')).toBeNull();
    expect(prepared.destroy).toHaveBeenCalled();
    expect(settled).toHaveBeenCalledTimes(1);
    expect(takeQuickStart(clipMedia.mediaid)).toBeUndefined();
  });
});
