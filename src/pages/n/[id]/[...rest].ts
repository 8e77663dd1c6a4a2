import type { APIRoute } from 'astro';
import { isContentId } from '../../../server/features/catalog';

/**
 * `/n/{id}/*` (spec 1 §2, the content-list route): this site shows a content list on the playlist screen
 * `/p/{id}` (decision 4420), so the address answers a permanent redirect there, slug and query kept.
 */
export const GET: APIRoute = ({ params, url }) => {
  const id = params.id ?? '';
  if (!isContentId(id)) return new Response(null, { status: 404 });
  const rest = params.rest ? `/${params.rest.split('/').map(encodeURIComponent).join('/')}` : '';
  return new Response(null, {
    status: 301,
    headers: { Location: `/p/${encodeURIComponent(id)}${rest}${url.search}`, 'Cache-Control': 'public, max-age=3600' },
  });
};
