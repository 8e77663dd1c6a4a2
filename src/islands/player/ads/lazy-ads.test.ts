import { describe, expect, it, vi } from 'vitest';
import type { AdPlan } from '../../../domain/ads/ad-plan';
import * as sessionModule from './ad-session';
import { createLazyAds } from './lazy-ads';

const plan: AdPlan = {
  breaks: [
    {
      id: 'pre',
      position: { kind: 'start' },
      ads: [{ id: 'a', mediaFile: { url: '/a.mp4', type: 'video/mp4' }, duration: 5, tracking: {} }],
    },
  ],
};

function lazyWith(answer: () => Promise<Response>) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => answer());
  const ads = createLazyAds({
    mediaid: 'Media001',
    configSource: 'demoads1',
    duration: 24,
    cueSeconds: [],
    fetch: fetch as unknown as typeof globalThis.fetch,
    loadSession: async () => sessionModule,
    beacon: () => undefined,
  });
  return { ads, fetch };
}

describe('createLazyAds', () => {
  it('asks for the plan of this media under the page’s config, once, when playback is asked for', async () => {
    const { ads, fetch } = lazyWith(async () => Response.json(plan));
    expect(fetch).not.toHaveBeenCalled();
    ads.prepare();
    ads.prepare();
    const preroll = ads.beforeContent();
    await vi.waitFor(() => expect(ads.$session.get()?.$current.get()?.ad.id).toBe('a'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/ads/Media001?app-config=demoads1');
    ads.cancel();
    await preroll;
  });

  it.each([
    ['an empty plan', async () => Response.json({ breaks: [] })],
    ['an error answer', async () => new Response('nope', { status: 500 })],
    ['a network failure', async () => Promise.reject(new TypeError('offline'))],
    ['a body that is not a plan', async () => Response.json({ ads: 'yes' })],
  ])('plays no ads after %s', async (_, answer) => {
    const { ads } = lazyWith(answer);
    await ads.beforeContent();
    expect(ads.$session.get()).toBeNull();
  });
});
