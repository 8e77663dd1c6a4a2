import type { Podcast } from './content';

/** Podcast list and episode rules (spec 3 §2 Podcasts): sorting, paging and description truncation. */

export type TitleSort = 'title-asc' | 'title-desc';
export const TITLE_SORTS: readonly TitleSort[] = ['title-asc', 'title-desc'];
export const DEFAULT_TITLE_SORT: TitleSort = 'title-asc';

export type EpisodeSort = 'date-asc' | 'date-desc' | 'title-asc' | 'title-desc';
export const EPISODE_SORTS: readonly EpisodeSort[] = ['date-asc', 'date-desc', 'title-asc', 'title-desc'];
export const DEFAULT_EPISODE_SORT: EpisodeSort = 'date-asc';

export const PODCAST_PAGE_SIZE = 20;
/** Description lengths in words for small, medium and large screens. */
export const TRUNCATION_WORDS = { small: 20, medium: 50, large: 80 } as const;

export interface PodcastEpisode {
  id: string;
  title: string;
  /** Plain text (markup already stripped). */
  description: string;
  link?: string;
  /** ISO instant. */
  publishedAt?: string;
  durationSeconds?: number;
  image?: string;
  audioUrl?: string;
}

export interface PodcastFeed {
  title: string;
  description: string;
  image?: string;
  link?: string;
  author?: string;
  episodes: PodcastEpisode[];
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function pick<T extends string>(raw: string | null | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.find((value) => value === raw) ?? fallback;
}

export const parseTitleSort = (raw: string | null | undefined): TitleSort => pick(raw, TITLE_SORTS, DEFAULT_TITLE_SORT);
export const parseEpisodeSort = (raw: string | null | undefined): EpisodeSort =>
  pick(raw, EPISODE_SORTS, DEFAULT_EPISODE_SORT);

export function sortPodcasts(podcasts: readonly Podcast[], sort: TitleSort): Podcast[] {
  const direction = sort === 'title-desc' ? -1 : 1;
  return [...podcasts].sort((a, b) => direction * collator.compare(a.title.trim(), b.title.trim()));
}

const timeOf = (episode: PodcastEpisode) => {
  const time = episode.publishedAt ? Date.parse(episode.publishedAt) : Number.NaN;
  return Number.isNaN(time) ? undefined : time;
};

/** Episodes without a date go last in either date order; ties keep the feed's order. */
export function sortEpisodes(episodes: readonly PodcastEpisode[], sort: EpisodeSort): PodcastEpisode[] {
  const direction = sort.endsWith('desc') ? -1 : 1;
  const byTitle = (a: PodcastEpisode, b: PodcastEpisode) => direction * collator.compare(a.title, b.title);
  const byDate = (a: PodcastEpisode, b: PodcastEpisode) => {
    const [ta, tb] = [timeOf(a), timeOf(b)];
    if (ta === undefined || tb === undefined) return (ta === undefined ? 1 : 0) - (tb === undefined ? 1 : 0);
    return direction * (ta - tb);
  };
  return [...episodes].sort(sort.startsWith('title') ? byTitle : byDate);
}

/** The first `words` words followed by an ellipsis, or the text unchanged (whitespace collapsed) when short. */
export function truncateWords(text: string, words: number): string {
  const all = text.split(/\s+/).filter((word) => word !== '');
  if (all.length <= words) return all.join(' ');
  return `${all.slice(0, words).join(' ').replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** Page `page` (1-based) of a "Load more" list shows the first `page * size` items. */
export function parsePage(raw: string | null | undefined): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

export function visibleCount(total: number, page: number, size = PODCAST_PAGE_SIZE) {
  const shown = Math.min(total, page * size);
  return { shown, hasMore: shown < total };
}

/** `itunes:duration` as seconds: "1:02:03", "42:05", "3723" or "3723.5"; anything else is unknown. */
export function parseDuration(raw: string | undefined): number | undefined {
  const value = raw?.trim() ?? '';
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value));
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  if (Number(seconds) > 59 || (match[1] !== undefined && Number(minutes) > 59)) return undefined;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** Whole minutes for display (at least 1 for a non-empty episode). */
export function durationMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}
