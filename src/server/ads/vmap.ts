import type { BreakPosition } from '../../domain/ads/ad-plan';
import { parseBreakOffset } from '../../domain/ads/ad-time';
import { readVast, type VastAd } from './vast';
import { AdFormatError, attribute, child, children, parseXml, text } from './xml';

/**
 * A VMAP 1.0 document: ad breaks with a `timeOffset` and an ad source, either a VAST tag URL (`AdTagURI`) or an
 * inline VAST document (`VASTAdData`). Only linear breaks are kept; breaks with an unreadable offset are dropped.
 */
export interface VmapBreak {
  id: string;
  position: BreakPosition;
  source: { kind: 'tag'; url: string } | { kind: 'inline'; ads: VastAd[] };
}

export function parseVmap(xml: string): VmapBreak[] {
  const vmap = child(parseXml(xml, 'VMAP'), 'VMAP');
  if (!vmap) throw new AdFormatError('VMAP: no <vmap:VMAP> root');
  const breaks: VmapBreak[] = [];
  children(vmap, 'AdBreak').forEach((adBreak, index) => {
    const type = attribute(adBreak, 'breakType') ?? 'linear';
    const position = parseBreakOffset(attribute(adBreak, 'timeOffset'));
    const source = child(adBreak, 'AdSource');
    if (!position || !source || !type.split(',').includes('linear')) return;
    const id = attribute(adBreak, 'breakId') ?? `break-${index + 1}`;
    const url = text(child(source, 'AdTagURI'));
    const inline = child(source, 'VASTAdData');
    if (url) breaks.push({ id, position, source: { kind: 'tag', url } });
    else if (inline) breaks.push({ id, position, source: { kind: 'inline', ads: readVast(child(inline, 'VAST')) } });
  });
  return breaks;
}
