/** Routes of the podcast and results pages. */
export const podcastsPath = (query?: URLSearchParams): string => {
  const search = query?.toString();
  return search ? `/podcasts?${search}` : '/podcasts';
};

export const podcastPath = (slug: string, query?: URLSearchParams): string => {
  const search = query?.toString();
  const path = `/podcasts/${encodeURIComponent(slug)}`;
  return search ? `${path}?${search}` : path;
};

export const resultsPath = (): string => '/results';

/** The current query with some parameters replaced (undefined removes one). */
export function withParams(current: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  }
  return next;
}
