import type { DocumentType, Field } from './model';

/** The documents the site's GROQ queries read (src/server/cms/queries.ts), grouped as the Studio's desk. */

const titleAndSlug: Field = {
  name: 'titleAndSlug',
  title: 'Title and slug',
  type: 'named',
  typeName: 'titleAndSlug',
  required: true,
};
const vods: Field = {
  name: 'vods',
  title: 'Videos',
  description: 'Media ids of the videos shown with this document.',
  type: 'array',
  of: [
    { type: 'string', pattern: { regex: '^[A-Za-z0-9_-]{1,64}$', message: 'a media id is letters, digits, _ or -' } },
  ],
  unique: true,
};
const federations: Field = {
  name: 'federations',
  type: 'array',
  of: [{ type: 'reference', to: ['federation'] }],
  unique: true,
};

const homeContent: DocumentType = {
  kind: 'document',
  name: 'homeContent',
  title: 'Home page',
  group: 'Home and layout',
  singletonId: 'homeContent',
  sitePath: '/',
  fields: [
    { name: 'heroTitle', title: 'Hero title', type: 'string', maxLength: 120 },
    { name: 'heroSubtitle', title: 'Hero subtitle', type: 'text', maxLength: 300 },
    {
      name: 'heroVideo',
      title: 'Hero video (looping, muted)',
      type: 'file',
      accept: 'video/*,application/vnd.apple.mpegurl',
    },
    {
      name: 'heroPoster',
      title: 'Hero poster',
      type: 'image',
      description: 'Shown before the video plays, or instead of it.',
    },
    { name: 'hideHeroVideo', title: 'Hide the hero video', type: 'boolean' },
    {
      name: 'carouselVideos',
      title: 'Carousel playlists',
      type: 'array',
      of: [{ type: 'named', typeName: 'carouselVideo' }],
    },
    { name: 'countDownDateAndTime', title: 'Countdown to', type: 'datetime' },
    { name: 'endDateAndTime', title: 'The Games end', type: 'datetime' },
    { name: 'underCounterImage', title: 'Image under the countdown', type: 'image' },
    {
      name: 'watchLiveText',
      title: '"Watch live" text',
      type: 'string',
      description: 'Replaces the countdown once the Games started.',
    },
    { name: 'hideCounterCard', title: 'Hide the countdown card', type: 'boolean' },
  ],
  preview: { title: 'heroTitle', subtitle: 'heroSubtitle', media: 'heroPoster' },
};

const layout: DocumentType = {
  kind: 'document',
  name: 'layout',
  title: 'Header and footer',
  group: 'Home and layout',
  singletonId: 'layout',
  fields: [
    {
      name: 'header',
      type: 'object',
      required: true,
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'logo', type: 'image', required: true },
        { name: 'menus', title: 'Menu', type: 'array', of: [{ type: 'named', typeName: 'menuItem' }], max: 12 },
      ],
    },
    {
      name: 'footer',
      type: 'object',
      required: true,
      fields: [
        { name: 'name', type: 'string' },
        { name: 'logo', type: 'image', required: true },
        {
          name: 'about',
          type: 'object',
          fields: [
            { name: 'title', type: 'string' },
            { name: 'description', type: 'text' },
          ],
        },
        {
          name: 'contact',
          type: 'object',
          fields: [
            { name: 'title', type: 'string' },
            { name: 'email', type: 'email' },
          ],
        },
        {
          name: 'socialMedia',
          title: 'Social media',
          type: 'object',
          fields: [
            { name: 'title', type: 'string' },
            { name: 'links', type: 'array', of: [{ type: 'named', typeName: 'socialLink' }] },
          ],
        },
        {
          name: 'copyright',
          type: 'object',
          fields: [
            { name: 'text', type: 'string' },
            { name: 'link', type: 'url', relative: true },
          ],
        },
        { name: 'menus', title: 'Menu', type: 'array', of: [{ type: 'named', typeName: 'menuItem' }] },
        { name: 'partners', type: 'array', of: [{ type: 'named', typeName: 'partner' }] },
        {
          name: 'poweredBy',
          title: 'Powered by',
          type: 'object',
          fields: [
            { name: 'text', type: 'string', required: true },
            { name: 'url', type: 'url', relative: true },
            { name: 'logo', type: 'image' },
          ],
        },
      ],
    },
  ],
  preview: { title: 'header.name', media: 'header.logo' },
};

