import type { Field, ObjectType } from './model';

/** Named object types: stored with their `_type`, reused by several documents. */

const mediaId: Field = {
  name: 'mediaId',
  title: 'Media id',
  description: 'The id of a media item or live stream on the media platform.',
  type: 'string',
  required: true,
  pattern: { regex: '^[A-Za-z0-9_-]{1,64}$', message: 'a media id is letters, digits, _ or -' },
};

export const titleAndSlug: ObjectType = {
  kind: 'object',
  name: 'titleAndSlug',
  title: 'Title and slug',
  fields: [
    { name: 'title', type: 'string', required: true, maxLength: 120 },
    {
      name: 'slug',
      type: 'slug',
      source: 'titleAndSlug.title',
      required: true,
      description: 'The last part of the page address; unique among documents of this type.',
    },
  ],
};

export const menuItem: ObjectType = {
  kind: 'object',
  name: 'menuItem',
  title: 'Menu item',
  fields: [
    { name: 'title', type: 'string', required: true, maxLength: 60 },
    { name: 'url', title: 'Link', type: 'url', relative: true, required: true },
  ],
  preview: { title: 'title', subtitle: 'url' },
};

export const socialLink: ObjectType = {
  kind: 'object',
  name: 'socialLink',
  title: 'Social link',
  fields: [
    {
      name: 'platform',
      type: 'string',
      required: true,
      list: ['Instagram', 'YouTube', 'X', 'TikTok', 'Facebook', 'LinkedIn', 'Twitch', 'Website'],
    },
    { name: 'url', type: 'url', required: true },
    { name: 'icon', type: 'image', description: 'Optional; the site has icons for the listed platforms.' },
  ],
  preview: { title: 'platform', subtitle: 'url' },
};

export const partner: ObjectType = {
  kind: 'object',
  name: 'partner',
  title: 'Partner',
  fields: [
    { name: 'name', type: 'string', required: true },
    { name: 'partnership', type: 'string', description: 'e.g. "Official broadcaster"' },
    { name: 'url', type: 'url', required: true },
    { name: 'logo', type: 'image', required: true },
  ],
  preview: { title: 'name', subtitle: 'partnership', media: 'logo' },
};

export const carouselVideo: ObjectType = {
  kind: 'object',
  name: 'carouselVideo',
  title: 'Carousel slide',
  fields: [
    { ...mediaId, name: 'playlistId', title: 'Playlist id', description: 'A playlist of the media platform.' },
    { name: 'type', type: 'string', required: true, list: ['playlist'] },
  ],
  preview: { title: 'playlistId', subtitle: 'type' },
};

export const customVideoGrid: ObjectType = {
  kind: 'object',
  name: 'customVideoGrid',
  title: 'Video grid',
  fields: [
    { name: 'title', type: 'string', required: true },
    { name: 'link', title: 'Playlist link', type: 'url', relative: true, required: true },
  ],
  preview: { title: 'title', subtitle: 'link' },
};

export const mediaReference: ObjectType = {
  kind: 'object',
  name: 'mediaReference',
  title: 'Media',
  fields: [mediaId],
  preview: { title: 'mediaId' },
};

export const liveStream: ObjectType = {
  kind: 'object',
  name: 'liveStream',
  title: 'Live stream',
  fields: [mediaId],
  preview: { title: 'mediaId' },
};

export const embedEvent: ObjectType = {
  kind: 'object',
  name: 'embedEvent',
  title: 'Embed event',
  fields: [
    {
      name: 'sepId',
      title: 'Event id (sepId)',
      description: 'What partners put in ?sepId= to show this event.',
      type: 'string',
      required: true,
      pattern: { regex: '^[A-Za-z0-9_-]{1,64}$', message: 'letters, digits, _ or -' },
    },
    { name: 'liveStream', description: 'Shown while it is live.', type: 'named', typeName: 'mediaReference' },
    {
      name: 'vod',
      title: 'Replay',
      description: 'Shown when it is not live.',
      type: 'named',
      typeName: 'mediaReference',
    },
    { name: 'transmissionComingSoon', title: 'Transmission coming soon', type: 'boolean' },
  ],
  preview: { title: 'sepId' },
};

export const consentTag: ObjectType = {
  kind: 'object',
  name: 'consentTag',
  title: 'Consent tag',
  fields: [
    { name: 'name', type: 'string', required: true, maxLength: 60, description: 'Shown to nobody; for editors.' },
    {
      name: 'category',
      type: 'string',
      required: true,
      list: ['analytics', 'marketing'],
      description: 'The script loads only for viewers who allowed this category of cookies.',
    },
    {
      name: 'src',
      title: 'Script URL',
      type: 'string',
      required: true,
      pattern: { regex: '^(https://|/(?!/))', message: 'an https URL, or a path on this site' },
      description: 'A tag manager, pixel or analytics script; its origin is added to the page policy.',
    },
  ],
  preview: { title: 'name', subtitle: 'category' },
};

export const publisherConsent: ObjectType = {
  kind: 'object',
  name: 'publisherConsent',
  title: 'Registration consent',
  fields: [
    {
      name: 'name',
      type: 'string',
      required: true,
      pattern: { regex: '^[a-z][a-z0-9_-]{0,39}$', message: 'lower-case letters, digits, _ or -, e.g. terms' },
      description: 'Stable key stored with each account; never rename a consent once viewers answered it.',
    },
    { name: 'label', type: 'string', required: true, maxLength: 200, description: 'The checkbox text.' },
    {
      name: 'url',
      title: 'Link',
      type: 'url',
      relative: true,
      description: 'Shown after the label, e.g. the terms page.',
    },
    {
      name: 'version',
      type: 'string',
      required: true,
      maxLength: 20,
      description: 'Change it when the text changes: every account is asked again.',
    },
    { name: 'required', type: 'boolean', description: 'Registration needs it ticked; it cannot be withdrawn later.' },
  ],
  preview: { title: 'label', subtitle: 'version' },
};

export const objectTypes: ObjectType[] = [
  titleAndSlug,
  menuItem,
  socialLink,
  partner,
  carouselVideo,
  customVideoGrid,
  mediaReference,
  liveStream,
  embedEvent,
  consentTag,
  publisherConsent,
];
