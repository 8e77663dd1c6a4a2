import { modalQueryParameters } from '../domain/account/modal-steps';

/**
 * The one module that builds the site's URLs. Pages, components and islands call these instead of writing
 * paths by hand, so a route change is made in one place.
 */

export interface MediaLinkTarget {
  mediaid: string;
  title: string;
}

export interface MediaPathOptions {
  /** The playlist or feed the item was opened from (`r`). */
  playlistId?: string;
  /** Start playback on arrival (`play=1`). */
  play?: boolean;
  /** Episode media id inside a series (`e`). */
  episodeId?: string;
}

const MAX_SLUG_LENGTH = 80;

/**
 * A readable URL segment for a title: lower case, accents dropped, any run of characters that is not a letter
 * or digit (in any script) becomes one dash. Returns '' when nothing readable is left.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}

function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The path segment after `/m/{id}/` for a title (already URL-encoded). */
export function mediaSlug(title: string): string {
  return encodeURIComponent(slugify(title));
}

/** `/m/{id}/{slug}?r={playlistId}&e={episodeId}&play=1` (empty parts left out). */
export function mediaPath(media: MediaLinkTarget, options: MediaPathOptions = {}): string {
  const slug = mediaSlug(media.title);
  const base = `/m/${encodeURIComponent(media.mediaid)}${slug ? `/${slug}` : ''}`;
  const query = new URLSearchParams();
  if (options.playlistId) query.set('r', options.playlistId);
  if (options.episodeId) query.set('e', options.episodeId);
  if (options.play) query.set('play', '1');
  return withQuery(base, query);
}

/**
 * `/p/{id}`, keeping the given query string (a shelf's "Explore All" carries the current query over).
 * A leading `?` in a string query is accepted.
 */
export function playlistPath(id: string, query?: string | URLSearchParams | Record<string, string>): string {
  const base = `/p/${encodeURIComponent(id)}`;
  if (query === undefined) return base;
  const params = new URLSearchParams(typeof query === 'string' ? query.replace(/^\?/, '') : query);
  return withQuery(base, params);
}

export interface SeriesPathOptions {
  playlistId?: string;
  episodeId?: string;
  play?: boolean;
  /** The season the filter shows (used where the filter works without JavaScript). */
  season?: number;
}

/** `/s/{seriesId}/{slug}?r=…&e=…&season=…&play=1`; the slug is left out when no title is known. */
export function seriesPath(series: { seriesId: string; title?: string }, options: SeriesPathOptions = {}): string {
  const slug = series.title ? mediaSlug(series.title) : '';
  const base = `/s/${encodeURIComponent(series.seriesId)}${slug ? `/${slug}` : ''}`;
  const query = new URLSearchParams();
  if (options.playlistId) query.set('r', options.playlistId);
  if (options.episodeId) query.set('e', options.episodeId);
  if (options.season !== undefined) query.set('season', String(options.season));
  if (options.play) query.set('play', '1');
  return withQuery(base, query);
}

/**
 * An episode's link (spec 3 §2 Series): its series page with the episode (`e`), the playlist it was opened from
 * (`r`) and the play flag.
 */
export function episodePath(
  episode: { mediaid: string },
  series: { seriesId: string; title?: string },
  options: { play?: boolean; playlistId?: string } = {},
): string {
  return seriesPath(series, { episodeId: episode.mediaid, play: options.play, playlistId: options.playlistId });
}

/** The live guide of a channel list with one channel active (the guide page itself is `/p/{id}`). */
export function liveGuidePath(liveChannelsId: string, channelId: string): string {
  return playlistPath(liveChannelsId, { channel: channelId });
}

/**
 * The search page: `/q`, or `/q/{encoded query}` when there is text; `params` are the filters (`category`,
 * `sport`, `country`, `athlete`, `date`), empty values left out.
 */
export function searchPath(query = '', params: Record<string, string | undefined> = {}): string {
  const text = query.trim();
  const base = text ? `/q/${encodeURIComponent(text)}` : '/q';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  return withQuery(base, search);
}

export function homePath(): string {
  return '/';
}

/** `/sports`, or one sport's page `/sports/{slug}`. */
export function sportsPath(slug?: string): string {
  return slug ? `/sports/${encodeURIComponent(slug)}` : '/sports';
}

/** A CMS static page (`/privacy-policy`, `/cookies-policy`, `/about-twg`…). */
export function staticPagePath(slug: string): string {
  return `/${encodeURIComponent(slug)}`;
}

