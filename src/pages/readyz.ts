import type { APIRoute } from 'astro';
import { getContainer } from '../server/container';
import { pingDatabase } from '../server/db/database';
import { checkReadiness, readinessResponse } from '../server/http/readiness';

/** Readiness: 200 when the site config loads and the CMS, the media platform and the database answer within 2 s, else 503 naming what failed. */
export const GET: APIRoute = async ({ locals }) => {
  const container = getContainer();
  return readinessResponse(
    await checkReadiness({
      loadSiteConfig: locals.useCases.siteConfig.loadSiteConfig,
      cms: container.cms,
      media: container.media,
      upstreams: container.upstreams.states,
      pingDatabase: async () => pingDatabase((await container.database()).db),
    }),
  );
};
