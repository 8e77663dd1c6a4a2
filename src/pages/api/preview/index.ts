import type { APIRoute } from 'astro';
import { getContainer } from '../../../server/container';
import { startPreview } from '../../../server/features/preview';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * `GET /api/preview?secret=…&path=/…`: an editor's draft-preview link (Studio's "Open preview"). A wrong or missing
 * secret is a 401 and sets nothing; a `path` that is not a path of this site a 400 naming it; else the signed
 * preview cookie (httpOnly, SameSite=Lax, Secure on https, one hour) and a redirect to the page.
 */
export const GET: APIRoute = ({ url, cookies }) => {
  const { env, clock, logger } = getContainer();
  const started = startPreview(
    { secret: url.searchParams.get('secret'), path: url.searchParams.get('path') },
    { previewSecret: env.CMS_PREVIEW_SECRET, now: clock().getTime() },
  );
  if (started.kind === 'unauthorized') {
    logger.warn({ configured: Boolean(env.CMS_PREVIEW_SECRET) }, 'preview link refused: wrong or missing secret');
    return Response.json({ error: 'invalid_preview_secret' }, { status: 401, headers: noStore });
  }
  if (started.kind === 'invalid') {
    return Response.json(
      { error: 'invalid_query', field: started.field, message: started.message },
      { status: 400, headers: noStore },
    );
  }
  cookies.set(started.cookie.name, started.cookie.value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: url.protocol === 'https:' || env.SITE_URL.startsWith('https://'),
    path: '/',
    maxAge: started.cookie.maxAgeS,
  });
  return new Response(null, { status: 303, headers: { ...noStore, Location: started.location } });
};

export const ALL: APIRoute = () =>
  Response.json({ error: 'method_not_allowed' }, { status: 405, headers: { ...noStore, Allow: 'GET' } });
