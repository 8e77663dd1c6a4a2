import {
  EMPTY_PLAN,
  type AdBreak,
  type AdPlan,
  type BreakPosition,
  type LinearAd,
  type Tracking,
} from '../../domain/ads/ad-plan';
import { expandMacros } from '../../domain/ads/ad-macros';
import { readJwSchedule, type JwBreak } from './jw-schedule';
import { parseVast, selectAds, type VastAd, type VastInline } from './vast';
import { parseVmap, type VmapBreak } from './vmap';

/**
 * Builds the ad plan of one playback: loads the schedule (a VMAP, or a JW schedule whose breaks name VAST tags
 * or which points to a VMAP), resolves every break's VAST — following wrappers up to `maxWrapperDepth`, never the
 * same address twice in a chain — and keeps the ads that have a playable file. Everything is bounded by one
 * deadline (`timeoutMs`): breaks resolved by then are kept, the others dropped. Any failure (bad XML, a 404, a
 * loop, a hostile address) drops that ad or break, never the playback: the worst case is a plan without ads.
 *
 * Addresses: documents from the network may only name absolute http(s) URLs; the demo's own files (`trusted`)
 * may also use site-relative paths. Which hosts may be fetched is the loader's business (guarded-fetch.ts).
 */
export interface AdDocument {
  text: string;
  /** The site's own demo file: site-relative URLs inside it are allowed. */
  trusted: boolean;
}

export interface AdDocumentLoader {
  load(ref: string, signal: AbortSignal): Promise<AdDocument>;
}

export type AdScheduleSource = { kind: 'vmap'; url: string } | { kind: 'schedule'; url: string };

export interface AdResolverOptions {
  loader: AdDocumentLoader;
  maxWrapperDepth?: number;
  timeoutMs?: number;
  now?: () => Date;
  random?: () => number;
  onProblem?: (message: string, error?: unknown) => void;
}

interface PendingBreak {
  id: string;
  position: BreakPosition;
  resolve(signal: AbortSignal): Promise<Array<Omit<LinearAd, 'id'>>>;
}

export function acceptUrl(url: string | undefined, trusted: boolean): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  if (trusted && /^\/(?![/\\])/.test(value)) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? value : undefined;
  } catch {
    return undefined;
  }
}

function acceptTracking(tracking: Tracking, trusted: boolean): Tracking {
  const kept: Tracking = {};
  for (const [event, urls] of Object.entries(tracking) as Array<[keyof Tracking, string[]]>) {
    const accepted = urls.map((url) => acceptUrl(url, trusted)).filter((url): url is string => url !== undefined);
    if (accepted.length > 0) kept[event] = accepted;
  }
  return kept;
}

function mergeTracking(outer: Tracking, inner: Tracking): Tracking {
  const merged: Tracking = { ...outer };
  for (const [event, urls] of Object.entries(inner) as Array<[keyof Tracking, string[]]>) {
    merged[event] = [...(merged[event] ?? []), ...urls];
  }
  return merged;
}

/** Break ids name the breaks the player has played, so they must differ (a VMAP may repeat a `breakId`). */
function uniqueIds(breaks: PendingBreak[]): PendingBreak[] {
  const seen = new Set<string>();
  return breaks.map((entry, index) => {
    const id = seen.has(entry.id) ? `${entry.id}-${index + 1}` : entry.id;
    seen.add(id);
    return { ...entry, id };
  });
}

