import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PodcastFeed } from '../../domain/podcasts';
import { noteRemoteCall } from '../shared/upstream/budget';
import type { CircuitBreaker } from '../shared/upstream/circuit-breaker';
import { FeedParseError, parsePodcastFeed } from './rss';

/**
 * Loads a podcast's RSS feed. Absolute http(s) URLs are fetched with a timeout and a size cap; the demo's
 * site-relative `/demo-feeds/{slug}.xml` is read from the demo folder instead of calling our own server.
 * Every failure is a `FeedError` (its `reason` says which kind), so pages can show a message instead of crashing.
 */
export type FeedFailure = 'unsupported_url' | 'not_found' | 'http_error' | 'timeout' | 'too_large' | 'invalid_feed';

export class FeedError extends Error {
  constructor(
    readonly reason: FeedFailure,
    message: string,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

export interface FeedReaderOptions {
  /** Folder holding `{slug}.xml` for `/demo-feeds/{slug}.xml`. */
  demoFeedsDir: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
  /** The circuit breaker of a feed host: a host that keeps failing is not waited for on every page. */
  breakerFor?: (host: string) => CircuitBreaker;
}

/** Failures that say the feed's host is down or hanging (a missing or malformed feed does not). */
export function isFeedHostFailure(error: unknown): boolean {
  return error instanceof FeedError && (error.reason === 'timeout' || error.reason === 'http_error');
}

export interface FeedReader {
  read(rssUrl: string): Promise<PodcastFeed>;
}

const DEMO_FEED = /^\/demo-feeds\/([a-z0-9]+(?:-[a-z0-9]+)*)\.xml$/;

export function createFeedReader(options: FeedReaderOptions): FeedReader {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 8000;
  const maxBytes = options.maxBytes ?? 5_000_000;

  async function readDemo(slug: string): Promise<string> {
    try {
      return await readFile(join(options.demoFeedsDir, `${slug}.xml`), 'utf8');
    } catch {
      throw new FeedError('not_found', `demo feed ${slug} does not exist`);
    }
  }

  function fetchRemote(url: URL): Promise<string> {
    const breaker = options.breakerFor?.(url.host);
    noteRemoteCall(breaker);
    return breaker ? breaker.run(() => fetchBody(url)) : fetchBody(url);
  }

  async function fetchBody(url: URL): Promise<string> {
    let response: Response;
    try {
      response = await fetchFn(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1' },
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new FeedError(timedOut ? 'timeout' : 'http_error', `could not fetch ${url.href}: ${String(error)}`);
    }
    if (response.status === 404 || response.status === 410) throw new FeedError('not_found', `${url.href}: ${response.status}`);
    if (!response.ok) throw new FeedError('http_error', `${url.href}: HTTP ${response.status}`);
    const length = Number(response.headers.get('content-length'));
    if (length > maxBytes) throw new FeedError('too_large', `${url.href}: ${length} bytes`);
    const body = await response.text();
    if (body.length > maxBytes) throw new FeedError('too_large', `${url.href}: ${body.length} characters`);
    return body;
  }

  async function load(rssUrl: string): Promise<string> {
    const demo = DEMO_FEED.exec(rssUrl.trim());
    if (demo?.[1]) return readDemo(demo[1]);
    let url: URL;
    try {
      url = new URL(rssUrl.trim());
    } catch {
      throw new FeedError('unsupported_url', `not a feed URL: ${rssUrl}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new FeedError('unsupported_url', `not an http(s) feed URL: ${rssUrl}`);
    }
    return fetchRemote(url);
  }

  return {
    async read(rssUrl) {
      const xml = await load(rssUrl);
      try {
        return parsePodcastFeed(xml);
      } catch (error) {
        if (error instanceof FeedParseError) throw new FeedError('invalid_feed', error.message);
        throw error;
      }
    },
  };
}
