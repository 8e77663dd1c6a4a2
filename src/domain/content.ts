import type { PublisherConsent } from './account/publisher-consents';
import type { ConsentTag } from './consent/consent';
/**
 * Editorial content from the CMS (spec 3 §3), as the app uses it. The CMS adapters return raw GROQ
 * results; `server/cms/` parses them with zod into these types.
 */

/** A CMS image: a URL that accepts a `w` (width) query parameter, plus its intrinsic size when known. */
export interface CmsImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

export interface Gradient {
  start: string;
  end: string;
}

export interface Link {
  title: string;
  url: string;
}

/** Portable Text blocks, kept as the CMS sends them; rendered (and sanitized) by one component. */
export type RichText = unknown[];

export interface HomeContent {
  /** Playlist ids shown in the hero slider / carousel, in order. */
  carouselVideos: { key: string; playlistId: string; type: string }[];
  heroVideo?: { url: string; contentType: string };
  heroPoster?: CmsImage;
  heroTitle?: string;
  heroSubtitle?: string;
  /** ISO instants: the countdown counts to `countDownDateAndTime`; the event is ongoing until `endDateAndTime`. */
  countDownDateAndTime?: string;
  endDateAndTime?: string;
  underCounterImage?: CmsImage;
  watchLiveText?: string;
  hideCounterCard: boolean;
  hideHeroVideo: boolean;
}

export interface SportSummary {
  id: string;
  title: string;
  slug: string;
  logo?: CmsImage;
  gradient: Gradient;
  sportsCode?: string;
}

export interface Sport extends SportSummary {
  heroImage?: CmsImage;
  about: RichText;
  goodToKnow: RichText;
  funFacts: RichText;
  clusters: string[];
  beginnersGuide: { urls: Link[]; videos: string[] };
  federations: FederationSummary[];
  vods: string[];
  customVideoGrids: { key: string; title: string; link: string }[];
}

export interface FederationSummary {
  id: string;
  title: string;
  slug: string;
  abbreviation?: string;
  picture?: CmsImage;
  logo?: CmsImage;
  sports: { title: string; slug: string }[];
}

export interface Federation extends FederationSummary {
  website?: string;
  founded?: string;
  headquarters?: string;
  affiliations: string[];
  about: RichText;
}

export interface Country {
  code: string;
  name: string;
  flag?: CmsImage;
}

export interface AthleteSummary {
  id: string;
  title: string;
  slug: string;
  profileImage?: CmsImage;
  sport?: SportSummary;
  country?: Country;
}

export interface Athlete extends AthleteSummary {
  coverImage?: CmsImage;
  about: RichText;
  socialLinks: Link[];
  federations: FederationSummary[];
  vods: string[];
}

export interface Podcast {
  id: string;
  title: string;
  slug: string;
  description?: string;
  image?: CmsImage;
  rssUrl: string;
}

export interface ScheduleItem {
  id: string;
  eventName: string;
  /** ISO instants. */
  startTime: string;
  endTime: string;
  location?: string;
  /** Media ids of the live stream; the first one is opened from the schedule. */
  liveStreamMediaIds: string[];
  sport?: SportSummary;
}

export interface StaticPage {
  id: string;
  slug: string;
  title: string;
  description?: string;
  content: RichText;
}

export interface MenuItem {
  title: string;
  url: string;
}

export interface Layout {
  header: { name: string; logo?: CmsImage; menu: MenuItem[] };
  footer: {
    name: string;
    logo?: CmsImage;
    aboutTitle?: string;
    aboutDescription?: string;
    contactTitle?: string;
    contactEmail?: string;
    socialTitle?: string;
    socialLinks: { platform: string; url: string; icon?: CmsImage }[];
    copyrightText?: string;
    copyrightUrl?: string;
    menu: MenuItem[];
    partners: { name: string; url: string; partnership?: string; logo?: CmsImage }[];
    poweredBy?: { text: string; url?: string; logo?: CmsImage };
  };
}

export interface Settings {
  siteTitle: string;
  siteDescription?: string;
  newsletterUrl?: string;
  contactEmail?: string;
  athletesContactEmail?: string;
  /** Tag-manager, pixel and analytics scripts, loaded in the browser only with the viewer's consent. */
  consentTags?: ConsentTag[];
  /** Checkboxes asked at registration (terms required, marketing optional), kept per account with their version. */
  publisherConsents?: PublisherConsent[];
}