const settings: DocumentType = {
  kind: 'document',
  name: 'settings',
  title: 'Site settings',
  group: 'Settings',
  singletonId: 'settings',
  fields: [
    { name: 'siteTitle', title: 'Site title', type: 'string', required: true, maxLength: 80 },
    { name: 'siteDescription', title: 'Site description', type: 'text', maxLength: 300 },
    { name: 'newsletterUrl', title: 'Newsletter sign-up URL', type: 'url' },
    { name: 'contactEmail', title: 'Contact email', type: 'email' },
    { name: 'athletesContactEmail', title: 'Contact email for athletes', type: 'email' },
    {
      name: 'consentTags',
      title: 'Tags loaded with cookie consent',
      type: 'array',
      of: [{ type: 'named', typeName: 'consentTag' }],
    },
    {
      name: 'publisherConsents',
      title: 'Consents asked at registration',
      type: 'array',
      of: [{ type: 'named', typeName: 'publisherConsent' }],
    },
  ],
  preview: { title: 'siteTitle', subtitle: 'contactEmail' },
};

const sport: DocumentType = {
  kind: 'document',
  name: 'sport',
  title: 'Sport',
  group: 'Sports',
  sitePath: '/sports/{slug}',
  fields: [
    titleAndSlug,
    {
      name: 'sportsCode',
      title: 'Sport code',
      type: 'string',
      required: true,
      pattern: { regex: '^[A-Z]{3}$', message: 'three capital letters, e.g. ARC' },
    },
    { name: 'logo', title: 'Pictogram', type: 'image', required: true },
    {
      name: 'gradientColors',
      title: 'Card gradient',
      type: 'object',
      fields: [
        {
          name: 'gradientStart',
          type: 'string',
          pattern: { regex: '^#[0-9a-fA-F]{6}$', message: 'a colour like #0f5132' },
        },
        {
          name: 'gradientEnd',
          type: 'string',
          pattern: { regex: '^#[0-9a-fA-F]{6}$', message: 'a colour like #58b368' },
        },
      ],
    },
    { name: 'heroWikiBackgroundMedia', title: 'Page header image', type: 'image' },
    { name: 'about', type: 'blockContent' },
    { name: 'goodToKnow', title: 'Good to know', type: 'blockContent' },
    { name: 'funFacts', title: 'Fun facts', type: 'blockContent' },
    { name: 'clusters', title: 'Disciplines', type: 'array', of: [{ type: 'string' }], unique: true },
    {
      name: 'beginnersGuide',
      title: "Beginner's guide",
      type: 'object',
      fields: [
        {
          name: 'urls',
          title: 'Links',
          type: 'array',
          of: [
            {
              type: 'object',
              fields: [
                { name: 'title', type: 'string', required: true },
                { name: 'url', type: 'url', relative: true, required: true },
              ],
            },
          ],
        },
        { ...vods, name: 'videos' },
      ],
    },
    federations,
    vods,
    {
      name: 'customVideoGrids',
      title: 'Video grids',
      type: 'array',
      of: [{ type: 'named', typeName: 'customVideoGrid' }],
    },
  ],
  preview: { title: 'titleAndSlug.title', subtitle: 'sportsCode', media: 'logo' },
};

const federation: DocumentType = {
  kind: 'document',
  name: 'federation',
  title: 'Federation',
  group: 'Federations',
  sitePath: '/federations/{slug}',
  fields: [
    titleAndSlug,
    { name: 'sports', type: 'array', of: [{ type: 'reference', to: ['sport'] }], unique: true },
    {
      name: 'widgetDetails',
      title: 'Card',
      type: 'object',
      fields: [
        { name: 'widgetAbbreviation', title: 'Abbreviation', type: 'string', maxLength: 12 },
        { name: 'widgetPicture', title: 'Picture', type: 'image' },
      ],
    },
    {
      name: 'heroWiki',
      title: 'Profile',
      type: 'object',
      fields: [
        { name: 'logo', type: 'image' },
        { name: 'website', type: 'url' },
        { name: 'founded', type: 'string', pattern: { regex: '^\\d{4}$', message: 'a year, e.g. 1933' } },
        { name: 'headquarters', type: 'string' },
        { name: 'affiliations', type: 'array', of: [{ type: 'string' }] },
        { name: 'about', type: 'blockContent' },
      ],
    },
  ],
  preview: { title: 'titleAndSlug.title', subtitle: 'widgetDetails.widgetAbbreviation', media: 'heroWiki.logo' },
};

const athlete: DocumentType = {
  kind: 'document',
  name: 'athlete',
  title: 'Athlete',
  listTitle: 'Athletes',
  group: 'Athletes',
  sitePath: '/athletes/{slug}',
  fields: [
    titleAndSlug,
    { name: 'profileImage', title: 'Portrait', type: 'image', required: true },
    { name: 'coverImage', title: 'Page header image', type: 'image' },
    { name: 'sport', type: 'reference', to: ['sport'], required: true },
    { name: 'country', type: 'reference', to: ['country'], required: true },
    { name: 'about', type: 'blockContent' },
    { name: 'socialLinks', title: 'Social links', type: 'array', of: [{ type: 'named', typeName: 'socialLink' }] },
    federations,
    vods,
  ],
  preview: { title: 'titleAndSlug.title', subtitle: 'sport.titleAndSlug.title', media: 'profileImage' },
};

