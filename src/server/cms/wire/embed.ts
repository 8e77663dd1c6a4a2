import { z } from 'zod';
import { SEP_ID, isUuid, parseAllowedDomain, type EmbedConfig, type EmbedStream } from '../../../domain/embed';
import { compact, image, mediaId, nonEmpty } from './fields';

/**
 * The `federationEmbed` document (EMBED_QUERY). Unlike the tolerant content schemas, an embed is all or nothing:
 * a wrong allowed domain, a missing live stream or two events with one `sepId` make the whole document invalid,
 * and the embed shows "Invalid Configuration of Embed Code" instead of playing something the editor did not mean.
 * Only the fallback image is optional and dropped when malformed.
 */

const mediaRef = z.object({ mediaId });

const allowedDomain = z.string().transform((entry, context) => {
  const domain = parseAllowedDomain(entry);
  if (!domain) {
    context.addIssue({ code: 'custom', message: `"${entry}" is not a domain ([https://][*.]host[:port])` });
    return z.NEVER;
  }
  return domain;
});

const streamFields = {
  liveStream: mediaRef,
  vod: mediaRef.nullish(),
  transmissionComingSoon: z.boolean().nullish(),
};

type StreamWire = {
  liveStream: { mediaId: string };
  vod?: { mediaId: string } | null;
  transmissionComingSoon?: boolean | null;
};

function toStream(wire: StreamWire): EmbedStream {
  return compact({
    liveMediaId: wire.liveStream.mediaId,
    vodMediaId: wire.vod?.mediaId,
    transmissionComingSoon: wire.transmissionComingSoon ?? false,
  });
}

const event = z.object({ sepId: z.string().regex(SEP_ID, 'expected letters, digits, _ or -'), ...streamFields });

export const federationEmbed = z
  .object({
    _id: z.string().refine(isUuid, 'expected a UUID'),
    title: nonEmpty,
    allowedDomains: z.array(allowedDomain).nullish(),
    fallbackImage: image,
    ...streamFields,
    events: z.array(event).nullish(),
  })
  .refine((wire) => new Set(wire.events?.map((entry) => entry.sepId)).size === (wire.events?.length ?? 0), {
    message: 'two events share a sepId',
    path: ['events'],
  })
  .transform((wire): EmbedConfig =>
    compact({
      id: wire._id.toLowerCase(),
      title: wire.title,
      allowedDomains: wire.allowedDomains ?? [],
      fallbackImage: wire.fallbackImage,
      stream: toStream(wire),
      events: (wire.events ?? []).map((entry) => ({ sepId: entry.sepId, ...toStream(entry) })),
    }),
  );
