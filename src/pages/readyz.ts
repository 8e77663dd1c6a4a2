import type { APIRoute } from 'astro';
import { getContainer } from '../server/container';
import { loadSiteConfig } from '../server/features/site-config';
import { checkReadiness, readinessResponse } from '../server/http/readiness';

/** Readiness: 200 when the site config loads and the CMS answers within 2 s, else 503 naming what failed. */
export const GET: APIRoute = async () =>
  readinessResponse(await checkReadiness({ loadSiteConfig, cms: getContainer().cms }));
