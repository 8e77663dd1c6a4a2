import { SERIES } from '../content/series.mjs';
import { stableId } from '../random.mjs';
import { mediaIdFor } from './item.mjs';
import { seriesIdFor } from './entries.mjs';

/** series.json in the shape of JW's `/apps/series/{id}` plus the episode list the local adapter pages over. */
export function buildSeries(entries) {
  const durationOf = (mediaid) => entries.find(({ item }) => item.mediaid === mediaid)?.item.duration ?? 0;
  return SERIES.map((series) => {
    const seasons = series.seasons.map((season, seasonIndex) => {
      const mediaIds = season.episodes.map((_, episodeIndex) =>
        mediaIdFor(`episode:${series.key}:${seasonIndex + 1}:${episodeIndex + 1}`),
      );
      return {
        season_id: stableId(`season:${series.key}:${seasonIndex + 1}`),
        season_number: seasonIndex + 1,
        season_title: season.title,
        season_description: season.description,
        episode_count: mediaIds.length,
        total_duration: mediaIds.reduce((sum, mediaid) => sum + durationOf(mediaid), 0),
        mediaIds,
      };
    });
    return {
      series_id: seriesIdFor(series.key),
      title: series.title,
      description: series.description,
      episode_count: seasons.reduce((sum, season) => sum + season.episode_count, 0),
      season_count: seasons.length,
      seasons: seasons.map(({ mediaIds: _episodeIds, ...season }) => season),
      episodes: seasons.flatMap((season) =>
        season.mediaIds.map((media_id, index) => ({
          episode_number: index + 1,
          season_number: season.season_number,
          media_id,
        })),
      ),
    };
  });
}
