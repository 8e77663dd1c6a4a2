import type { APIRoute } from 'astro';
import { getContainer } from '../../server/container';
import { createDemoMediaServer, type DemoMediaServer } from '../../server/media/local/files';

/** The demo media "CDN": HLS files, resized posters and live HLS (see server/media/local/files.ts). */
export const prerender = false;

let server: DemoMediaServer | undefined;

function demoMedia(): DemoMediaServer {
  if (!server) {
    const container = getContainer();
    const { demoDir, images, clock, media } = container;
    server = createDemoMediaServer({
      demoDir,
      images,
      clock,
      urlKey: async () => (await container.authKeys()).mediaUrl,
      protectedFolder: container.protectedMediaFolder,
      clipOf: async (mediaid) => {
        const item = await media.getMedia(mediaid);
        // A paid item's stream is under hls/premium/ (signed): not matched, so no stitched stream for it.
        if (!item) return null;
        return /^\/demo-media\/hls\/([\w-]+)\/master\.m3u8$/.exec(item.sources?.[0]?.file ?? '')?.[1] ?? null;
      },
    });
  }
  return server;
}

export const GET: APIRoute = ({ params, request }) => demoMedia().handle(request, params.path ?? '');

export const HEAD: APIRoute = GET;
