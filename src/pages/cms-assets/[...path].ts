import type { APIRoute } from 'astro';
import { resolve } from 'node:path';
import { getContainer } from '../../server/container';
import { serveCmsImage } from '../../server/cms/local/serve';

/** `/cms-assets/images/{file}?w=&fm=`: the embedded CMS's images, resized on request. */
export const GET: APIRoute = ({ params, url }) => {
  const { demoDir, images } = getContainer();
  return serveCmsImage({ imagesDir: resolve(demoDir, 'cms', 'images'), images }, params.path, url.searchParams);
};