/** The account area's payments page, where a signed-in viewer without offers completes a subscription. */
export function paymentsPath(pageSearch = ''): string {
  return withQuery('/u/payments', new URLSearchParams(pageSearch));
}

/**
 * The printable receipt of one payment (`/u/payments/receipt/{paymentId}`), keeping the page's own query (a
 * chosen `app-config`) without the account modal's parameters.
 */
export function receiptPath(paymentId: string, pageSearch = ''): string {
  const query = new URLSearchParams(pageSearch);
  for (const name of modalQueryParameters) query.delete(name);
  return withQuery(`/u/payments/receipt/${encodeURIComponent(paymentId)}`, query);
}

// ── Account pages (spec 3 §2 "Other account pages", "Account area") ─────────────────────────────────────────

/**
 * A path this site may send the viewer back to after signing in: same-site paths only (`/…`, not `//host` or
 * `/\host`), else home. Keeps an open redirect out of `?from=`.
 */
export function safeReturnPath(from: string | null | undefined): string {
  return sameOriginPath(from) ?? homePath();
}

const PATH_BASE = 'http://site.invalid';

/**
 * `input` as a path of this site that stays one wherever a browser reads it (a Location header, a link, an
 * address a script goes to), normalised; `undefined` for anything else. Browsers drop tabs and newlines from an
 * address and read `\` as `/`, and a path's dot segments are resolved before it is used: `/\x`, `/<tab>/x` and
 * `/.//x` all end as `//x`, which is another host. So no backslash, space or control character is taken, and the
 * normalised path must not start with `//`.
 */
export function sameOriginPath(input: string | null | undefined): string | undefined {
  if (!input || input.length > 2000 || !input.startsWith('/')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\s\u0000-\u001f\u007f]/u.test(input)) return undefined;
  let url: URL;
  try {
    url = new URL(input, PATH_BASE);
  } catch {
    return undefined;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === PATH_BASE && !path.startsWith('//') ? path : undefined;
}

/**
 * A same-site path that keeps the page's chosen site config (`?app-config=…`), as the server keeps it in the
 * page's links (server/http/keep-app-config.ts): a viewer sent on by a script stays on the same account platform.
 */
export function withPageConfig(path: string, pageSearch = typeof location === 'undefined' ? '' : location.search) {
  const source = new URLSearchParams(pageSearch).get('app-config');
  if (!source) return path;
  const url = new URL(path, 'http://site.invalid');
  if (url.searchParams.has('app-config')) return path;
  url.searchParams.set('app-config', source);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login`, with `?from=` when the viewer should come back to a page (a login-protected one) afterwards. */
export function loginPath(from?: string): string {
  const query = new URLSearchParams();
  if (from && safeReturnPath(from) !== homePath()) query.set('from', from);
  return withQuery('/login', query);
}

export function createAccountPath(): string {
  return '/create-account';
}

export function verifyOtpPath(email?: string): string {
  return withQuery('/verify-otp', new URLSearchParams(email ? { email } : {}));
}

export function forgotPasswordPath(): string {
  return '/forgot-password';
}

/** `/reset-password?token={token}&email={email}` (spec 3 §2). */
export function resetPasswordPath(reset?: { token: string; email: string }): string {
  return withQuery('/reset-password', new URLSearchParams(reset ? { token: reset.token, email: reset.email } : {}));
}

export function preferencesPath(): string {
  return '/preferences';
}

export function profilePath(): string {
  return '/profile';
}

export function favoritesPath(): string {
  return '/favorites';
}

export function continueWatchingPath(): string {
  return '/continue-watching';
}

/** The account area: `/u` (account), `/u/favorites`. */
export function accountPath(section?: 'favorites'): string {
  return section ? `/u/${section}` : '/u';
}

/**
 * The current page with the account modal at `step` (`?u=step`, spec 2 §2), keeping the page's own query
 * parameters and replacing the modal's. `extra` adds modal parameters (resetPasswordToken, email, message).
 */
export function accountModalPath(
  location: { pathname: string; search: string },
  step: string,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams(location.search);
  for (const name of modalQueryParameters) query.delete(name);
  query.set('u', step);
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  return withQuery(location.pathname, query);
}

/** The current page without the account modal's parameters. */
export function withoutAccountModal(location: { pathname: string; search: string }): string {
  const query = new URLSearchParams(location.search);
  for (const name of modalQueryParameters) query.delete(name);
  return withQuery(location.pathname, query);
}
