import type { APIRoute } from 'astro';
import { getContainer } from '../../server/container';
import { getMediaCards } from '../../server/features/media-cards';

/** `GET /api/media?ids=a,b,c` → `{ items: CardData[] }` for the favorites and continue-watching shelves. */
export const GET: APIRoute = async ({ url }) => {
  const container = getContainer();
  const result = await getMediaCards(url.searchParams.get('ids'), {
    media: container.media,
    cache: container.cache,
    ttlMs: container.env.CACHE_TTL_MEDIA_S * 1000,
    onItemFailed: (mediaid, error) => container.logger.warn({ mediaid, err: error }, 'media card could not be loaded'),
  });

  if (result.ok) {
    return Response.json({ items: result.items }, { headers: { 'Cache-Control': 'public, s-maxage=60' } });
  }
  return Response.json({ error: result.error }, { status: result.status, headers: { 'Cache-Control': 'no-store' } });
};
