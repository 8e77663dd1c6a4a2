import { afterEach, expect, it, vi } from 'vitest';
import { clipMedia } from './clip-media.fixture';
import { prepareEngine } from './engine';
import { preloadEngine } from './engine-choice';
import { createPlayerController } from './player-controller';

vi.mock('./engine', async (original) => ({ ...(await original<typeof import('./engine')>()), prepareEngine: vi.fn() }));
vi.mock('./engine-choice', async (original) => ({
  ...(await original<typeof import('./engine-choice')>()),
  preloadEngine: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(prepareEngine).mockReset();
});

const engine = () => ({ kind: 'hls.js' as const, source: clipMedia.sources[0], attach: vi.fn(), destroy: vi.fn() });

/** A controller whose access check answers when `answer` is called. */
function controllerWithCheck(knownSources?: () => typeof clipMedia.sources | undefined) {
  let answer: (checked: 'geo-blocked' | undefined) => void = () => {};
  const controller = createPlayerController({
    media: clipMedia,
    live: false,
    resumeProgress: () => undefined,
    saveProgress: () => undefined,
    checkAccess: () => new Promise((resolve) => (answer = resolve)),
    knownSources,
    log: () => {},
  });
  return { controller, answer: (checked: 'geo-blocked' | undefined) => answer(checked) };
}

it('starts the stream of sources known in the page beside the access check, a round trip sooner', async () => {
  const prepared = engine();
  vi.mocked(prepareEngine).mockResolvedValue(prepared);
  const { controller, answer } = controllerWithCheck(() => clipMedia.sources);
  controller.activate();
  expect(prepareEngine).toHaveBeenCalledTimes(1);
  expect(vi.mocked(prepareEngine).mock.calls[0]?.[0]).toBe(clipMedia.sources);
  answer(undefined);
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(prepareEngine).toHaveBeenCalledTimes(1);
  expect(prepared.destroy).not.toHaveBeenCalled();
  expect(controller.$state.get().phase).toBe('loading');
});

it('drops that stream when the check refuses, and says why', async () => {
  const prepared = engine();
  vi.mocked(prepareEngine).mockResolvedValue(prepared);
  const { controller, answer } = controllerWithCheck(() => clipMedia.sources);
  controller.activate();
  answer('geo-blocked');
  await vi.waitFor(() => expect(prepared.destroy).toHaveBeenCalled());
  expect(controller.$state.get()).toMatchObject({ phase: 'error', error: 'geo-blocked' });
});

it('waits for the check when the sources are not known before it (a paid item)', () => {
  const { controller } = controllerWithCheck(() => undefined);
  controller.activate();
  expect(prepareEngine).not.toHaveBeenCalled();
});

it("starts the engine's module while the access check is still out, not after it", () => {
  vi.stubGlobal('document', { visibilityState: 'visible', createElement: () => ({ canPlayType: () => '' }) });
  const controller = createPlayerController({
    media: clipMedia,
    live: false,
    resumeProgress: () => undefined,
    saveProgress: () => undefined,
    checkAccess: () => new Promise(() => {}),
    log: () => {},
  });
  expect(preloadEngine).not.toHaveBeenCalled();
  controller.activate();
  expect(preloadEngine).toHaveBeenCalledWith(clipMedia.sources);
});
