import { z } from 'zod';
import type { EpisodesReply } from '../../lib/search-api';
import { cardDataSchema } from '../watch-lists/media-cards-client';

/** Browser side of `GET /api/series/{id}/episodes`: the reply is validated like any outside input. */
const replySchema = z.object({
  episodes: z.array(
    z.object({
      mediaid: z.string(),
      seasonNumber: z.number(),
      episodeNumber: z.number(),
      description: z.string(),
      card: cardDataSchema,
    }),
  ),
  pageOffset: z.number(),
  pageLimit: z.number(),
  total: z.number(),
}) satisfies z.ZodType<EpisodesReply>;

export interface EpisodesRequest {
  seriesId: string;
  season?: number;
  pageOffset: number;
  pageLimit: number;
  language: string;
}

export async function fetchEpisodes(request: EpisodesRequest, signal?: AbortSignal): Promise<EpisodesReply> {
  const params = new URLSearchParams({
    page_offset: String(request.pageOffset),
    page_limit: String(request.pageLimit),
    language: request.language,
  });
  if (request.season !== undefined) params.set('season', String(request.season));
  const response = await fetch(`/api/series/${encodeURIComponent(request.seriesId)}/episodes?${params}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET episodes answered ${response.status}`);
  const parsed = replySchema.safeParse(await response.json());
  if (!parsed.success) throw new Error('GET episodes answered an unexpected shape');
  return parsed.data;
}
