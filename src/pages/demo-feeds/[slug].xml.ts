import type { APIRoute } from 'astro';
import { resolve } from 'node:path';
import { getContainer } from '../../server/container';
import { serveDemoFeed } from '../../server/cms/local/serve';

/** `/demo-feeds/{slug}.xml`: the demo podcasts' RSS feeds. */
export const GET: APIRoute = ({ params }) => serveDemoFeed(resolve(getContainer().demoDir, 'cms', 'feeds'), params.slug);
