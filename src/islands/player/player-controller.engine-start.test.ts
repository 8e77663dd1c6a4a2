import { afterEach, expect, it, vi } from 'vitest';
import { clipMedia } from './clip-media.fixture';
import { preloadEngine } from './engine';
import { createPlayerController } from './player-controller';

vi.mock('./engine', async (original) => ({ ...(await original<typeof import('./engine')>()), preloadEngine: vi.fn() }));

afterEach(() => vi.unstubAllGlobals());

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
