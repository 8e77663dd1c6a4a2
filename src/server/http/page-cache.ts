import { createHash } from 'node:crypto';
import { collectTags, createInvalidationLog, intersects } from '../shared/cache-tags';
import {
  compress,
  compressSmallest,
  isCompressible,
  MIN_COMPRESS_BYTES,
  varyOnEncoding,
  type Encoding,
} from './compression';

/**
 * The built-in cache for public HTML (DESIGN §2.2): pages are the same for every visitor, so a rendered page
 * can answer every request for the same URL for a few seconds. Concurrent misses for one URL share a single
 * render. With a CDN in front this only absorbs bursts; without one it keeps a hot page from re-rendering on
 * every request. Entries are short-lived (PAGE_CACHE_TTL_S) so editors' changes still show within a minute.
 * A kept page is compressed once per encoding, and carries a strong ETag, so a revalidation is a 304. Its quick
 * Brotli copy is replaced in the background by the smallest one, which is kept by content: re-rendered after its
 * TTL, an unchanged page reuses it.
 * Each kept page has the dependency tags of the data its render read (cache-tags.ts): a CMS change drops only
 * the pages that showed the changed document, and a render overtaken by such a change is not kept.
 * Past its TTL a page is stale for `staleMs` more: a GET then gets the kept copy at once while one render in the
 * background replaces it (stale-while-revalidate), so a first visitor after a quiet spell is not the one who waits
 * for the render. A dropped page (invalidation, clear) is gone, stale copy included: the next request renders.
 */
/** The body in one encoding, with its own strong validator. */
interface EncodedCopy {
  body: Uint8Array;
  etag: string;
}

interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array;
  storedAt: number;
  /** Strong validator of the body (quoted); an encoded copy has its own (`"…-br"`, `"…-br11"`). */
  etag: string;
  /** The body encoded once per encoding, when first asked for. */
  encoded: Partial<Record<Encoding, EncodedCopy>>;
  tags: ReadonlySet<string>;
}

/** What the client accepts: its preferred encoding, and the validator it already holds. */
export interface Negotiation {
  encoding: Encoding | null;
  ifNoneMatch: string | null;
}

export interface PageCacheOptions {
  ttlMs: number;
  /** How long past its TTL a kept page is still sent while it is rendered again (0: never). */
  staleMs?: number;
  maxEntries?: number;
  /** Pages larger than this are not kept. */
  maxBodyBytes?: number;
  now?: () => number;
}

/** `stale`: the answer is a kept copy past its TTL, sent while it is rendered again. */
export type PageCacheResult = { response: Response; hit: boolean; stale?: boolean };

/** A kept page ready to be written out as it is (no body for a 304). */
export interface KeptAnswer {
  status: number;
  headers: Headers;
  body: Uint8Array | null;
}

const IDENTITY: Negotiation = { encoding: null, ifNoneMatch: null };

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Headers that belong to one response, never to a shared copy. */
const PER_RESPONSE_HEADERS = new Set(['x-request-id', 'set-cookie', 'date']);

