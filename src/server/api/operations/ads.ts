import { z } from 'zod';
import { errorBodySchema, mediaIdSchema } from '../../../lib/api/contract';
import { TRACKING_EVENTS } from '../../../domain/ads/ad-plan';
import { adPlanFor, limitAdRequests, type AdsDeps } from '../../features/ads';
import { invalid, limited, operation, type Operation } from '../operation';

const positionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('start') }),
  z.object({ kind: z.literal('end') }),
  z.object({ kind: z.literal('time'), seconds: z.number() }),
  z.object({ kind: z.literal('percent'), percent: z.number() }),
  z.object({ kind: z.literal('cue'), index: z.number().int() }),
]);

const adSchema = z.object({
  id: z.string(),
  title: z.string().optional(),
  mediaFile: z.object({
    url: z.string(),
    type: z.string(),
    width: z.number().optional(),
    height: z.number().optional(),
  }),
  duration: z.number().meta({ description: 'Seconds.' }),
  skipOffset: z.number().optional().meta({ description: 'Seconds after which the ad may be skipped.' }),
  clickThrough: z.string().optional(),
  tracking: z.partialRecord(z.enum(TRACKING_EVENTS), z.array(z.string())),
});

const adPlanSchema = z
  .object({
    breaks: z.array(z.object({ id: z.string(), position: positionSchema, ads: z.array(adSchema) })),
  })
  .meta({ id: 'AdPlan' });

export function adsOperations(deps: AdsDeps): Operation[] {
  return [
    operation({
      id: 'getAdPlan',
      method: 'GET',
      path: '/ads/{mediaid}',
      tag: 'ads',
      summary:
        'The ad breaks to play around a media (client-side insertion): the config’s VMAP or ad schedule with its ' +
        'VAST resolved. Never cached; a broken or slow ad server gives fewer breaks or none.',
      auth: 'none',
      params: z.object({ mediaid: mediaIdSchema }),
      query: z.object({
        'app-config': z
          .string()
          .max(2048, { error: 'app-config is at most 2048 characters' })
          .optional()
          .meta({ description: 'The config source the page was rendered with (its `app-config` parameter).' }),
      }),
      responses: {
        200: { description: 'The ad plan (no breaks: play the content)', schema: adPlanSchema },
        400: invalid,
        404: { description: '`not_found`: no such media', schema: errorBodySchema },
        429: limited,
      },
      handle: async ({ params, query, client }) => {
        await limitAdRequests(deps, client.ip);
        return { status: 200, body: await adPlanFor(deps, params.mediaid, query['app-config'] ?? null) };
      },
    }),
  ];
}
