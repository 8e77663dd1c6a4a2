import { resolve } from 'node:path';
import type { Podcast } from '../../domain/content';
import { buildMedalTable, type CountryMedals } from '../../domain/medals';
import type { PodcastFeed } from '../../domain/podcasts';
import { readPodcast, readPodcasts } from '../cms/content';
import { getContainer } from '../container';
import { createFeedReader, FeedError, isFeedHostFailure, type FeedFailure, type FeedReader } from '../feeds/reader';
import { UpstreamUnavailableError } from '../shared/upstream/error';
import { cmsTtlMs } from './layout';

/** Cached loaders for the podcast pages and the results page. */

const FEED_TTL_MS = 10 * 60_000;
const RESULTS_TTL_MS = 60_000;

let feedReader: FeedReader | undefined;
function feeds(): FeedReader {
  const { demoDir, upstreams } = getContainer();
  feedReader ??= createFeedReader({
    demoFeedsDir: resolve(demoDir, 'cms', 'feeds'),
    breakerFor: (host) => upstreams.get(`feed:${host}`, { isFailure: isFeedHostFailure }),
  });
  return feedReader;
}

export function loadPodcasts(): Promise<Podcast[]> {
  const { cache, cms, logger } = getContainer();
  return cache.get('cms:podcasts', cmsTtlMs(), () => readPodcasts(cms, logger));
}

export function loadPodcast(slug: string): Promise<Podcast | null> {
  const { cache, cms, logger } = getContainer();
  return cache.get(`cms:podcast:${slug}`, cmsTtlMs(), () => readPodcast(cms, slug, logger));
}

export type FeedResult = { ok: true; feed: PodcastFeed } | { ok: false; reason: FeedFailure | 'unexpected' };

/**
 * The feed, cached for 10 minutes; a feed that later fails keeps being served from the cache (stale-on-error).
 * A feed that cannot be loaded at all is reported, never thrown, so the page can say so.
 */
export async function loadPodcastFeed(rssUrl: string): Promise<FeedResult> {
  const { cache, logger } = getContainer();
  try {
    return { ok: true, feed: await cache.get(`feed:${rssUrl}`, FEED_TTL_MS, () => feeds().read(rssUrl)) };
  } catch (error) {
    logger.warn({ err: error, rssUrl }, 'podcast feed could not be loaded');
    return { ok: false, reason: feedFailure(error) };
  }
}

/** Why a feed could not be shown: the reader's reason, also behind the host's breaker; a budget cut is a timeout. */
function feedFailure(error: unknown): FeedFailure | 'unexpected' {
  const cause = error instanceof UpstreamUnavailableError && error.cause instanceof FeedError ? error.cause : error;
  if (cause instanceof FeedError) return cause.reason;
  return error instanceof UpstreamUnavailableError ? 'timeout' : 'unexpected';
}

export type MedalTableResult = { ok: true; countries: CountryMedals[] } | { ok: false };

export async function loadMedalTable(): Promise<MedalTableResult> {
  const { cache, results, logger } = getContainer();
  try {
    const countries = await cache.get('results:medals', RESULTS_TTL_MS, () => results.getMedalResults());
    return { ok: true, countries: buildMedalTable(countries) };
  } catch (error) {
    logger.error({ err: error }, 'medal results could not be loaded');
    return { ok: false };
  }
}

/** Only slugs that could be a CMS slug are looked up (anything else is a 404 without a query). */
export function isPodcastSlug(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120;
}
