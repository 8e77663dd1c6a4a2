import { atom, type ReadableAtom } from 'nanostores';
import type { AdPlan } from '../../../domain/ads/ad-plan';
import type { AdBreaks } from '../player-controller';
import type { AdSession } from './ad-session';

/**
 * The player's handle on client-side ads, small enough to ship with the player: when playback is asked for it
 * fetches the ad plan (`GET /api/ads/{mediaid}`) and loads the ad session module together; a plan without
 * breaks, a failed or slow answer (`planTimeoutMs`) means no ads, and the content plays.
 */
export interface LazyAds extends AdBreaks {
  /** The running session once loaded (null: none, or no ads for this playback). */
  readonly $session: ReadableAtom<AdSession | null>;
}

export interface LazyAdsOptions {
  mediaid: string;
  /** The config the page was rendered with (its `app-config`), so the server reads the same ad schedule. */
  configSource: string;
  duration: number;
  cueSeconds: number[];
  planTimeoutMs?: number;
  fetch?: typeof fetch;
  loadSession?: () => Promise<typeof import('./ad-session')>;
  beacon?: (url: string) => void;
}

async function fetchPlan(options: LazyAdsOptions): Promise<AdPlan | null> {
  const query = new URLSearchParams({ 'app-config': options.configSource });
  const response = await (options.fetch ?? fetch)(`/api/ads/${encodeURIComponent(options.mediaid)}?${query}`, {
    credentials: 'same-origin',
    cache: 'no-store',
    signal: AbortSignal.timeout(options.planTimeoutMs ?? 4000),
  });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  return body && typeof body === 'object' && Array.isArray((body as AdPlan).breaks) ? (body as AdPlan) : null;
}

export function createLazyAds(options: LazyAdsOptions): LazyAds {
  const $session = atom<AdSession | null>(null);
  let loading: Promise<AdSession | null> | undefined;

  const load = () =>
    (loading ??= Promise.all([fetchPlan(options), (options.loadSession ?? (() => import('./ad-session')))()])
      .then(async ([plan, module]) => {
        if (!plan || plan.breaks.length === 0) return null;
        const beacon = options.beacon ?? (await import('./tracking')).imageBeacon;
        return module.createAdSession({ plan, duration: options.duration, cueSeconds: options.cueSeconds, beacon });
      })
      .catch(() => null)
      .then((session) => {
        $session.set(session);
        return session;
      }));

  return {
    $session,
    prepare() {
      void load();
    },
    async beforeContent() {
      await (await load())?.beforeContent();
    },
    watch(video) {
      let stop: (() => void) | undefined;
      let stopped = false;
      void load().then((session) => {
        if (session && !stopped) stop = session.watch(video);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    async afterContent() {
      await (await load())?.afterContent();
    },
    cancel() {
      $session.get()?.cancel();
    },
  };
}
