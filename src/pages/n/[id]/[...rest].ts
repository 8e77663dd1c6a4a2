import type { APIRoute } from 'astro';
import { isContentId } from '../../../server/features/catalog';

/**
 * `/n/{id}/*` (spec 1 §2, the content-list route): this site shows a content list on the playlist screen
 * `/p/{id}` (decision 4420), so the address answers a permanent redirect there, its path and query as sent.
 */
export const GET: APIRoute = ({ params, url }) => {
  if (!isContentId(params.id)) return new Response(null, { status: 404 });
  return new Response(null, {
    status: 301,
    headers: { Location: `/p${url.pathname.slice('/n'.length)}${url.search}`, 'Cache-Control': 'public, max-age=3600' },
  });
};