export function createPageCache({
  ttlMs,
  staleMs = 0,
  maxEntries = 200,
  maxBodyBytes = 2_000_000,
  now = Date.now,
}: PageCacheOptions) {
  const entries = new Map<string, CachedPage>();
  const inFlight = new Map<string, Promise<CachedPage | null>>();
  const invalidations = createInvalidationLog();
  /** Smallest Brotli copies by the identity body's ETag, and the ones being made. */
  const smallest = new Map<string, EncodedCopy>();
  const upgrading = new Map<string, Promise<void>>();

  const encodedTag = (page: CachedPage, suffix: string) => `${page.etag.slice(0, -1)}-${suffix}"`;

  /** Makes the smallest Brotli copy of a kept page in the background, then sends it instead when it is smaller. */
  function upgrade(page: CachedPage): void {
    if (upgrading.has(page.etag) || smallest.has(page.etag)) return;
    const quick = page.encoded.br!;
    const job = compressSmallest(page.body)
      .then((body) => {
        const copy = body.byteLength < quick.body.byteLength ? { body, etag: encodedTag(page, 'br11') } : quick;
        smallest.set(page.etag, copy);
        if (smallest.size > maxEntries) smallest.delete(smallest.keys().next().value as string);
        page.encoded.br = copy;
      })
      .catch(() => {}) // the quick copy stays
      .finally(() => upgrading.delete(page.etag));
    upgrading.set(page.etag, job);
  }

  /** The kept page's status and headers for this client, and which encoding its body goes out in. */
  function head(page: CachedPage, { encoding, ifNoneMatch }: Negotiation) {
    const headers = new Headers(page.headers);
    const compressible = isCompressible(headers.get('content-type'));
    if (compressible) varyOnEncoding(headers);
    const variant = compressible && page.body.byteLength >= MIN_COMPRESS_BYTES ? encoding : null;
    const etag = variant ? (page.encoded[variant]?.etag ?? encodedTag(page, variant)) : page.etag;
    headers.set('etag', etag);
    // Either Brotli copy of this body is current: a client holding the quick one is not sent the smallest.
    const held = variant === 'br' ? [etag, encodedTag(page, 'br'), encodedTag(page, 'br11')] : [etag];
    const heldTag = page.status === 200 ? held.find((tag) => matches(ifNoneMatch, tag)) : undefined;
    if (heldTag) {
      headers.set('etag', heldTag);
      headers.delete('content-length');
      return { status: 304, headers, variant: null, notModified: true };
    }
    if (variant) headers.set('content-encoding', variant);
    return { status: page.status, headers, variant, notModified: false };
  }

  /** The kept page as the client wants it, or null when its encoded copy is not made yet. */
  function keptAnswer(page: CachedPage, negotiation: Negotiation): KeptAnswer | null {
    const { status, headers, variant, notModified } = head(page, negotiation);
    if (notModified) return { status, headers, body: null };
    const body = variant ? page.encoded[variant]?.body : page.body;
    if (!body) return null;
    headers.set('content-length', String(body.byteLength));
    return { status, headers, body };
  }

  /** The kept page as the client wants it: encoded (once per encoding), or 304 when it holds this version. */
  async function toResponse(page: CachedPage, negotiation: Negotiation): Promise<Response> {
    const answer = keptAnswer(page, negotiation);
    if (answer) return toNewResponse(answer);
    // Only the client's encoded copy is missing: made once, the first time an encoding is asked for.
    const encoding = negotiation.encoding!;
    page.encoded[encoding] = { body: await compress(page.body, encoding), etag: encodedTag(page, encoding) };
    if (encoding === 'br') upgrade(page);
    return toNewResponse(keptAnswer(page, negotiation)!);
  }

  function toNewResponse({ status, headers, body }: KeptAnswer): Response {
    return new Response(body?.slice() ?? null, { status, headers });
  }

  /** The kept page and whether it is within its TTL; one past its stale window too is forgotten. */
  function kept(key: string): { page: CachedPage; fresh: boolean } | undefined {
    const page = entries.get(key);
    if (!page) return undefined;
    const age = now() - page.storedAt;
    if (age < ttlMs) return { page, fresh: true };
    if (age < ttlMs + staleMs) return { page, fresh: false };
    entries.delete(key);
    return undefined;
  }

  const fresh = (key: string): CachedPage | undefined => {
    const found = kept(key);
    return found?.fresh ? found.page : undefined;
  };

  /** Renders `key` once (concurrent requests share it) and keeps the answer when it may be shared. */
  function startRender(
    key: string,
    render: () => Promise<Response>,
    isCacheable: (response: Response) => boolean,
  ): Promise<{ response: Response; page: CachedPage | null }> {
    const mark = invalidations.mark();
    const rendering = collectTags(render).then(async ({ value: response, tags }) => ({
      response,
      page: isCacheable(response) && !invalidations.overtook(mark, tags) ? await store(key, response, tags) : null,
    }));
    const shared = rendering.then(
      ({ page }) => page,
      () => null,
    );
    inFlight.set(key, shared);
    void shared.finally(() => {
      if (inFlight.get(key) === shared) inFlight.delete(key);
    });
    return rendering;
  }

  async function store(key: string, response: Response, tags: ReadonlySet<string>): Promise<CachedPage | null> {
    const body = new Uint8Array(await response.arrayBuffer());
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const kept = smallest.get(etag);
    const page: CachedPage = {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name.toLowerCase())),
      body,
      storedAt: now(),
      etag,
      encoded: kept ? { br: kept } : {},
      tags,
    };
    if (body.byteLength <= maxBodyBytes) {
      entries.set(key, page);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    }
    return page;
  }

  return {
    /** Forgets every kept page (the data they were rendered from changed). Renders in flight still finish. */
    clear() {
      entries.clear();
    },

    /** Forgets the kept pages rendered from data tagged with one of `tags`; returns how many there were. */
    dropTagged(tags: readonly string[]): number {
      const changed = new Set(tags);
      invalidations.record(changed);
      let dropped = 0;
      for (const [key, page] of entries) {
        if (intersects(page.tags, changed)) {
          entries.delete(key);
          dropped += 1;
        }
      }
      return dropped;
    },

    /** How many pages are kept (for tests and the log). */
    size: () => entries.size,

    /** Resolves when the smallest copies being made are done (for tests). */
    async settled(): Promise<void> {
      await Promise.all(upgrading.values());
    },

    /**
     * The kept page for a GET or HEAD of `key`, at once, or null when there is none yet (or its encoded copy for
     * this client is not made yet): the server's fast path, which skips the framework for a hit.
     */
    lookup(key: string, method: string, negotiation: Negotiation): KeptAnswer | null {
      if (ttlMs <= 0 || (method !== 'GET' && method !== 'HEAD')) return null;
      const kept = fresh(key);
      const answer = kept ? keptAnswer(kept, negotiation) : null;
      return answer && method === 'HEAD' ? { ...answer, body: null } : answer;
    },

    /**
     * Answers `key` from the cache, or calls `render`; a rendered response that `isCacheable` accepts is kept.
     * `render` must return the final response (headers included). Only GET renders are kept; a HEAD is answered
     * from a kept page when there is one (the same headers as its GET, ETag included), else rendered.
     */
    async serve(
      key: string,
      method: string,
      render: () => Promise<Response>,
      isCacheable: (response: Response) => boolean,
      negotiation: Negotiation = IDENTITY,
    ): Promise<PageCacheResult> {
      if (ttlMs > 0 && method === 'HEAD') {
        const kept = fresh(key);
        if (!kept) return { response: await render(), hit: false };
        const { status, headers } = await toResponse(kept, negotiation);
        return { response: new Response(null, { status, headers }), hit: true };
      }
      if (ttlMs <= 0 || method !== 'GET') return { response: await render(), hit: false };
      const found = kept(key);
      if (found?.fresh) return { response: await toResponse(found.page, negotiation), hit: true };

      const pending = inFlight.get(key);
      if (found) {
        // Stale: this request's render replaces it in the background (unless one is under way); its failure
        // leaves the stale copy for the next request to try again.
        if (!pending) startRender(key, render, isCacheable).catch(() => {});
        return { response: await toResponse(found.page, negotiation), hit: true, stale: true };
      }
      if (pending) {
        const shared = await pending;
        return shared
          ? { response: await toResponse(shared, negotiation), hit: true }
          : { response: await render(), hit: false };
      }

      const { response, page } = await startRender(key, render, isCacheable);
      return { response: page ? await toResponse(page, negotiation) : response, hit: false };
    },
  };
}
