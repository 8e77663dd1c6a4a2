import { z } from 'zod';
import { toCard } from '../../domain/card';
import type { Episode } from '../../domain/media';
import { EPISODES_PAGE_SIZE } from '../../domain/series';
import type { EpisodeSummary, EpisodesReply } from '../../lib/search-api';
import { contentIdSchema } from './catalog';
import type { SeriesUseCases } from './series';

/**
 * `GET /api/series/{id}/episodes?season=&page_offset=&page_limit=&after_id=` (spec 1 §7 series calls, through our
 * server): one page of a series' episodes for the series screen's season filter and "Load more".
 */
const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} may be at most ${max}` });

const querySchema = z.object({
  season: wholeNumber('season', 0, 10_000).optional(),
  page_offset: wholeNumber('page_offset', 0, 500).default(0),
  page_limit: wholeNumber('page_limit', 1, 50).default(EPISODES_PAGE_SIZE),
});

export type EpisodesApiResult =
  | { ok: true; reply: EpisodesReply }
  | { ok: false; status: 400 | 404; error: { field?: string; message: string } };

export function toEpisodeSummary(episode: Episode): EpisodeSummary {
  return {
    mediaid: episode.media.mediaid,
    seasonNumber: episode.seasonNumber,
    episodeNumber: episode.episodeNumber,
    description: episode.media.description,
    card: toCard(episode.media),
  };
}

export interface EpisodesApiDeps {
  series: Pick<SeriesUseCases, 'loadEpisodes'>;
}

export type EpisodesApiUseCases = ReturnType<typeof makeEpisodesApi>;

export function makeEpisodesApi({ series }: EpisodesApiDeps) {
  async function getEpisodesPage(seriesId: string | undefined, params: URLSearchParams, language: string): Promise<EpisodesApiResult> {
    if (!seriesId?.trim()) return { ok: false, status: 400, error: { field: 'id', message: 'Series ID is required' } };
    if (!contentIdSchema.safeParse(seriesId).success) {
      return { ok: false, status: 404, error: { message: 'no such series' } };
    }
    const raw = Object.fromEntries([...params].filter(([name, value]) => name in querySchema.shape && value.trim() !== ''));
    const afterId = params.get('after_id')?.trim();
    if (afterId && !contentIdSchema.safeParse(afterId).success) {
      return { ok: false, status: 400, error: { field: 'after_id', message: 'after_id must be a media id' } };
    }
    const parsed = querySchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { ok: false, status: 400, error: { field: String(issue?.path[0] ?? ''), message: issue?.message ?? 'invalid query' } };
    }
    const query = parsed.data;
    const page = await series.loadEpisodes(seriesId, {
      language,
      season: query.season,
      pageOffset: query.page_offset,
      pageLimit: query.page_limit,
      afterId,
    });
    if (!page) return { ok: false, status: 404, error: { message: 'no such series or season' } };
    return {
      ok: true,
      reply: { episodes: page.episodes.map(toEpisodeSummary), pageOffset: page.pageOffset, pageLimit: page.pageLimit, total: page.total },
    };
  }

  return { getEpisodesPage };
}
