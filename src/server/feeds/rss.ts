import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';
import { parseDuration, type PodcastEpisode, type PodcastFeed } from '../../domain/podcasts';

/**
 * RSS 2.0 podcast feed → `PodcastFeed` (spec 3 §3 "Podcast feed"). Tolerant of what real feeds do: iTunes tags,
 * CDATA, HTML in descriptions, missing guids, dates or titles, a single `<item>` (no array). Descriptions are
 * reduced to plain text; links survive only when http(s) or site-relative. Throws `FeedParseError` when the
 * document is not an RSS channel at all.
 */
export class FeedParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedParseError';
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => name === 'item',
});

/** A text node: a string, or an object with `#text` when the element has attributes. */
const textNode = z
  .union([z.string(), z.number(), z.object({ '#text': z.union([z.string(), z.number()]).optional() }).loose()])
  .transform((value) => (typeof value === 'object' ? value['#text'] : value))
  .transform((value) => (value === undefined ? undefined : String(value)))
  .optional()
  .catch(undefined);

const hrefNode = z
  .object({ '@_href': z.string().optional(), url: z.string().optional() })
  .loose()
  .transform((value) => value['@_href'] ?? value.url)
  .optional()
  .catch(undefined);

const itemSchema = z
  .object({
    title: textNode,
    'itunes:title': textNode,
    guid: textNode,
    link: textNode,
    description: textNode,
    'content:encoded': textNode,
    'itunes:summary': textNode,
    pubDate: textNode,
    'itunes:duration': textNode,
    'itunes:image': hrefNode,
    enclosure: z.object({ '@_url': z.string().optional() }).loose().optional().catch(undefined),
  })
  .loose();

const channelSchema = z
  .object({
    title: textNode,
    description: textNode,
    'itunes:summary': textNode,
    link: z.unknown().optional(),
    'itunes:author': textNode,
    'itunes:image': hrefNode,
    image: hrefNode,
    item: z.array(z.unknown()).default([]),
  })
  .loose();

const documentSchema = z.object({ rss: z.object({ channel: channelSchema }).loose() }).loose();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Markup removed, entities decoded, whitespace collapsed. The result is rendered as escaped text. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|br|div|li|h\d)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return safeCodePoint(parseInt(code.slice(2), 16), entity);
      if (code.startsWith('#')) return safeCodePoint(Number(code.slice(1)), entity);
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** http(s) absolute URLs and site-relative paths; anything else (javascript:, data:, protocol-relative) is dropped. */
export function safeUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

function isoDate(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function toEpisode(raw: unknown, index: number): PodcastEpisode | null {
  const parsed = itemSchema.safeParse(raw);
  if (!parsed.success) return null;
  const item = parsed.data;
  const title = htmlToText(item['itunes:title'] ?? item.title ?? '');
  const description = htmlToText(item.description ?? item['itunes:summary'] ?? item['content:encoded'] ?? '');
  if (!title && !description) return null;
  const link = safeUrl(item.link);
  const audioUrl = safeUrl(item.enclosure?.['@_url']);
  return {
    id: item.guid?.trim() || link || audioUrl || `episode-${index + 1}`,
    title,
    description,
    link,
    publishedAt: isoDate(item.pubDate),
    durationSeconds: parseDuration(item['itunes:duration']),
    image: safeUrl(item['itunes:image']),
    audioUrl,
  };
}

export function parsePodcastFeed(xml: string): PodcastFeed {
  const validation = XMLValidator.validate(xml);
  if (validation !== true) throw new FeedParseError(`not well-formed XML: ${validation.err.msg}`);
  const document: unknown = parser.parse(xml);
  const parsed = documentSchema.safeParse(document);
  if (!parsed.success) throw new FeedParseError('not an RSS 2.0 document (no rss > channel)');
  const channel = parsed.data.rss.channel;
  // Atom's <atom:link> shares the name "link" in some feeds; keep the plain text one.
  const links = Array.isArray(channel.link) ? channel.link : [channel.link];
  const link = links.find((value): value is string => typeof value === 'string');
  return {
    title: htmlToText(channel.title ?? ''),
    description: htmlToText(channel.description ?? channel['itunes:summary'] ?? ''),
    image: safeUrl(channel['itunes:image'] ?? channel.image),
    link: safeUrl(link),
    author: channel['itunes:author'] ? htmlToText(channel['itunes:author']) : undefined,
    episodes: channel.item.map(toEpisode).filter((episode): episode is PodcastEpisode => episode !== null),
  };
}
