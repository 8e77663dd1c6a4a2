import { afterEach, expect, it, vi } from 'vitest';
import { preloadEngine } from './engine';
import { createPlayerController } from './player-controller';
import type { PlayerMedia } from './player-media';

vi.mock('./engine', async (original) => ({ ...(await original<typeof import('./engine')>()), preloadEngine: vi.fn() }));

const media: PlayerMedia = {
  mediaid: 'clip0001',
  title: 'Clip',
  poster: '/poster.jpg',
  sources: [{ file: '/hls/clip/master.m3u8', type: 'application/vnd.apple.mpegurl' }],
  tracks: [],
  duration: 100,
};

afterEach(() => vi.unstubAllGlobals());

it("starts the engine's module while the access check is still out, not after it", () => {
  vi.stubGlobal('document', { visibilityState: 'visible', createElement: () => ({ canPlayType: () => '' }) });
  const controller = createPlayerController({
    media,
    live: false,
    resumeProgress: () => undefined,
    saveProgress: () => undefined,
    checkAccess: () => new Promise(() => {}),
    log: () => {},
  });
  expect(preloadEngine).not.toHaveBeenCalled();
  controller.activate();
  expect(preloadEngine).toHaveBeenCalledWith(media.sources);
});
