import {
  SEP_ID,
  isUuid,
  scheduledChip,
  showsLiveStream,
  streamFor,
  type EmbedConfig,
  type EmbedStream,
} from '../../domain/embed';
import { isPaidItem } from '../../domain/entitlement';
import type { MediaItem } from '../../domain/media';
import { readEmbed, type ContentLog } from '../cms/content';
import type { Cms } from '../cms/port';
import type { MediaPlatform } from '../media/port';
import type { DataCache } from '../shared/data-cache';

/**
 * The embeddable live player (spec 3 §2 Embed): finds the embed a `cmsId` and `sepId` name, and decides what it
 * shows now. Used by the page `/federation-embed/{cmsId}` and by its 10 s poll `GET /api/embed/{cmsId}`.
 * CMS documents and media items come through the shared data cache (the CMS and media TTLs), so a burst of
 * viewers polling one embed costs the upstreams one request per TTL.
 */
export interface EmbedDeps {
  cms: Cms;
  media: Pick<MediaPlatform, 'getMedia'>;
  cache: DataCache;
  cmsTtlMs: number;
  mediaTtlMs: number;
  log?: ContentLog;
}

/** `not-found` → "Content Not Available" (404); `invalid` → "Invalid Configuration of Embed Code" (422). */
export type EmbedLookup =
  | { kind: 'not-found' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'found'; config: EmbedConfig; stream: EmbedStream };

export async function findEmbed(cmsId: string, sepId: string | null, deps: EmbedDeps): Promise<EmbedLookup> {
  if (!isUuid(cmsId)) return { kind: 'not-found' };
  if (sepId !== null && !SEP_ID.test(sepId)) return { kind: 'invalid', reason: 'sepId is not an event id' };
  const id = cmsId.toLowerCase();
  const read = await deps.cache.get(`cms:embed:${id}`, deps.cmsTtlMs, () => readEmbed(deps.cms, id, deps.log));
  if (read.kind === 'missing') return { kind: 'not-found' };
  if (read.kind === 'invalid') return { kind: 'invalid', reason: read.issues };
  const stream = streamFor(read.config, sepId);
  if (!stream) return { kind: 'invalid', reason: `the embed has no event "${sepId}"` };
  return { kind: 'found', config: read.config, stream };
}

/**
 * What the embed shows: the live stream, else the VOD with the scheduled-time chip, else (no VOD, or it cannot
 * be had) the fallback image with the chip. Paid media never play here: the embed has no sign-in.
 */
export type EmbedState =
  | { mode: 'live'; media: MediaItem }
  | { mode: 'vod'; media: MediaItem; scheduledStart?: string }
  | { mode: 'image'; scheduledStart?: string };

export async function embedState(stream: EmbedStream, now: Date, deps: EmbedDeps): Promise<EmbedState> {
  const load = async (id: string | undefined): Promise<MediaItem | null> => {
    if (!id) return null;
    const item = await deps.cache.get(`media:${id}`, deps.mediaTtlMs, () => deps.media.getMedia(id));
    return item && !isPaidItem(item) ? item : null;
  };
  const [live, vod] = await Promise.all([load(stream.liveMediaId), load(stream.vodMediaId)]);
  if (live && showsLiveStream(stream, live, now)) return { mode: 'live', media: live };
  const chip = scheduledChip(live, now);
  return vod ? { mode: 'vod', media: vod, ...chip } : { mode: 'image', ...chip };
}

export type EmbedUseCases = ReturnType<typeof makeEmbed>;

/** The embed use-cases bound to their ports, for pages and routes. */
export function makeEmbed(deps: EmbedDeps) {
  return {
    findEmbed: (cmsId: string, sepId: string | null) => findEmbed(cmsId, sepId, deps),
    embedState: (stream: EmbedStream, now: Date) => embedState(stream, now, deps),
  };
}
