import { z } from 'zod';
import { toCard, type CardData } from '../../domain/card';
import { WATCH_LIST_LIMIT, mediaIdPattern } from '../../domain/watch-lists';
import type { DataCache } from '../shared/data-cache';
import type { MediaPlatform } from '../media/port';

/**
 * Card data for a list of media ids: what the favorites and continue-watching islands show
 * (`GET /api/media?ids=a,b,c`). Unknown ids are skipped; the order of the request is kept.
 */
export interface MediaCardsDeps {
  media: Pick<MediaPlatform, 'getMedia'>;
  cache: DataCache;
  /** How long one media item stays cached. */
  ttlMs: number;
  onItemFailed?: (mediaid: string, error: unknown) => void;
}

export type MediaCardsResult =
  | { ok: true; items: CardData[] }
  | { ok: false; status: 400; error: { field: 'ids'; message: string } }
  | { ok: false; status: 502; error: { message: string } };

export const mediaIdsSchema = z
  .string({ error: 'ids is required: a comma-separated list of media ids' })
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id.length > 0),
  )
  .pipe(
    z
      .array(z.string().regex(mediaIdPattern, { error: (issue) => `invalid media id "${String(issue.input)}"` }))
      .min(1, { error: 'ids must list at least one media id' })
      .max(WATCH_LIST_LIMIT, { error: `ids may list at most ${WATCH_LIST_LIMIT} media ids` }),
  )
  .transform((ids) => [...new Set(ids)]);

export async function getMediaCards(idsParam: string | null, deps: MediaCardsDeps): Promise<MediaCardsResult> {
  const parsed = mediaIdsSchema.safeParse(idsParam ?? undefined);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'invalid ids';
    return { ok: false, status: 400, error: { field: 'ids', message } };
  }
  const ids = parsed.data;
  const results = await Promise.allSettled(
    ids.map((id) => deps.cache.get(`media:${id}`, deps.ttlMs, () => deps.media.getMedia(id))),
  );

  const items: CardData[] = [];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') {
      if (result.value) items.push(toCard(result.value));
    } else {
      deps.onItemFailed?.(ids[index] ?? '', result.reason);
    }
  });
  if (items.length === 0 && results.some((result) => result.status === 'rejected')) {
    return { ok: false, status: 502, error: { message: 'the media platform could not be reached' } };
  }
  return { ok: true, items };
}
