import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { sameOriginPath } from '../../lib/routes';
import { PREVIEW_COOKIE, PREVIEW_TTL_MS, signPreviewCookie } from '../cms/preview/cookie';

/**
 * Draft preview (issue 15): an editor's link `/api/preview?secret=…&path=/sports/archery` trades the preview
 * secret for a signed preview cookie and goes to the page; `/api/preview/exit` drops the cookie. The pages then
 * read drafts, uncached (cms/preview/), while every other visitor keeps the public, cached pages.
 */

export type PreviewStart =
  | { kind: 'unauthorized' }
  | { kind: 'invalid'; field: 'path'; message: string }
  | { kind: 'started'; location: string; cookie: { name: string; value: string; maxAgeS: number } };

const NOT_A_SITE_PATH = 'expected a path of this site, e.g. /sports/archery';

/** A path of this site (`/…`) that stays one as a Location (`sameOriginPath`): no open redirect. */
const sitePath = z
  .string({ error: NOT_A_SITE_PATH })
  .max(1000, 'expected at most 1000 characters')
  .transform((path, context) => {
    const safe = sameOriginPath(path);
    if (safe === undefined) {
      context.addIssue({ code: 'custom', message: NOT_A_SITE_PATH });
      return z.NEVER;
    }
    return safe;
  });

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function startPreview(
  query: { secret: string | null; path: string | null },
  deps: { previewSecret: string | undefined; now: number },
): PreviewStart {
  if (!deps.previewSecret || !query.secret || !sameSecret(query.secret, deps.previewSecret)) {
    return { kind: 'unauthorized' };
  }
  const path = sitePath.safeParse(query.path ?? undefined);
  if (!path.success) return { kind: 'invalid', field: 'path', message: path.error.issues[0]!.message };
  return {
    kind: 'started',
    location: path.data,
    cookie: {
      name: PREVIEW_COOKIE,
      value: signPreviewCookie(deps.previewSecret, deps.now, PREVIEW_TTL_MS),
      maxAgeS: PREVIEW_TTL_MS / 1000,
    },
  };
}

/** Where leaving the preview goes: the page it was on when that is a path of this site, else the home page. */
export function exitLocation(path: string | null): string {
  const parsed = sitePath.safeParse(path ?? undefined);
  return parsed.success ? parsed.data : '/';
}
