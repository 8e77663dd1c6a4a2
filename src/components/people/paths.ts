/** URLs of the federations and athletes pages. */

export function federationsPath(query?: URLSearchParams): string {
  const search = query?.toString();
  return search ? `/federations?${search}` : '/federations';
}

export function federationPath(slug: string): string {
  return `/federations/${encodeURIComponent(slug)}`;
}

export function athletesPath(search = ''): string {
  return `/athletes${search}`;
}

/** An athlete's page; `search` (from `athleteFilterQuery`) carries the list's filters for the way back. */
export function athletePath(slug: string, search = ''): string {
  return `/athletes/${encodeURIComponent(slug)}${search}`;
}

/** The current URL's query with `page` set (page 1 removes it), for a "Load more" link. */
export function pageHref(pathname: string, current: URLSearchParams, page: number): string {
  const params = new URLSearchParams(current);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