const country: DocumentType = {
  kind: 'document',
  name: 'country',
  title: 'Country',
  listTitle: 'Countries',
  group: 'Athletes',
  fields: [
    { name: 'name', type: 'string', required: true },
    {
      name: 'code',
      title: 'IOC code',
      type: 'string',
      required: true,
      pattern: { regex: '^[A-Z]{3}$', message: 'three capital letters' },
    },
    { name: 'flag', type: 'image', required: true },
  ],
  preview: { title: 'name', subtitle: 'code', media: 'flag' },
};

const podcast: DocumentType = {
  kind: 'document',
  name: 'podcast',
  title: 'Podcast',
  group: 'Podcasts',
  sitePath: '/podcasts/{slug}',
  fields: [
    { name: 'title', type: 'string', required: true },
    { name: 'slug', type: 'slug', source: 'title', required: true },
    { name: 'description', type: 'text' },
    { name: 'image', title: 'Cover', type: 'image' },
    { name: 'rssUrl', title: 'RSS feed', type: 'url', relative: true, required: true },
  ],
  preview: { title: 'title', subtitle: 'rssUrl', media: 'image' },
};

const scheduleItem: DocumentType = {
  kind: 'document',
  name: 'scheduleItem',
  title: 'Schedule event',
  group: 'Results',
  sitePath: '/schedule',
  fields: [
    { name: 'eventName', title: 'Event', type: 'string', required: true },
    { name: 'sport', type: 'reference', to: ['sport'] },
    { name: 'startTime', title: 'Starts', type: 'datetime', required: true },
    { name: 'endTime', title: 'Ends', type: 'datetime', required: true },
    { name: 'location', type: 'string' },
    { name: 'liveStream', title: 'Live stream', type: 'named', typeName: 'liveStream' },
  ],
  preview: { title: 'eventName', subtitle: 'startTime', media: 'sport.logo' },
};

const page: DocumentType = {
  kind: 'document',
  name: 'page',
  title: 'Page',
  group: 'Pages',
  sitePath: '/{slug}',
  fields: [
    { name: 'title', type: 'string', required: true },
    { name: 'slug', type: 'slug', source: 'title', required: true },
    { name: 'description', type: 'text', description: 'For search engines and link previews.' },
    { name: 'content', type: 'blockContent' },
  ],
  preview: { title: 'title', subtitle: 'slug.current' },
};

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

const federationEmbed: DocumentType = {
  kind: 'document',
  name: 'federationEmbed',
  title: 'Embedded live player',
  group: 'Embeds',
  sitePath: '/federation-embed/{id}',
  fields: [
    { name: 'title', type: 'string', required: true },
    {
      name: 'allowedDomains',
      title: 'Sites that may embed it',
      description:
        'Host names as in a CSP: partner.example, *.partner.example, https://tv.partner.example, localhost:*',
      type: 'array',
      of: [
        {
          type: 'string',
          pattern: {
            regex: `^(?:https?://)?(?:\\*\\.)?${LABEL}(?:\\.${LABEL})*(?::(?:\\*|\\d{1,5}))?/?$`,
            message: 'a host name, without a path',
          },
        },
      ],
      unique: true,
    },
    { name: 'fallbackImage', title: 'Image when nothing plays', type: 'image' },
    { name: 'liveStream', title: 'Live stream', type: 'named', typeName: 'mediaReference', required: true },
    { name: 'vod', title: 'Replay', type: 'named', typeName: 'mediaReference' },
    { name: 'transmissionComingSoon', title: 'Transmission coming soon', type: 'boolean' },
    { name: 'events', type: 'array', of: [{ type: 'named', typeName: 'embedEvent' }] },
  ],
  preview: { title: 'title', subtitle: 'liveStream.mediaId', media: 'fallbackImage' },
};

const announcement: DocumentType = {
  kind: 'document',
  name: 'announcement',
  title: 'Announcement',
  group: 'Announcements',
  fields: [
    { name: 'title', type: 'string', required: true, maxLength: 200 },
    { name: 'description', type: 'text', maxLength: 1000 },
    {
      name: 'item',
      title: 'Leads to',
      description: 'Publishing notifies every visitor once; they can follow it to this page.',
      type: 'reference',
      to: ['sport', 'federation', 'athlete'],
    },
  ],
  preview: { title: 'title', subtitle: 'description' },
};

export const documentTypes: DocumentType[] = [
  homeContent,
  layout,
  sport,
  federation,
  athlete,
  country,
  podcast,
  scheduleItem,
  page,
  federationEmbed,
  announcement,
  settings,
];
