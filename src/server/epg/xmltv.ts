import { XMLParser } from 'fast-xml-parser';
import type { RawProgram } from '../../domain/live-guide/programs';
import { EpgFormatError } from './jw-json';

/**
 * An XMLTV listing (`<tv><channel id>…<programme start stop channel>` with `title`, `desc`, `icon src`,
 * `episode-num`). XMLTV has no programme id: `episode-num` is used when present (as EPG providers fill it),
 * else `{channel}/{start}` (a channel has one programme per start). A listing of several channels is narrowed
 * to `channelId` when it lists that id, else to its first channel.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  isArray: (name) => ['channel', 'programme', 'title', 'desc', 'icon', 'episode-num'].includes(name),
  processEntities: true,
  parseTagValue: false,
  parseAttributeValue: false,
});

type Node = Record<string, unknown>;

const asNode = (value: unknown): Node | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;

/** The text of the first element (or of a plain string element). */
function firstText(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string' || typeof first === 'number') return String(first).trim() || undefined;
  const text = asNode(first)?.['#text'];
  return typeof text === 'string' || typeof text === 'number' ? String(text).trim() || undefined : undefined;
}

const XMLTV_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?\s*(?:([+-])(\d{2})(\d{2}))?$/;

/** `20261125140000 +0100` → ISO 8601 (no offset means UTC); anything else is returned as is to fail validation. */
export function xmltvTime(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = XMLTV_TIME.exec(value.trim());
  if (!match) return value;
  const [, year, month, day, hour, minute, second = '00', sign, offsetHours = '00', offsetMinutes = '00'] = match;
  const local = Date.UTC(+year!, +month! - 1, +day!, +hour!, +minute!, +second);
  const offset = (sign === '-' ? -1 : 1) * (+offsetHours * 60 + +offsetMinutes) * 60_000;
  return new Date(local - (sign ? offset : 0)).toISOString();
}

export function readXmltv(xml: string, channelId?: string): RawProgram[] {
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch (error) {
    throw new EpgFormatError(`not XML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const tv = asNode(asNode(document)?.tv);
  if (!tv) throw new EpgFormatError('an XMLTV listing has a <tv> root');
  const channels = ((tv.channel as unknown[] | undefined) ?? []).map((node) => asNode(node)?.['@id']).filter(Boolean);
  const wanted = channelId && channels.includes(channelId) ? channelId : (channels[0] as string | undefined);
  const programmes = ((tv.programme as unknown[] | undefined) ?? []).map(asNode).filter((node) => node !== undefined);
  return programmes
    .filter((node) => !wanted || node['@channel'] === undefined || node['@channel'] === wanted)
    .map((node) => {
      const icon = asNode((node.icon as unknown[] | undefined)?.[0])?.['@src'];
      const start = node['@start'];
      return {
        id:
          firstText(node['episode-num']) ??
          (typeof start === 'string' ? `${String(node['@channel'] ?? '')}/${start}` : undefined),
        title: firstText(node.title),
        startTime: xmltvTime(start),
        endTime: xmltvTime(node['@stop']),
        description: firstText(node.desc),
        cardImage: icon,
        backgroundImage: icon,
      };
    });
}
