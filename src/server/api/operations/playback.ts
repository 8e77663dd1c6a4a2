import { z } from 'zod';
import { errorBodySchema, mediaIdSchema } from '../../../lib/api/contract';
import { playbackFor, type PlaybackDeps } from '../../features/playback';
import { clearKeyLicence } from '../../features/drm/clear-key-licence';
import { LICENCE_TOKEN_HEADER } from '../../features/drm/local-protection';
import { invalid, operation, requireCaller, unauthorized, type Operation } from '../operation';

const licenceSchema = z.object({
  licenseUrl: z.string(),
  certificateUrl: z.string().optional().meta({ description: 'FairPlay: the application certificate.' }),
  headers: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: 'Headers the licence request carries: the own licence server’s X-Licence-Token.' }),
});

const drmSchema = z
  .object({
    widevine: licenceSchema.optional(),
    playready: licenceSchema.optional(),
    fairplay: licenceSchema.optional(),
    clearkey: licenceSchema.optional(),
  })
  .meta({
    id: 'SourceDrm',
    description: 'The key systems that can play a protected source, with their licence servers.',
  });

/** The W3C Clear Key licence request (EME): key ids, base64url without padding. */
const clearKeyRequestSchema = z.object({
  kids: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'a 16-byte key id, base64url'))
    .min(1)
    .max(16),
  type: z.enum(['temporary', 'persistent-license']).optional(),
});

const playbackSchema = z
  .object({
    mediaid: z.string(),
    sources: z.array(z.object({ file: z.string(), type: z.string(), drm: drmSchema.optional() })),
    expiresAt: z.number().meta({ description: 'Epoch seconds after which the addresses stop working.' }),
  })
  .meta({ id: 'Playback' });

export function playbackOperations(deps: PlaybackDeps): Operation[] {
  const clearKey = deps.clearKey;
  const licence: Operation[] = clearKey
    ? [
        operation({
          id: 'getClearKeyLicence',
          method: 'POST',
          path: '/drm/clearkey',
          tag: 'commerce',
          summary:
            'A Clear Key licence (W3C EME) of a protected item: its key, once per token, to the viewer it names',
          auth: 'optional',
          body: clearKeyRequestSchema,
          responses: {
            200: { description: '`{ keys: [{ kty, kid, k }], type }`' },
            400: invalid,
            401: { description: 'Not signed in (empty body)' },
            403: {
              description:
                'Token missing, altered, expired, used before or not this viewer’s; not entitled (empty body)',
            },
          },
          handle: async ({ body, caller, headers }) => {
            const token = headers.get(LICENCE_TOKEN_HEADER);
            const answer = await clearKeyLicence({ ...deps, ...clearKey }, caller, token, body.kids);
            return answer.status === 200 ? { status: 200, body: answer.licence } : { status: answer.status };
          },
        }),
      ]
    : [];
  return [
    ...licence,
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
