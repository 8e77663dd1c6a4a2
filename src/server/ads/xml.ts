import { XMLParser } from 'fast-xml-parser';

/**
 * The XML reading shared by the VAST and VMAP parsers: namespace prefixes dropped (`vmap:AdBreak` → `AdBreak`),
 * attributes as `@name`, CDATA merged into the text, every element that may repeat as an array. Documents with a
 * DOCTYPE are refused: VAST and VMAP never need one, and entity declarations are how XML bombs are built.
 */
export class AdFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdFormatError';
  }
}

const REPEATED = new Set([
  'Ad',
  'Impression',
  'Error',
  'Creative',
  'Tracking',
  'ClickTracking',
  'MediaFile',
  'AdBreak',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  removeNSPrefix: true,
  processEntities: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

export type XmlNode = Record<string, unknown>;

export function parseXml(xml: string, what: string): XmlNode {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new AdFormatError(`${what}: a DOCTYPE is not allowed`);
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch (error) {
    throw new AdFormatError(`${what}: not XML (${error instanceof Error ? error.message : String(error)})`);
  }
  const node = asNode(document);
  if (!node) throw new AdFormatError(`${what}: empty document`);
  return node;
}

export const asNode = (value: unknown): XmlNode | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as XmlNode) : undefined;

/** The element or elements under `key` as a list of nodes (a text-only element becomes `{ '#text': … }`). */
export function children(node: XmlNode | undefined, key: string): XmlNode[] {
  const value = node?.[key];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list
    .map((entry) =>
      typeof entry === 'string' || typeof entry === 'number' ? { '#text': String(entry) } : asNode(entry),
    )
    .filter((entry): entry is XmlNode => entry !== undefined);
}

export const child = (node: XmlNode | undefined, key: string): XmlNode | undefined => children(node, key)[0];

export function text(node: XmlNode | undefined): string | undefined {
  const value = node?.['#text'];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() || undefined : undefined;
}

export function attribute(node: XmlNode | undefined, name: string): string | undefined {
  const value = node?.[`@${name}`];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() || undefined : undefined;
}
