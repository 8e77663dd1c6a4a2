/**
 * Site-wide documents: home content, layout, settings, static pages, podcasts and the schedule.
 */
import { eventBadgeSvg, eventLogoSvg, heroPosterSvg, partnerLogoSvg, podcastCoverSvg } from '../art/graphics.mjs';
import { relativeTime, DAY, HOUR } from './relative.mjs';
import { VENUES } from './competition.mjs';

const item = (ctx, type, fields) => ({ _key: ctx.random.key(), _type: type, ...fields });

export async function buildHomeContent(ctx) {
  const playlists = ['Featured', 'Live & Upcoming', 'Highlights']
    .map((title) => ctx.catalog.playlist(title))
    .filter(Boolean);
  const clip = ctx.catalog.firstClipId();
  return {
    _id: 'homeContent',
    _type: 'homeContent',
    ...ctx.meta(),
    carouselVideos: playlists.map((p) => item(ctx, 'carouselVideo', { playlistId: p.feedid, type: 'playlist' })),
    ...(clip
      ? {
          // A progressive MP4 (scripts/demo/media/video/hero-loop.mjs): the home page plays it without an HLS engine.
          heroVideo: ctx.assets.file('aurora-hero-loop.mp4', {
            url: `/demo-media/hls/${clip}/hero-loop.mp4`,
            mimeType: 'video/mp4',
            extension: 'mp4',
          }),
        }
      : {}),
    heroPoster: await ctx.assets.jpeg(
      'home-hero-poster.jpg',
      { svg: heroPosterSvg(ctx.random), width: 1920, height: 1080 },
      { quality: 68, alt: 'Northern lights over the host city' },
    ),
    heroTitle: 'Aurora Games 2026',
    heroSubtitle: 'Fourteen sports, eleven days, every session live and on demand.',
    countDownDateAndTime: relativeTime(3 * DAY),
    endDateAndTime: relativeTime(13 * DAY),
    underCounterImage: ctx.assets.svg(
      'aurora-games-badge.svg',
      { svg: eventBadgeSvg(), width: 720, height: 440 },
      { alt: 'Aurora Games 2026' },
    ),
    watchLiveText: 'The Games are on. Watch live now!',
    hideCounterCard: false,
    hideHeroVideo: false,
  };
}

export function buildSettings(ctx) {
  return {
    _id: 'settings',
    _type: 'settings',
    ...ctx.meta(),
    siteTitle: 'Aurora Games 2026',
    siteDescription:
      'Live streams, replays and highlights from the Aurora Games 2026: fourteen sports, athletes from more than thirty nations.',
    newsletterUrl: 'https://newsletter.auroragames.example/subscribe',
    contactEmail: 'hello@auroragames.example',
    athletesContactEmail: 'athletes@auroragames.example',
    // A first-party stand-in for an analytics tag (public/demo-tags/analytics.js), loaded only with consent.
    consentTags: [
      {
        _key: 'demo-analytics',
        _type: 'consentTag',
        name: 'Demo analytics',
        category: 'analytics',
        src: '/demo-tags/analytics.js',
      },
    ],
    publisherConsents: [
      {
        _key: 'terms',
        _type: 'publisherConsent',
        name: 'terms',
        label: 'I accept the Terms of use and the Privacy policy',
        url: '/terms-of-service',
        version: '1',
        required: true,
      },
      {
        _key: 'marketing',
        _type: 'publisherConsent',
        name: 'marketing',
        label: 'Send me news and offers by email',
        version: '1',
        required: false,
      },
    ],
  };
}

const PARTNERS = [
  ['Northwind Energy', 'Principal Partner', '#34d399'],
  ['Helix Telecom', 'Official Broadcast Partner', '#38bdf8'],
  ['Lumen Bank', 'Official Partner', '#fbbf24'],
  ['Polar Water', 'Official Supplier', '#67e8f9'],
  ['Kite Airlines', 'Official Carrier', '#f87171'],
  ['Orbit Sportswear', 'Official Outfitter', '#a78bfa'],
  ['Cedar Insurance', 'Official Supporter', '#86efac'],
];

