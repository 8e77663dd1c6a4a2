import { z } from 'zod';
import type { CardData } from '../../domain/card';

/** Browser side of `GET /api/media?ids=…`: the reply is validated like any outside input. */
const imageVariantSchema = z.object({ src: z.string(), width: z.number(), type: z.string() });

export const cardDataSchema = z.object({
  mediaid: z.string(),
  title: z.string(),
  image: z.string(),
  images: z.array(imageVariantSchema),
  duration: z.number(),
  contentType: z.enum(['series', 'episode', 'livechannel', 'liveevent', 'page', 'hub']).optional(),
  seriesId: z.string().optional(),
  seasonNumber: z.number().optional(),
  episodeNumber: z.number().optional(),
  scheduledStart: z.string().optional(),
  scheduledEnd: z.string().optional(),
  eventState: z.enum(['PRE_LIVE', 'LIVE_UNPUBLISHED', 'LIVE_PUBLISHED', 'INSTANT_VOD', 'VOD_PUBLIC']).optional(),
  genre: z.string().optional(),
  hasOffers: z.boolean(),
  requiresSubscription: z.boolean(),
  free: z.boolean(),
  motionThumbnail: z.string().optional(),
}) satisfies z.ZodType<CardData>;

const mediaCardsReplySchema = z.object({ items: z.array(cardDataSchema) });

export class MediaCardsRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaCardsRequestError';
  }
}

export async function fetchMediaCards(
  ids: string[],
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<CardData[]> {
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(`/api/media?ids=${ids.map(encodeURIComponent).join(',')}`, {
    signal: options.signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new MediaCardsRequestError(`GET /api/media answered ${response.status}`);
  const parsed = mediaCardsReplySchema.safeParse(await response.json());
  if (!parsed.success) throw new MediaCardsRequestError('GET /api/media answered an unexpected shape');
  return parsed.data.items;
}
