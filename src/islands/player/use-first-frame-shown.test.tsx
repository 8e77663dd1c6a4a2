// @vitest-environment happy-dom
import { act, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFirstFrameShown } from './use-first-frame-shown';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Stage() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const shown = useFirstFrameShown(videoRef);
  return (
    <>
      <video ref={videoRef} />
      {shown && <p>control bar</p>}
    </>
  );
}

async function mount() {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(<Stage />));
  return container;
}

describe('useFirstFrameShown', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(HTMLVideoElement.prototype, 'requestVideoFrameCallback');
    Reflect.deleteProperty(HTMLVideoElement.prototype, 'cancelVideoFrameCallback');
  });

  it('shows what waits once the first frame is on screen, not before', async () => {
    const frames: Array<() => void> = [];
    Object.assign(HTMLVideoElement.prototype, {
      requestVideoFrameCallback: (callback: () => void) => frames.push(callback),
      cancelVideoFrameCallback: () => {},
    });
    const stage = await mount();
    stage.querySelector('video')?.dispatchEvent(new Event('loadeddata'));
    expect(stage.textContent).toBe('');
    await act(async () => frames[0]?.());
    expect(stage.textContent).toBe('control bar');
  });

  it('in a browser without frame callbacks, once the first frame has loaded', async () => {
    const stage = await mount();
    expect(stage.textContent).toBe('');
    await act(async () => stage.querySelector('video')?.dispatchEvent(new Event('loadeddata')));
    expect(stage.textContent).toBe('control bar');
  });

  it('after a second at most, when the stream is slow or fails', async () => {
    vi.useFakeTimers();
    const stage = await mount();
    await act(async () => vi.advanceTimersByTime(999));
    expect(stage.textContent).toBe('');
    await act(async () => vi.advanceTimersByTime(1));
    expect(stage.textContent).toBe('control bar');
  });
});