export function buildLayout(ctx) {
  const logo = ctx.assets.svg(
    'aurora-games-logo.svg',
    { svg: eventLogoSvg(), width: 480, height: 120 },
    { alt: 'Aurora Games 2026' },
  );
  const menu = (entries) => entries.map(([title, url]) => item(ctx, 'menuItem', { title, url }));
  return {
    _id: 'layout',
    _type: 'layout',
    ...ctx.meta(),
    header: {
      name: 'Aurora Games 2026',
      logo,
      menus: menu([
        ['Home', '/'],
        ['Live', '/live'],
        ['Sports', '/sports'],
        ['Schedule', '/schedule'],
        ['Athletes', '/athletes'],
        ['Federations', '/federations'],
        ['Results', '/results'],
        ['Podcasts', '/podcasts'],
      ]),
    },
    footer: {
      name: 'Aurora Games 2026',
      logo,
      about: {
        title: 'About the Games',
        description:
          'The Aurora Games bring the best athletes of fourteen sports together for eleven days of competition, streamed live to the world.',
      },
      contact: { title: 'Contact', email: 'hello@auroragames.example' },
      socialMedia: {
        title: 'Follow us',
        links: [
          ['Instagram', 'instagram'],
          ['YouTube', 'youtube'],
          ['X', 'x'],
          ['TikTok', 'tiktok'],
          ['Facebook', 'facebook'],
        ].map(([platform, host]) => item(ctx, 'socialLink', { platform, url: `https://${host}.example/auroragames` })),
      },
      copyright: { text: '© 2026 Aurora Games Organising Committee', link: '/about-iwga' },
      menus: menu([
        ['Privacy Policy', '/privacy-policy'],
        ['Terms of Service', '/terms-of-service'],
        ['Cookies Policy', '/cookies-policy'],
        ['About the Games', '/about-twg'],
        ['About the Association', '/about-iwga'],
        ['Contact Us', '/contact-us'],
      ]),
      partners: PARTNERS.map(([name, partnership, color], index) =>
        item(ctx, 'partner', {
          name,
          partnership,
          url: `https://www.${name.toLowerCase().replace(/\s+/g, '')}.example`,
          logo: ctx.assets.svg(
            `partner-${name.toLowerCase().replace(/\s+/g, '-')}.svg`,
            { svg: partnerLogoSvg({ name, color }, index), width: 400, height: 120 },
            { alt: name },
          ),
        }),
      ),
      poweredBy: { text: 'Powered by open-source streaming', url: '/about-twg' },
    },
  };
}

export function buildPages(ctx, pages) {
  return pages.map((page) => ({
    _id: ctx.ids.uuid(),
    _type: 'page',
    ...ctx.meta(),
    title: page.title,
    slug: { _type: 'slug', current: page.slug },
    description: page.description,
    content: ctx.pt(page.content),
  }));
}

export async function buildPodcasts(ctx, podcasts) {
  const docs = [];
  for (const podcast of podcasts) {
    docs.push({
      _id: ctx.ids.uuid(),
      _type: 'podcast',
      ...ctx.meta(),
      title: podcast.title,
      slug: { _type: 'slug', current: podcast.slug },
      description: podcast.description,
      image: await ctx.assets.jpeg(
        `podcast-${podcast.slug}.jpg`,
        { svg: podcastCoverSvg(podcast), width: 1400, height: 1400 },
        { quality: 70, alt: podcast.title },
      ),
      rssUrl: `/demo-feeds/${podcast.slug}.xml`,
    });
  }
  return docs;
}

/** A multi-day event that always spans a midnight, whatever the time zone and the current time. */
const MULTI_DAY = {
  code: 'ORI',
  eventName: 'Forest Challenge – Multi-day Stages 1 and 2',
  start: 3 * DAY,
  end: 4 * DAY + 2 * HOUR,
};

export function buildSchedule(ctx, plan, sportIds) {
  const entries = [...plan.schedule];
  const orienteering = entries.find((e) => e.sport.code === MULTI_DAY.code)?.sport;
  if (orienteering)
    entries.push({ sport: orienteering, eventName: MULTI_DAY.eventName, start: MULTI_DAY.start, end: MULTI_DAY.end });
  return entries.map((entry) => ({
    _id: ctx.ids.uuid(),
    _type: 'scheduleItem',
    ...ctx.meta(),
    eventName: entry.eventName,
    startTime: relativeTime(entry.start),
    endTime: relativeTime(entry.end),
    location: ctx.random.next() < 0.12 ? '' : VENUES[entry.sport.code],
    ...(entry.stream ? { liveStream: { _type: 'liveStream', mediaId: entry.stream } } : {}),
    sport: { _type: 'reference', _ref: sportIds.get(entry.sport.code) },
  }));
}