export function createAdResolver(options: AdResolverOptions) {
  const { loader } = options;
  const maxDepth = options.maxWrapperDepth ?? 5;
  const timeoutMs = options.timeoutMs ?? 2000;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const problem = options.onProblem ?? (() => undefined);

  /** JW tag macros and the VAST cache buster, filled in before a tag is requested. */
  function tagUrl(url: string, mediaid: string): string {
    const cacheBuster = String(Math.floor(random() * 1e8)).padStart(8, '0');
    const filled = url
      .replaceAll('__item-mediaid__', encodeURIComponent(mediaid))
      .replaceAll('__random-number__', cacheBuster)
      .replaceAll('__timestamp__', String(now().getTime()));
    return expandMacros(filled, { cacheBuster, timestamp: now().toISOString() });
  }

  function finalize(
    ad: VastInline,
    inherited: Tracking,
    trusted: boolean,
    skipDefault?: number,
  ): Omit<LinearAd, 'id'> | undefined {
    const mediaFile = ad.mediaFiles.find((file) => acceptUrl(file.url, trusted));
    if (!mediaFile) return undefined;
    const skipOffset = ad.skipOffset ?? skipDefault;
    return {
      title: ad.title,
      mediaFile: { ...mediaFile, url: mediaFile.url.trim() },
      duration: ad.duration,
      skipOffset: skipOffset !== undefined && skipOffset < ad.duration ? skipOffset : undefined,
      clickThrough: acceptUrl(ad.clickThrough, trusted),
      tracking: mergeTracking(inherited, acceptTracking(ad.tracking, trusted)),
    };
  }

  interface Chain {
    mediaid: string;
    signal: AbortSignal;
    depth: number;
    visited: ReadonlySet<string>;
    tracking: Tracking;
    skipDefault?: number;
  }

  async function resolveAds(ads: VastAd[], trusted: boolean, chain: Chain): Promise<Array<Omit<LinearAd, 'id'>>> {
    const resolved = await Promise.all(
      selectAds(ads).map(async (ad) => {
        if (ad.kind === 'inline') {
          const final = finalize(ad, chain.tracking, trusted, chain.skipDefault);
          return final ? [final] : [];
        }
        const tracking = mergeTracking(chain.tracking, acceptTracking(ad.tracking, trusted));
        return resolveTag(ad.tagUri, trusted, { ...chain, depth: chain.depth + 1, tracking });
      }),
    );
    return resolved.flat();
  }

  async function resolveTag(rawUrl: string, trusted: boolean, chain: Chain): Promise<Array<Omit<LinearAd, 'id'>>> {
    const url = acceptUrl(rawUrl, trusted);
    if (!url) return skip(`ad tag refused: ${rawUrl}`);
    if (chain.depth > maxDepth) return skip(`wrapper chain deeper than ${maxDepth}: ${url}`);
    if (chain.visited.has(url)) return skip(`wrapper loop at ${url}`);
    try {
      const document = await loader.load(tagUrl(url, chain.mediaid), chain.signal);
      const ads = parseVast(document.text);
      return await resolveAds(ads, document.trusted, { ...chain, visited: new Set([...chain.visited, url]) });
    } catch (error) {
      return skip(`ad tag ${url} failed`, error);
    }
  }

  function skip(message: string, error?: unknown): [] {
    problem(message, error);
    return [];
  }

  function vmapBreaks(breaks: VmapBreak[], trusted: boolean, mediaid: string): PendingBreak[] {
    return breaks.map((entry) => ({
      id: entry.id,
      position: entry.position,
      resolve: (signal: AbortSignal) => {
        const chain: Chain = { mediaid, signal, depth: 0, visited: new Set(), tracking: {} };
        return entry.source.kind === 'tag'
          ? resolveTag(entry.source.url, trusted, chain)
          : resolveAds(entry.source.ads, trusted, chain);
      },
    }));
  }

  function jwBreaks(breaks: JwBreak[], trusted: boolean, mediaid: string): PendingBreak[] {
    return breaks.map((entry) => ({
      id: entry.id,
      position: entry.position,
      // A waterfall: the next tag only when the previous one gave nothing.
      resolve: async (signal) => {
        for (const tag of entry.tags) {
          const chain: Chain = {
            mediaid,
            signal,
            depth: 0,
            visited: new Set(),
            tracking: {},
            skipDefault: entry.skipOffset,
          };
          const ads = await resolveTag(tag, trusted, chain);
          if (ads.length > 0) return ads;
        }
        return [];
      },
    }));
  }

  async function loadBreaks(source: AdScheduleSource, mediaid: string, signal: AbortSignal): Promise<PendingBreak[]> {
    const document = await loader.load(source.url, signal);
    if (source.kind === 'vmap') return vmapBreaks(parseVmap(document.text), document.trusted, mediaid);
    let json: unknown;
    try {
      json = JSON.parse(document.text);
    } catch {
      throw new Error(`ad schedule ${source.url} is not JSON`);
    }
    const schedule = readJwSchedule(json);
    if (schedule.kind === 'breaks') return jwBreaks(schedule.breaks, document.trusted, mediaid);
    const vmapUrl = acceptUrl(schedule.url, document.trusted);
    if (!vmapUrl) throw new Error(`ad schedule ${source.url} names a refused VMAP address`);
    return loadBreaks({ kind: 'vmap', url: vmapUrl }, mediaid, signal);
  }

  return {
    async resolve(source: AdScheduleSource, mediaid: string): Promise<AdPlan> {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error('ad plan deadline')), timeoutMs);
      const deadline = new Promise<void>((resolve) => controller.signal.addEventListener('abort', () => resolve()));
      const done: Array<AdBreak | undefined> = [];
      try {
        const work = (async () => {
          const pending = uniqueIds(await loadBreaks(source, mediaid, controller.signal));
          done.length = pending.length;
          await Promise.all(
            pending.map(async (entry, index) => {
              const ads = await entry.resolve(controller.signal);
              if (controller.signal.aborted || ads.length === 0) return;
              done[index] = {
                id: entry.id,
                position: entry.position,
                ads: ads.map((ad, n) => ({ ...ad, id: `${entry.id}-${n + 1}` })),
              };
            }),
          );
        })();
        await Promise.race([work, deadline]);
        if (controller.signal.aborted) problem(`ad plan for ${mediaid} cut at the ${timeoutMs} ms deadline`);
        return { breaks: done.filter((entry): entry is AdBreak => entry !== undefined) };
      } catch (error) {
        problem(`ad schedule ${source.url} failed`, error);
        return EMPTY_PLAN;
      } finally {
        clearTimeout(timer);
        controller.abort();
      }
    },
  };
}

export type AdResolver = ReturnType<typeof createAdResolver>;
