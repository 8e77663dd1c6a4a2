import type { AthleteSummary, FederationSummary, SportSummary } from '../domain/content';
import type { CardData } from '../domain/card';
import type { SearchCategory } from '../domain/search/query';

/**
 * The search API's reply (`GET /api/search`, spec 3 §3 "Search response") and its browser client. Athletes,
 * sports and federations are the CMS summaries the listing pages show; a media result carries the spec's
 * `id`, `media_type` and `metadata.title`, plus the card data to show it.
 */
export interface SearchVod {
  id: string;
  media_type: string;
  metadata: { title: string; description: string; tags: string[] };
  card: CardData;
}

export interface SearchData {
  athletes: AthleteSummary[];
  sports: SportSummary[];
  federations: FederationSummary[];
  vod: SearchVod[];
}

export interface SearchReply {
  data: SearchData;
  /** How many results each category has in all (the lists stop at `limit`). */
  meta: { total: Record<SearchCategory, number> };
}

/** `GET /sanity/search-page-data`: the filter options, each list sorted case-insensitively. */
export interface SearchPageData {
  data: { athletes: string[]; countries: string[]; sports: string[] };
}

/** One episode as the series screen lists it (`GET /api/series/{id}/episodes`). */
export interface EpisodeSummary {
  mediaid: string;
  seasonNumber: number;
  episodeNumber: number;
  description: string;
  card: CardData;
}

export interface EpisodesReply {
  episodes: EpisodeSummary[];
  pageOffset: number;
  pageLimit: number;
  total: number;
}
