// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdSession, CurrentAd } from './ad-session';
import AdOverlay from './AdOverlay';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const current: CurrentAd = {
  ad: { id: 'spot', mediaFile: { url: '/ads/spot.mp4', type: 'video/mp4' }, duration: 15, tracking: {} },
  position: 1,
  count: 1,
  elapsed: 0,
  duration: 15,
  paused: false,
};

function fakeSession(): AdSession {
  const noop = () => undefined;
  return {
    $current: atom<CurrentAd | null>(current),
    prepare: noop,
    beforeContent: async () => undefined,
    afterContent: async () => undefined,
    watch: () => noop,
    cancel: noop,
    adPlaying: noop,
    adPaused: noop,
    adTime: noop,
    adEnded: noop,
    adFailed: vi.fn(),
    adVolume: noop,
    skip: noop,
    clickThrough: noop,
  };
}

async function mount(session: AdSession) {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(<AdOverlay session={session} current={current} language="en" />));
}

describe('AdOverlay', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('reports an ad whose file failed before the overlay was mounted as VAST error 405', async () => {
    // The failure came while React was rendering: the element holds it, and its event found no handler.
    vi.spyOn(HTMLMediaElement.prototype, 'error', 'get').mockReturnValue({ code: 4, message: '' } as MediaError);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException('unsupported', 'NotSupportedError'),
    );
    const session = fakeSession();
    await mount(session);
    expect(session.adFailed).toHaveBeenCalledWith(405);
  });

  it('reports nothing for an ad whose file is loading', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const session = fakeSession();
    await mount(session);
    expect(session.adFailed).not.toHaveBeenCalled();
  });
});
