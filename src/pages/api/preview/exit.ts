import type { APIRoute } from 'astro';
import { PREVIEW_COOKIE } from '../../../server/cms/preview/cookie';
import { exitLocation } from '../../../server/features/preview';

/** `GET /api/preview/exit?path=/…`: the preview bar's "Exit": drops the preview cookie and shows the public page. */
export const GET: APIRoute = ({ url, cookies }) => {
  cookies.delete(PREVIEW_COOKIE, { path: '/' });
  return new Response(null, {
    status: 303,
    headers: { 'Cache-Control': 'no-store', Location: exitLocation(url.searchParams.get('path')) },
  });
};
