// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMBED_POLL_MS } from '../../domain/embed';
import { createPlayerController } from '../player/player-controller';
import type { PlayerMedia } from '../player/player-media';
import { EmbedPlayer } from './EmbedPlayer';
import type { EmbedView } from './embed-view';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('../player/player-controller', async (importOriginal) => {
  const real = await importOriginal<typeof import('../player/player-controller')>();
  return { ...real, createPlayerController: vi.fn(real.createPlayerController) };
});

const ID = '8a6e4b21-0c3f-4d7e-b5a9-2e1f6c9d3b47';
const media = (mediaid: string, fields: Partial<PlayerMedia> = {}): PlayerMedia => ({
  mediaid,
  title: `Media ${mediaid}`,
  poster: `/img/${mediaid}.jpg`,
  sources: [{ file: `/hls/${mediaid}/master.m3u8`, type: 'application/vnd.apple.mpegurl' }],
  tracks: [],
  duration: 0,
  ...fields,
});
const vodView: EmbedView = {
  mode: 'vod',
  title: 'Highlights',
  media: media('vod1', { duration: 24 }),
  scheduledStart: '2026-07-10T15:00:00.000Z',
};
const liveView: EmbedView = { mode: 'live', title: 'Final', media: media('live1', { eventState: 'LIVE_PUBLISHED' }) };

async function mount(initial: EmbedView) {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(<EmbedPlayer cmsId={ID} language="en" initial={initial} />));
  return container;
}

/** One poll period, and the fetch it starts. */
async function nextPoll() {
  await act(async () => {
    vi.advanceTimersByTime(EMBED_POLL_MS);
  });
  for (let i = 0; i < 5; i += 1) await act(async () => Promise.resolve());
}

describe('EmbedPlayer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('shows the VOD with the scheduled chip, then the live stream once the poll says it is live', async () => {
    const fetchMock = vi.fn(async () => Response.json(liveView));
    vi.stubGlobal('fetch', fetchMock);
    const view = await mount(vodView);
    expect(view.querySelector('[role="status"]')?.textContent).toMatch(/^Scheduled: 10\/07\/2026 \d{2}:00 (AM|PM)$/);
    expect(view.querySelector('button')?.getAttribute('aria-label')).toBe('Play Media vod1');
    expect(view.textContent).not.toContain('LIVE');

    await nextPoll();
    expect(fetchMock).toHaveBeenCalledWith(`/api/embed/${ID}`, expect.anything());
    expect(view.textContent).toContain('LIVE');
    expect(view.querySelector('.embed__chip')).toBeNull();
    expect(view.querySelector('button')?.getAttribute('aria-label')).toBe('Play Media live1');
  });

  it('keeps the running player when a poll answers the same stream again, replaces it for another one', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ ...liveView, media: { ...liveView.media, scheduledEnd: '2026-07-10T18:00:00.000Z' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.mocked(createPlayerController).mockClear();
    await mount(liveView);
    await nextPoll();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(createPlayerController).toHaveBeenCalledTimes(1);
    fetchMock.mockImplementation(async () => Response.json(vodView));
    await nextPoll();
    expect(createPlayerController).toHaveBeenCalledTimes(2);
  });

  it('keeps what it shows when a poll fails, and says so when the embed is gone', async () => {
    const fetchMock = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const view = await mount(vodView);
    await nextPoll();
    expect(view.querySelector('.embed__chip')).not.toBeNull();

    fetchMock.mockImplementation(async () => Response.json({ code: 'embed_not_found' }, { status: 404 }));
    await nextPoll();
    expect(view.textContent).toBe('Content Not Available');
  });

  it('shows the fallback image with the chip when there is nothing to play', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({})),
    );
    const view = await mount({
      mode: 'image',
      title: 'IFA live player',
      fallbackImage: { url: '/cms-assets/images/cover.jpg', width: 1600, height: 640 },
    });
    expect(view.querySelector('img')?.getAttribute('src')).toBe('/cms-assets/images/cover.jpg');
    expect(view.querySelector('[role="status"]')?.textContent).toBe('Coming soon');
  });
});
