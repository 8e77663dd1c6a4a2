/**
 * `federationEmbed` documents: the embeddable live player `/federation-embed/{_id}` (spec 3 §2 Embed). Fixed UUIDs,
 * so the README's snippet and the tests can name them. Each shows one rule:
 * - Korfball: its semi-final is live now, so the live stream plays; `sepId=arena` plays the Aurora Arena channel;
 * - Fistball: its final is PRE_LIVE (starts in 3 h), so the highlights play with the scheduled-time chip;
 * - Beach handball: the final's replay is public VOD, but `transmissionComingSoon` keeps it on the highlights;
 * - a broken one (an allowed "domain" with a path, no live stream): "Invalid Configuration of Embed Code".
 * `localhost:*` is allowed (besides the partners' `.example` domains) so the snippet can be tried on a local page.
 */
export const EMBED_IDS = {
  korfball: '3f1c2a9e-7b4d-4e2a-9c61-5d8e0b7a4f10',
  fistball: '8a6e4b21-0c3f-4d7e-b5a9-2e1f6c9d3b47',
  beachHandball: 'c2d7f5e8-9a14-4b63-8e0d-71a5b3c6f298',
  broken: 'e9b03c7d-4f2a-4186-a5d1-0c8e6b2f9a35',
};

const mediaRef = (mediaId) => (mediaId ? { _type: 'mediaReference', mediaId } : undefined);

/** Fixed metadata (not the generator's seeded one), so these documents do not depend on what is generated before. */
const meta = (id) => ({ _createdAt: '2026-01-20T09:00:00.000Z', _updatedAt: '2026-01-21T16:30:00.000Z', _rev: `embed${id.slice(0, 8)}rev01` });

export function buildEmbeds({ live, channel, highlights, coverOf }) {
  const embed = (id, fields) => ({ _id: id, _type: 'federationEmbed', ...meta(id), ...fields });
  return [
    embed(EMBED_IDS.korfball, {
      title: 'IKA live player',
      allowedDomains: ['korfball.example', '*.korfball.example', 'localhost:*'],
      fallbackImage: coverOf('KOR'),
      liveStream: mediaRef(live('LIVE_PUBLISHED', 'korfball')),
      vod: mediaRef(highlights('korfball')),
      transmissionComingSoon: false,
      events: [
        { _key: 'semifinal', _type: 'embedEvent', sepId: 'semi-final', liveStream: mediaRef(live('LIVE_PUBLISHED', 'korfball')), vod: mediaRef(highlights('korfball')) },
        { _key: 'arena', _type: 'embedEvent', sepId: 'arena', liveStream: mediaRef(channel('korfball')) },
      ],
    }),
    embed(EMBED_IDS.fistball, {
      title: 'IFA live player',
      allowedDomains: ['fistball.example', 'localhost:*'],
      fallbackImage: coverOf('FIS'),
      liveStream: mediaRef(live('PRE_LIVE', 'fistball')),
      vod: mediaRef(highlights('fistball')),
      transmissionComingSoon: false,
    }),
    embed(EMBED_IDS.beachHandball, {
      title: 'Beach handball live player',
      allowedDomains: ['https://beachhandball.example', 'localhost:*'],
      fallbackImage: coverOf('BHB'),
      liveStream: mediaRef(live('VOD_PUBLIC', 'beach-handball')),
      vod: mediaRef(highlights('beach-handball')),
      transmissionComingSoon: true,
    }),
    embed(EMBED_IDS.broken, {
      title: 'Misconfigured player',
      allowedDomains: ['https://partner.example/live-page'],
      fallbackImage: coverOf('LAX'),
      transmissionComingSoon: false,
    }),
  ];
}
