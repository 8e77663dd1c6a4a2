/**
 * The GROQ queries of the site, shared by both CMS adapters (Sanity's API and the local groq-js dataset).
 * Results stay close to the stored documents (references and image assets dereferenced);
 * `content.ts` validates them with zod (`wire/`) and maps them into `domain/content` types.
 *
 * Rules that live here, in the queries, so both adapters apply them the same way:
 * - The sport titled `Chengdu2025` is a leftover from an earlier edition: it is excluded from every sport
 *   list and lookup, from the sports listed on federations, and its athletes and schedule items are hidden.
 * - Lists are ordered by title (athletes, federations, podcasts, sports), name (countries) or start time
 *   (schedule). GROQ orders strings by code point, so `Á…` sorts after `Z…`; pages that need
 *   language-aware ordering re-sort with `Intl.Collator`.
 * - Only published documents are read: Sanity's `published` perspective, and the local adapter skips drafts.
 */

export const EXCLUDED_SPORT_TITLE = 'Chengdu2025';

const VISIBLE_SPORT = `titleAndSlug.title != "${EXCLUDED_SPORT_TITLE}"`;

/** An image field with its asset's URL and intrinsic size. */
const IMAGE = '{ alt, asset->{ url, metadata { dimensions { width, height } } } }';

const SPORT_SUMMARY = `_id, titleAndSlug, logo${IMAGE}, gradientColors, sportsCode`;

const FEDERATION_SUMMARY = `_id, titleAndSlug,
  widgetDetails { widgetAbbreviation, widgetPicture${IMAGE} },
  "logo": heroWiki.logo${IMAGE},
  "sports": sports[@->${VISIBLE_SPORT}]->{ _id, titleAndSlug }`;

const COUNTRY = `code, name, flag${IMAGE}`;

const ATHLETE_SUMMARY = `_id, titleAndSlug, profileImage${IMAGE},
  "sport": sport->{ ${SPORT_SUMMARY} },
  "country": country->{ ${COUNTRY} }`;

/** Athletes and schedule items whose sport is the excluded one are hidden with it. */
const NOT_IN_EXCLUDED_SPORT = `(!defined(sport) || sport->titleAndSlug.title != "${EXCLUDED_SPORT_TITLE}")`;

export const HOME_CONTENT_QUERY = `*[_type == "homeContent"][0]{
  carouselVideos[]{ _key, playlistId, type },
  heroVideo{ "url": asset->url, "contentType": asset->mimeType },
  heroPoster${IMAGE}, heroTitle, heroSubtitle,
  countDownDateAndTime, endDateAndTime,
  underCounterImage${IMAGE}, watchLiveText,
  hideCounterCard, hideHeroVideo
}`;

export const LAYOUT_QUERY = `*[_type == "layout"][0]{
  header{ name, logo${IMAGE}, menus[]{ title, url } },
  footer{
    name, logo${IMAGE}, about, contact,
    socialMedia{ title, links[]{ platform, url, icon${IMAGE} } },
    copyright, menus[]{ title, url },
    partners[]{ name, url, partnership, logo${IMAGE} },
    poweredBy{ text, url, logo${IMAGE} }
  }
}`;

export const SETTINGS_QUERY = `*[_type == "settings"][0]{
  siteTitle, siteDescription, newsletterUrl, contactEmail, athletesContactEmail,
  consentTags[]{ name, category, src },
  publisherConsents[]{ name, label, url, version, required }
}`;

export const SPORTS_QUERY = `*[_type == "sport" && ${VISIBLE_SPORT}] | order(titleAndSlug.title asc){ ${SPORT_SUMMARY} }`;

/** Params: `slug`. */
export const SPORT_QUERY = `*[_type == "sport" && titleAndSlug.slug.current == $slug && ${VISIBLE_SPORT}][0]{
  ${SPORT_SUMMARY},
  heroWikiBackgroundMedia${IMAGE},
  about, goodToKnow, funFacts, clusters,
  beginnersGuide{ urls[]{ title, url }, videos },
  "federations": federations[]->{ ${FEDERATION_SUMMARY} },
  vods,
  customVideoGrids[]{ _key, title, link }
}`;

export const FEDERATIONS_QUERY = `*[_type == "federation"] | order(titleAndSlug.title asc){ ${FEDERATION_SUMMARY} }`;

/** Params: `slug`. */
export const FEDERATION_QUERY = `*[_type == "federation" && titleAndSlug.slug.current == $slug][0]{
  ${FEDERATION_SUMMARY},
  heroWiki{ website, founded, headquarters, affiliations, about }
}`;

export const ATHLETES_QUERY = `*[_type == "athlete" && ${NOT_IN_EXCLUDED_SPORT}] | order(titleAndSlug.title asc){ ${ATHLETE_SUMMARY} }`;

/** Params: `slug`. */
export const ATHLETE_QUERY = `*[_type == "athlete" && titleAndSlug.slug.current == $slug && ${NOT_IN_EXCLUDED_SPORT}][0]{
  ${ATHLETE_SUMMARY},
  coverImage${IMAGE},
  about,
  socialLinks[]{ platform, url },
  "federations": federations[]->{ ${FEDERATION_SUMMARY} },
  vods
}`;

export const COUNTRIES_QUERY = `*[_type == "country"] | order(name asc){ ${COUNTRY} }`;

export const PODCASTS_QUERY = `*[_type == "podcast"] | order(title asc){ _id, title, slug, description, image${IMAGE}, rssUrl }`;

/** Params: `slug`. */
export const PODCAST_QUERY = `*[_type == "podcast" && slug.current == $slug][0]{ _id, title, slug, description, image${IMAGE}, rssUrl }`;

export const SCHEDULE_QUERY = `*[_type == "scheduleItem" && ${NOT_IN_EXCLUDED_SPORT}] | order(startTime asc){
  _id, eventName, startTime, endTime, location, liveStream,
  "sport": sport->{ ${SPORT_SUMMARY} }
}`;

/** Params: `slug`. */
export const PAGE_QUERY = `*[_type == "page" && slug.current == $slug][0]{ _id, title, slug, description, content }`;

/**
 * What search needs beyond the list queries: which videos each athlete and sport links, and each sport's
 * clusters (its disciplines). Keyed by document id.
 */
export const SEARCH_FACETS_QUERY = `{
  "athletes": *[_type == "athlete" && ${NOT_IN_EXCLUDED_SPORT}]{ _id, vods },
  "sports": *[_type == "sport" && ${VISIBLE_SPORT}]{ _id, clusters, vods }
}`;

/**
 * Params: `id` (a UUID, the embed's `cmsId`). The embeddable live player's document (spec 3 §2 Embed): where it may
 * be shown, its fallback image, and its streams (the default one and the events a `sepId` names).
 */
export const EMBED_QUERY = `*[_type == "federationEmbed" && _id == $id][0]{
  _id, title, allowedDomains, fallbackImage${IMAGE},
  liveStream{ mediaId }, vod{ mediaId }, transmissionComingSoon,
  events[]{ sepId, liveStream{ mediaId }, vod{ mediaId }, transmissionComingSoon }
}`;
