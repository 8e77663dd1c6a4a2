import type { AdMediaFile, Tracking, TrackingEvent } from '../../domain/ads/ad-plan';
import { TRACKING_EVENTS } from '../../domain/ads/ad-plan';
import { parseClockTime, parseSkipOffset } from '../../domain/ads/ad-time';
import { AdFormatError, attribute, child, children, parseXml, text, type XmlNode } from './xml';

/**
 * A VAST 2–4 response: its `<Ad>` elements, each an `InLine` linear ad (media files, duration, skip offset,
 * click-through, tracking) or a `Wrapper` pointing to the next VAST document (`VASTAdTagURI`) with tracking of
 * its own. Non-linear and companion creatives are ignored; an ad without a usable linear creative is dropped.
 * URLs are kept as written: the resolver decides which it accepts.
 */
export interface VastInline {
  kind: 'inline';
  id?: string;
  sequence?: number;
  title?: string;
  duration: number;
  /** Seconds, from the VAST `skipoffset` (a time or a share of the ad). */
  skipOffset?: number;
  mediaFiles: AdMediaFile[];
  clickThrough?: string;
  tracking: Tracking;
}

export interface VastWrapper {
  kind: 'wrapper';
  id?: string;
  sequence?: number;
  tagUri: string;
  tracking: Tracking;
}

export type VastAd = VastInline | VastWrapper;

const KNOWN_EVENTS = new Set<string>(TRACKING_EVENTS);

function urls(nodes: XmlNode[]): string[] {
  return nodes.map(text).filter((url): url is string => url !== undefined);
}

function add(tracking: Tracking, event: TrackingEvent, found: string[]) {
  if (found.length > 0) tracking[event] = [...(tracking[event] ?? []), ...found];
}

/** Impression, Error, the linear creative's TrackingEvents and ClickTracking. */
function readTracking(adNode: XmlNode, linear: XmlNode | undefined): Tracking {
  const tracking: Tracking = {};
  add(tracking, 'impression', urls(children(adNode, 'Impression')));
  add(tracking, 'error', urls(children(adNode, 'Error')));
  for (const entry of children(child(linear, 'TrackingEvents'), 'Tracking')) {
    const event = attribute(entry, 'event');
    const url = text(entry);
    // VAST 2's `closeLinear`/`close` and progress events with offsets are not reported by this player.
    if (event && url && KNOWN_EVENTS.has(event) && event !== 'impression' && event !== 'error') {
      add(tracking, event as TrackingEvent, [url]);
    }
  }
  add(tracking, 'clickTracking', urls(children(child(linear, 'VideoClicks'), 'ClickTracking')));
  return tracking;
}

function linearOf(adNode: XmlNode): XmlNode | undefined {
  return children(child(adNode, 'Creatives'), 'Creative')
    .map((creative) => child(creative, 'Linear'))
    .find((linear) => linear !== undefined);
}

const PLAYABLE = /^video\/(mp4|webm)$/i;

/** Progressive MP4 or WebM files (VPAID, Flash and streaming files are not played), MP4 first. */
function mediaFilesOf(linear: XmlNode): AdMediaFile[] {
  return children(child(linear, 'MediaFiles'), 'MediaFile')
    .filter(
      (file) => (attribute(file, 'delivery') ?? 'progressive') === 'progressive' && !attribute(file, 'apiFramework'),
    )
    .map((file) => ({
      url: text(file) ?? '',
      type: attribute(file, 'type') ?? '',
      width: Number(attribute(file, 'width')) || undefined,
      height: Number(attribute(file, 'height')) || undefined,
    }))
    .filter((file) => file.url !== '' && PLAYABLE.test(file.type))
    .sort((a, b) => Number(b.type.endsWith('mp4')) - Number(a.type.endsWith('mp4')));
}

function readAd(adNode: XmlNode): VastAd | undefined {
  const id = attribute(adNode, 'id');
  const sequence = Number(attribute(adNode, 'sequence')) || undefined;
  const wrapper = child(adNode, 'Wrapper');
  if (wrapper) {
    const tagUri = text(child(wrapper, 'VASTAdTagURI'));
    return tagUri
      ? { kind: 'wrapper', id, sequence, tagUri, tracking: readTracking(wrapper, linearOf(wrapper)) }
      : undefined;
  }
  const inline = child(adNode, 'InLine');
  const linear = inline && linearOf(inline);
  if (!inline || !linear) return undefined;
  const duration = parseClockTime(text(child(linear, 'Duration')));
  const mediaFiles = mediaFilesOf(linear);
  if (duration === undefined || duration <= 0 || mediaFiles.length === 0) return undefined;
  return {
    kind: 'inline',
    id,
    sequence,
    title: text(child(inline, 'AdTitle')),
    duration,
    skipOffset: parseSkipOffset(attribute(linear, 'skipoffset'), duration),
    mediaFiles,
    clickThrough: text(child(child(linear, 'VideoClicks'), 'ClickThrough')),
    tracking: readTracking(inline, linear),
  };
}

/** The ads of a `<VAST>` element already parsed (a VMAP's `VASTAdData` carries one). */
export function readVast(vast: XmlNode | undefined): VastAd[] {
  if (!vast) throw new AdFormatError('not a VAST document');
  return children(vast, 'Ad')
    .map(readAd)
    .filter((ad): ad is VastAd => ad !== undefined);
}

export function parseVast(xml: string): VastAd[] {
  return readVast(child(parseXml(xml, 'VAST'), 'VAST'));
}

/**
 * Which ads of a response play: an ad pod (ads with `sequence`) in sequence order; otherwise the first ad
 * (stand-alone ads are alternatives, VAST 4 §2.3.2).
 */
export function selectAds<T extends { sequence?: number }>(ads: T[]): T[] {
  const pod = ads.filter((ad) => ad.sequence !== undefined).sort((a, b) => a.sequence! - b.sequence!);
  return pod.length > 0 ? pod : ads.slice(0, 1);
}
