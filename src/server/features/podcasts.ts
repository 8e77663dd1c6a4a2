import type { Podcast } from '../../domain/content';
import { buildMedalTable, type CountryMedals } from '../../domain/medals';
import type { PodcastFeed } from '../../domain/podcasts';
import { readPodcast, readPodcasts } from '../cms/content';
import type { Logger } from 'pino';
import type { Cms } from '../cms/port';
import { FeedError, type FeedFailure, type FeedReader } from '../feeds/reader';
import type { ResultsSource } from '../results/port';
import type { DataCache } from '../shared/data-cache';
import { UpstreamUnavailableError } from '../shared/upstream/error';

/** Cached loaders for the podcast pages and the results page. */

const FEED_TTL_MS = 10 * 60_000;
const RESULTS_TTL_MS = 60_000;

export type FeedResult = { ok: true; feed: PodcastFeed } | { ok: false; reason: FeedFailure | 'unexpected' };

export type MedalTableResult = { ok: true; countries: CountryMedals[] } | { ok: false };

/** Why a feed could not be shown: the reader's reason, also behind the host's breaker; a budget cut is a timeout. */
function feedFailure(error: unknown): FeedFailure | 'unexpected' {
  const cause = error instanceof UpstreamUnavailableError && error.cause instanceof FeedError ? error.cause : error;
  if (cause instanceof FeedError) return cause.reason;
  return error instanceof UpstreamUnavailableError ? 'timeout' : 'unexpected';
}

export interface PodcastsDeps {
  cache: DataCache;
  cms: Cms;
  logger: Logger;
  cmsTtlMs: number;
  feeds: FeedReader;
  results: ResultsSource;
}

export type PodcastsUseCases = ReturnType<typeof makePodcasts>;

export function makePodcasts({ cache, cms, logger, cmsTtlMs, feeds, results }: PodcastsDeps) {
  function loadPodcasts(): Promise<Podcast[]> {
    return cache.get('cms:podcasts', cmsTtlMs, () => readPodcasts(cms, logger));
  }

  function loadPodcast(slug: string): Promise<Podcast | null> {
    return cache.get(`cms:podcast:${slug}`, cmsTtlMs, () => readPodcast(cms, slug, logger));
  }

  /**
   * The feed, cached for 10 minutes; a feed that later fails keeps being served from the cache (stale-on-error).
   * A feed that cannot be loaded at all is reported, never thrown, so the page can say so.
   */
  async function loadPodcastFeed(rssUrl: string): Promise<FeedResult> {
    try {
      return { ok: true, feed: await cache.get(`feed:${rssUrl}`, FEED_TTL_MS, () => feeds.read(rssUrl)) };
    } catch (error) {
      logger.warn({ err: error, rssUrl }, 'podcast feed could not be loaded');
      return { ok: false, reason: feedFailure(error) };
    }
  }

  async function loadMedalTable(): Promise<MedalTableResult> {
    try {
      const countries = await cache.get('results:medals', RESULTS_TTL_MS, () => results.getMedalResults());
      return { ok: true, countries: buildMedalTable(countries) };
    } catch (error) {
      logger.error({ err: error }, 'medal results could not be loaded');
      return { ok: false };
    }
  }

  return { loadPodcasts, loadPodcast, loadPodcastFeed, loadMedalTable };
}

/** Only slugs that could be a CMS slug are looked up (anything else is a 404 without a query). */
export function isPodcastSlug(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120;
}
