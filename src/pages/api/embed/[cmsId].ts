import type { APIRoute } from 'astro';
import { z } from 'zod';
import { SEP_ID, isUuid } from '../../../domain/embed';
import { toEmbedView } from '../../../islands/embed/embed-view';
import { getContainer } from '../../../server/container';
import { isUpstreamUnavailable, UPSTREAM_RETRY_AFTER_S } from '../../../server/shared/upstream/error';

const noStore = { 'Cache-Control': 'no-store' };
/** The same for every viewer and polled every 10 s: a CDN or browser may keep it a few seconds. */
const publicShort = { 'Cache-Control': 'public, max-age=5, s-maxage=5, stale-while-revalidate=5' };

const input = z.object({
  cmsId: z.string().refine(isUuid, 'cmsId must be a UUID'),
  sepId: z.string().regex(SEP_ID, 'sepId: 1 to 64 letters, digits, _ or -').optional(),
});

/**
 * `GET /api/embed/{cmsId}?sepId=` → the embed's state (`EmbedView`): what `/federation-embed/{cmsId}` polls every
 * 10 s. No allowed-domain check: it says nothing the embed page does not show, and its poll comes from our own
 * origin. 400 names the bad field; 404 `embed_not_found` ("Content Not Available"), 422 `embed_invalid` ("Invalid
 * Configuration of Embed Code"), 503 `upstream_unavailable` with Retry-After.
 */
export const GET: APIRoute = async ({ params, url, locals }) => {
  const parsed = input.safeParse({ cmsId: params.cmsId, sepId: url.searchParams.get('sepId') ?? undefined });
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors;
    const message = Object.values(errors).flat()[0] ?? 'invalid request';
    return Response.json({ code: 'validation_failed', message, errors }, { status: 400, headers: noStore });
  }
  const { logger, clock } = getContainer();
  const { findEmbed, embedState } = locals.useCases.embed;
  const { cmsId, sepId } = parsed.data;
  try {
    const lookup = await findEmbed(cmsId, sepId ?? null);
    if (lookup.kind === 'not-found') {
      return Response.json(
        { code: 'embed_not_found', message: 'Content Not Available' },
        { status: 404, headers: publicShort },
      );
    }
    if (lookup.kind === 'invalid') {
      return Response.json(
        { code: 'embed_invalid', message: 'Invalid Configuration of Embed Code' },
        { status: 422, headers: publicShort },
      );
    }
    const state = await embedState(lookup.stream, clock());
    return Response.json(toEmbedView(state, lookup.config), { headers: publicShort });
  } catch (error) {
    logger[isUpstreamUnavailable(error) ? 'warn' : 'error']({ err: error, cmsId }, 'embed state could not be loaded');
    return Response.json(
      { code: 'upstream_unavailable', message: 'The embed is temporarily unavailable' },
      { status: 503, headers: { ...noStore, 'Retry-After': String(UPSTREAM_RETRY_AFTER_S) } },
    );
  }
};
