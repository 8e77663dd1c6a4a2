import type { APIRoute } from 'astro';
import { resolve } from 'node:path';
import { getContainer } from '../../server/container';
import { serveCmsImage } from '../../server/cms/local/serve';

/** `/cms-assets/images/{file}?w=&fm=&auto=format`: the embedded CMS's images, resized on request. */
export const GET: APIRoute = ({ params, url, request }) => {
  const { demoDir, images } = getContainer();
  const imagesDir = resolve(demoDir, 'cms', 'images');
  return serveCmsImage({ imagesDir, images }, params.path, url.searchParams, request.headers.get('accept'));
};
