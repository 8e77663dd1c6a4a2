import { z } from 'zod';
import type { Athlete, AthleteSummary, Country, Federation, FederationSummary, Link, Sport, SportSummary } from '../../../domain/content';
import { compact, gradient, image, link, listOf, mediaId, nonEmpty, optional, richText, safeUrl, titleAndSlug } from './fields';

/** Sports, federations, countries and athletes (tolerance rules in fields.ts). */

export const sportSummary = z
  .object({ _id: nonEmpty, titleAndSlug, logo: image, gradientColors: gradient, sportsCode: optional(nonEmpty) })
  .transform(
    (sport): SportSummary =>
      compact({
        id: sport._id,
        title: sport.titleAndSlug.title,
        slug: sport.titleAndSlug.slug.current,
        logo: sport.logo,
        gradient: sport.gradientColors,
        sportsCode: sport.sportsCode,
      }),
  );

const federationSummaryFields = {
  _id: nonEmpty,
  titleAndSlug,
  widgetDetails: optional(z.object({ widgetAbbreviation: optional(nonEmpty), widgetPicture: image })),
  logo: image,
  sports: listOf(z.object({ titleAndSlug }).transform(({ titleAndSlug: t }) => ({ title: t.title, slug: t.slug.current }))),
};
type FederationSummaryWire = z.output<z.ZodObject<typeof federationSummaryFields>>;
const toFederationSummary = (federation: FederationSummaryWire): FederationSummary =>
  compact({
    id: federation._id,
    title: federation.titleAndSlug.title,
    slug: federation.titleAndSlug.slug.current,
    abbreviation: federation.widgetDetails?.widgetAbbreviation,
    picture: federation.widgetDetails?.widgetPicture,
    logo: federation.logo,
    sports: federation.sports,
  });

export const federationSummary = z.object(federationSummaryFields).transform(toFederationSummary);

export const federation = z
  .object({
    ...federationSummaryFields,
    heroWiki: optional(
      z.object({
        website: optional(safeUrl),
        founded: optional(z.union([nonEmpty, z.number().int().transform(String)])),
        headquarters: optional(nonEmpty),
        affiliations: listOf(nonEmpty),
        about: richText,
      }),
    ),
  })
  .transform(
    (wire): Federation =>
      compact({
        ...toFederationSummary(wire),
        website: wire.heroWiki?.website,
        founded: wire.heroWiki?.founded,
        headquarters: wire.heroWiki?.headquarters,
        affiliations: wire.heroWiki?.affiliations ?? [],
        about: wire.heroWiki?.about ?? [],
      }),
  );

export const sport = z
  .object({
    _id: nonEmpty,
    titleAndSlug,
    logo: image,
    gradientColors: gradient,
    sportsCode: optional(nonEmpty),
    heroWikiBackgroundMedia: image,
    about: richText,
    goodToKnow: richText,
    funFacts: richText,
    clusters: listOf(nonEmpty),
    beginnersGuide: optional(z.object({ urls: listOf(link), videos: listOf(mediaId) })),
    federations: listOf(federationSummary),
    vods: listOf(mediaId),
    customVideoGrids: listOf(
      z.object({ _key: nonEmpty, title: nonEmpty, link: safeUrl }).transform((grid) => ({ key: grid._key, title: grid.title, link: grid.link })),
    ),
  })
  .transform(
    (wire): Sport =>
      compact({
        id: wire._id,
        title: wire.titleAndSlug.title,
        slug: wire.titleAndSlug.slug.current,
        logo: wire.logo,
        gradient: wire.gradientColors,
        sportsCode: wire.sportsCode,
        heroImage: wire.heroWikiBackgroundMedia,
        about: wire.about,
        goodToKnow: wire.goodToKnow,
        funFacts: wire.funFacts,
        clusters: wire.clusters,
        beginnersGuide: wire.beginnersGuide ?? { urls: [], videos: [] },
        federations: wire.federations,
        vods: wire.vods,
        customVideoGrids: wire.customVideoGrids,
      }),
  );

export const country = z
  .object({ code: nonEmpty, name: nonEmpty, flag: image })
  .transform((wire): Country => compact({ code: wire.code, name: wire.name, flag: wire.flag }));

const athleteSummaryFields = {
  _id: nonEmpty,
  titleAndSlug,
  profileImage: image,
  sport: optional(sportSummary),
  country: optional(country),
};
type AthleteSummaryWire = z.output<z.ZodObject<typeof athleteSummaryFields>>;
const toAthleteSummary = (wire: AthleteSummaryWire): AthleteSummary =>
  compact({
    id: wire._id,
    title: wire.titleAndSlug.title,
    slug: wire.titleAndSlug.slug.current,
    profileImage: wire.profileImage,
    sport: wire.sport,
    country: wire.country,
  });

export const athleteSummary = z.object(athleteSummaryFields).transform(toAthleteSummary);

export const athlete = z
  .object({
    ...athleteSummaryFields,
    coverImage: image,
    about: richText,
    socialLinks: listOf(z.object({ platform: nonEmpty, url: safeUrl }).transform((entry): Link => ({ title: entry.platform, url: entry.url }))),
    federations: listOf(federationSummary),
    vods: listOf(mediaId),
  })
  .transform(
    (wire): Athlete =>
      compact({
        ...toAthleteSummary(wire),
        coverImage: wire.coverImage,
        about: wire.about,
        socialLinks: wire.socialLinks,
        federations: wire.federations,
        vods: wire.vods,
      }),
  );


/** `SEARCH_FACETS_QUERY`: athletes' and sports' videos and sports' clusters by document id. */
export const searchFacets = z.object({
  athletes: listOf(z.object({ _id: nonEmpty, vods: listOf(mediaId) })),
  sports: listOf(z.object({ _id: nonEmpty, clusters: listOf(nonEmpty), vods: listOf(mediaId) })),
});
export type SearchFacetsWire = z.output<typeof searchFacets>;
