import type { APIRoute } from 'astro';
import { z } from 'zod';
import { getContainer } from '../../../server/container';
import { NO_STORE } from '../../../server/http/api-site';

const text = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .max(200, { error: `${name} may have at most 200 characters` });
const querySchema = z.object({ athleteName: text('athleteName'), sportCode: text('sportCode') });

/**
 * `GET /swiss/result/athlete-profile-image?athleteName=&sportCode=` (spec 3 §7) → `{ gradientColors, imageUrl }`:
 * the athlete's CMS picture (an absolute URL, or null) and their sport's colours. An athlete the CMS does not
 * know is a 404.
 */
export const GET: APIRoute = async ({ url, locals }) => {
  const parsed = querySchema.safeParse({
    athleteName: url.searchParams.get('athleteName') ?? undefined,
    sportCode: url.searchParams.get('sportCode') ?? undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const body = { error: { field: String(issue?.path[0] ?? 'athleteName'), message: issue?.message ?? 'invalid query' } };
    return Response.json(body, { status: 400, headers: NO_STORE });
  }
  const { athleteName, sportCode } = parsed.data;
  try {
    const found = await locals.useCases.eventData.loadAthleteProfileImage(athleteName, sportCode);
    if (!found) {
      return Response.json({ error: { message: 'no such athlete' } }, { status: 404, headers: { 'Cache-Control': 'public, s-maxage=60' } });
    }
    const imageUrl = found.imageUrl && new URL(found.imageUrl, getContainer().env.SITE_URL).href;
    return Response.json({ ...found, imageUrl }, { headers: { 'Cache-Control': 'public, s-maxage=60' } });
  } catch (error) {
    getContainer().logger.error({ err: error }, 'athlete profile image lookup failed');
    return Response.json({ error: { message: 'athlete pictures are unavailable right now' } }, { status: 502, headers: NO_STORE });
  }
};
