import { z } from 'zod';
import { errorBodySchema, mediaIdSchema } from '../../../lib/api/contract';
import { playbackFor, type PlaybackDeps } from '../../features/playback';
import { operation, requireCaller, unauthorized, type Operation } from '../operation';

const playbackSchema = z
  .object({
    mediaid: z.string(),
    sources: z.array(z.object({ file: z.string(), type: z.string() })),
    expiresAt: z.number().meta({ description: 'Epoch seconds after which the addresses stop working.' }),
  })
  .meta({ id: 'Playback' });

export function playbackOperations(deps: PlaybackDeps): Operation[] {
  return [
    operation({
      id: 'getPlayback',
      method: 'GET',
      path: '/playback/{mediaid}',
      tag: 'commerce',
      summary: 'The sources of an item for this viewer: signed, short-lived addresses for a paid item once entitled',
      auth: 'user',
      params: z.object({ mediaid: mediaIdSchema }),
      responses: {
        200: { description: 'Sources', schema: playbackSchema },
        401: unauthorized,
        403: {
          description:
            '`not_entitled` (message "Unauthorized" when the platform or entitlement host refuses); `access_blocked`: a geo block, the message being the geoBlockingMessage',
          schema: errorBodySchema,
        },
        404: { description: '`not_found`', schema: errorBodySchema },
        503: {
          description: '`playback_unavailable`: the video, entitlement or account service did not answer in time',
          schema: errorBodySchema,
        },
      },
      handle: async ({ params, caller, siteConfig }) => ({
        status: 200,
        body: await playbackFor(deps, requireCaller(caller), params.mediaid, siteConfig),
      }),
    }),
  ];
}
