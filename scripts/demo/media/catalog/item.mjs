import { clipById, CLIP_SECONDS } from '../clips.mjs';
import { seededRandom, slugify, stableId } from '../random.mjs';
import { captionsTrack, liveSource, posterImages, posterUrl, vodSource } from '../urls.mjs';

/** Cleeng offers referenced by premium items (the demoauth config's monthly / yearly offers and a PPV). */
export const OFFERS = {
  monthly: 'S123456789_NL',
  yearly: 'S234567890_NL',
  payPerView: 'C987654321_NL',
};
/** The same passes on JWP / InPlayer (the `demojwp1` config): access fees of its fixture, tests/support/jwp-fixture-commerce.ts. */
export const JWP_OFFERS = { monthly: 'S9001', yearly: 'S9002', payPerView: 'C9003' };
const SUBSCRIPTION_PRODUCTS = [
  `cleeng:${OFFERS.monthly},cleeng:${OFFERS.yearly}`,
  `jwp:${JWP_OFFERS.monthly},jwp:${JWP_OFFERS.yearly}`,
].join(',');
const PPV_PRODUCTS = `${SUBSCRIPTION_PRODUCTS},!cleeng:${OFFERS.payPerView},!jwp:${JWP_OFFERS.payPerView}`;

export const mediaIdFor = (key) => stableId(`media:${key}`);

const DAY = 86_400;
/** Publication dates are absolute (epoch seconds): the platform stamps them once, at upload. */
const CATALOG_EPOCH = Date.UTC(2026, 0, 15) / 1000;

/**
 * One JW Delivery API v2 playlist item, built from a content definition:
 * `{ key, title, description, genre, rating, tags, clip, live?, premium?, free?, custom?, translations?, poster }`.
 * Custom parameters are top-level string properties, as JW delivers them.
 */
export function buildItem(def) {
  const mediaid = mediaIdFor(def.key);
  const random = seededRandom(`pubdate:${def.key}`);
  const clip = clipById(def.clip);
  const isLive = def.live === true;
  const item = {
    title: def.title,
    mediaid,
    link: `/m/${mediaid}/${slugify(def.title)}`,
    image: posterUrl(mediaid),
    images: posterImages(mediaid),
    feedid: def.feedid,
    duration: isLive ? 0 : CLIP_SECONDS,
    pubdate: CATALOG_EPOCH - (def.ageDays ?? random.int(1, 200)) * DAY - random.int(0, DAY - 1),
    description: def.description,
    tags: def.tags.join(','),
    // Paid items play from the `premium/` areas, which the demo media server serves only signed.
    sources: [isLive ? liveSource(def.premium ? `premium/${mediaid}` : mediaid) : vodSource(def.premium ? `premium/${clip.id}` : clip.id)],
    tracks: !isLive && clip.captions ? [captionsTrack(clip.id)] : [],
    variations: {},
    genre: def.genre,
    rating: def.rating,
  };
  if (def.premium === 'subscription') Object.assign(item, { productIds: SUBSCRIPTION_PRODUCTS, requiresSubscription: 'true' });
  if (def.premium === 'ppv') Object.assign(item, { productIds: PPV_PRODUCTS, requiresSubscription: 'true' });
  if (def.free) item.free = 'true';
  Object.assign(item, def.custom ?? {});
  for (const [language, [title, description]] of Object.entries(def.translations ?? {})) {
    item[`title-${language}`] = title;
    item[`description-${language}`] = description;
  }
  return item;
}
