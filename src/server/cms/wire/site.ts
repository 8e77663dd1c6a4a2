import { z } from 'zod';
import type { HomeContent, Layout, Podcast, ScheduleItem, Settings, StaticPage } from '../../../domain/content';
import {
  compact,
  flag,
  image,
  instant,
  link,
  listOf,
  mediaId,
  nonEmpty,
  optional,
  richText,
  safeUrl,
  slugObject,
} from './fields';
import { CONSENT_CATEGORIES } from '../../../domain/consent/consent';
import { CONSENT_NAME_PATTERN } from '../../../domain/account/publisher-consents';
import { sportSummary } from './sports';

/** A consent tag's script: https elsewhere, or a path on this site (never plain http, data: or javascript:). */
const scriptSource = nonEmpty.refine(
  (value) => value.startsWith('https://') || (value.startsWith('/') && !value.startsWith('//')),
  'expected an https URL or a site-relative path',
);

/** Podcasts, schedule, pages, settings, home content and layout (tolerance rules in fields.ts). */

export const podcast = z
  .object({ _id: nonEmpty, title: nonEmpty, slug: slugObject, description: optional(nonEmpty), image, rssUrl: safeUrl })
  .transform((wire): Podcast =>
    compact({
      id: wire._id,
      title: wire.title,
      slug: wire.slug.current,
      description: wire.description,
      image: wire.image,
      rssUrl: wire.rssUrl,
    }),
  );

const liveStreamIds = optional(z.object({ mediaId: z.union([mediaId, z.array(mediaId)]) })).transform((stream) =>
  stream === undefined ? [] : [stream.mediaId].flat(),
);

export const scheduleItem = z
  .object({
    _id: nonEmpty,
    eventName: nonEmpty,
    startTime: instant,
    endTime: instant,
    location: optional(nonEmpty),
    liveStream: liveStreamIds,
    sport: optional(sportSummary),
  })
  .refine((item) => item.startTime < item.endTime, 'the event ends before it starts')
  .transform((wire): ScheduleItem =>
    compact({
      id: wire._id,
      eventName: wire.eventName,
      startTime: wire.startTime,
      endTime: wire.endTime,
      location: wire.location,
      liveStreamMediaIds: wire.liveStream,
      sport: wire.sport,
    }),
  );

export const staticPage = z
  .object({ _id: nonEmpty, title: nonEmpty, slug: slugObject, description: optional(nonEmpty), content: richText })
  .transform((wire): StaticPage =>
    compact({
      id: wire._id,
      slug: wire.slug.current,
      title: wire.title,
      description: wire.description,
      content: wire.content,
    }),
  );

export const settings = z
  .object({
    siteTitle: nonEmpty,
    siteDescription: optional(nonEmpty),
    newsletterUrl: optional(safeUrl),
    contactEmail: optional(z.email()),
    athletesContactEmail: optional(z.email()),
    consentTags: listOf(z.object({ name: nonEmpty, category: z.enum(CONSENT_CATEGORIES), src: scriptSource })),
    publisherConsents: listOf(
      z
        .object({
          name: z.string().regex(CONSENT_NAME_PATTERN),
          label: nonEmpty,
          url: optional(safeUrl),
          version: nonEmpty,
          required: flag,
        })
        .transform((consent) => compact(consent)),
    ),
  })
  .transform((wire): Settings =>
    compact({
      ...wire,
      consentTags: wire.consentTags.length > 0 ? wire.consentTags : undefined,
      publisherConsents: wire.publisherConsents.length > 0 ? wire.publisherConsents : undefined,
    }),
  );

export const homeContent = z
  .object({
    carouselVideos: listOf(
      z.object({ _key: nonEmpty, playlistId: mediaId, type: optional(nonEmpty) }).transform((entry) => ({
        key: entry._key,
        playlistId: entry.playlistId,
        type: entry.type ?? 'playlist',
      })),
    ),
    heroVideo: optional(z.object({ url: safeUrl, contentType: nonEmpty })),
    heroPoster: image,
    heroTitle: optional(nonEmpty),
    heroSubtitle: optional(nonEmpty),
    countDownDateAndTime: optional(instant),
    endDateAndTime: optional(instant),
    underCounterImage: image,
    watchLiveText: optional(nonEmpty),
    hideCounterCard: flag,
    hideHeroVideo: flag,
  })
  .transform((wire): HomeContent => compact(wire));

const menu = listOf(link);
const titled = optional(
  z.object({ title: optional(nonEmpty), description: optional(nonEmpty), email: optional(z.email()) }),
);

export const layout = z
  .object({
    header: z.object({ name: nonEmpty, logo: image, menus: menu }),
    footer: z.object({
      name: optional(nonEmpty),
      logo: image,
      about: titled,
      contact: titled,
      socialMedia: optional(
        z.object({
          title: optional(nonEmpty),
          links: listOf(
            z.object({ platform: nonEmpty, url: safeUrl, icon: image }).transform((entry) => compact(entry)),
          ),
        }),
      ),
      copyright: optional(z.object({ text: optional(nonEmpty), link: optional(safeUrl) })),
      menus: menu,
      partners: listOf(
        z
          .object({ name: nonEmpty, url: safeUrl, partnership: optional(nonEmpty), logo: image })
          .transform((entry) => compact(entry)),
      ),
      poweredBy: optional(
        z.object({ text: nonEmpty, url: optional(safeUrl), logo: image }).transform((entry) => compact(entry)),
      ),
    }),
  })
  .transform(({ header, footer }): Layout => ({
    header: compact({ name: header.name, logo: header.logo, menu: header.menus }),
    footer: compact({
      name: footer.name ?? header.name,
      logo: footer.logo,
      aboutTitle: footer.about?.title,
      aboutDescription: footer.about?.description,
      contactTitle: footer.contact?.title,
      contactEmail: footer.contact?.email,
      socialTitle: footer.socialMedia?.title,
      socialLinks: footer.socialMedia?.links ?? [],
      copyrightText: footer.copyright?.text,
      copyrightUrl: footer.copyright?.link,
      menu: footer.menus,
      partners: footer.partners,
      poweredBy: footer.poweredBy,
    }),
  }));
