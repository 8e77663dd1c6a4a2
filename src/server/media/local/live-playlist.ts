/**
 * Real live HLS for the demo: a sliding window over the segments of a VOD clip played in a loop, as a live
 * packager would publish it. Pure (time is an argument).
 *
 * Timeline: segment number k (counted from `epoch`) covers [epoch + k·D, epoch + (k+1)·D) and plays clip
 * segment k mod N. The window holds the `windowSize` most recent complete segments; `EXT-X-MEDIA-SEQUENCE` is
 * the number of the first one. Every loop wrap (k mod N = 0) is a discontinuity, so segment k's discontinuity
 * number is ⌊k/N⌋ and `EXT-X-DISCONTINUITY-SEQUENCE` is that of the first segment (no tag is written in front
 * of the first segment; the sequence number already counts it). Each segment carries its
 * `EXT-X-PROGRAM-DATE-TIME`, so catch-up can map wall-clock time to segments later.
 */
export interface LoopSegment {
  uri: string;
  /** Seconds, as in the clip's EXTINF. */
  duration: number;
}

export interface LiveRendition {
  /** Also the media playlist name: `{id}.m3u8`. */
  id: string;
  bandwidth: number;
  averageBandwidth?: number;
  resolution?: string;
  codecs?: string;
  frameRate?: number;
}

/** Fixed origin of every demo live timeline. */
export const LIVE_EPOCH = new Date('2024-01-01T00:00:00.000Z');
export const LIVE_WINDOW_SEGMENTS = 6;

export interface LiveWindowInput {
  segments: readonly LoopSegment[];
  /** Nominal segment length in seconds (the clip's), which drives the timeline. */
  segmentDuration: number;
  now: Date;
  epoch?: Date;
  windowSize?: number;
}

export function buildLiveMediaPlaylist({
  segments,
  segmentDuration,
  now,
  epoch = LIVE_EPOCH,
  windowSize = LIVE_WINDOW_SEGMENTS,
}: LiveWindowInput): string {
  if (segments.length === 0) throw new Error('a live loop needs at least one segment');
  if (!(segmentDuration > 0)) throw new Error('segment duration must be positive');
  const count = segments.length;
  const segmentMs = segmentDuration * 1_000;
  const started = Math.max(0, Math.floor((now.getTime() - epoch.getTime()) / segmentMs));
  const first = Math.max(0, started - windowSize);
  const targetDuration = Math.max(1, ...segments.map((segment) => Math.round(segment.duration)));

  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
  ];
  for (let k = first; k < started; k++) {
    const segment = segments[k % count]!;
    if (k > first && k % count === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(epoch.getTime() + k * segmentMs).toISOString()}`,
      `#EXTINF:${segment.duration.toFixed(3)},`,
      segment.uri,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** `query` (e.g. `?start=…`) is appended to every variant address, so a time-shifted master stays time-shifted. */
export function buildLiveMasterPlaylist(renditions: readonly LiveRendition[], query = ''): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rendition of renditions) {
    const attributes = [
      `BANDWIDTH=${rendition.bandwidth}`,
      rendition.averageBandwidth !== undefined && `AVERAGE-BANDWIDTH=${rendition.averageBandwidth}`,
      rendition.resolution && `RESOLUTION=${rendition.resolution}`,
      rendition.codecs && `CODECS="${rendition.codecs}"`,
      rendition.frameRate !== undefined && `FRAME-RATE=${rendition.frameRate.toFixed(3)}`,
    ].filter(Boolean);
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, `${rendition.id}.m3u8${query}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The segments of a VOD media playlist, in order: each `#EXTINF` with the URI line after it. */
export function parseMediaPlaylistSegments(playlist: string): LoopSegment[] {
  const segments: LoopSegment[] = [];
  let duration: number | undefined;
  for (const raw of playlist.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) {
      duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    } else if (line && !line.startsWith('#') && duration !== undefined) {
      if (Number.isFinite(duration)) segments.push({ uri: line, duration });
      duration = undefined;
    }
  }
  return segments;
}

export interface TimeShiftInput {
  segments: readonly LoopSegment[];
  segmentDuration: number;
  now: Date;
  /** The wall-clock instant playback should begin at (a programme's start). */
  start: Date;
  /** Where the playlist ends (a programme's end); open while it lies ahead. */
  end?: Date;
  epoch?: Date;
  /** The player asked for a delta update (`_HLS_skip=YES`). */
  skip?: boolean;
}

/** How far back from its end a growing playlist may be skipped in a delta update (at least 6 target durations). */
export const CAN_SKIP_UNTIL_S = 36;

/**
 * A time-shifted playlist of the same looped timeline, for "from the beginning" and catch-up (the demo's DVR):
 * the segments from the one holding `start` up to `end` (or the live edge). Once `end` has passed it is a VOD
 * playlist with `EXT-X-ENDLIST`; before that an EVENT playlist that grows by a segment every segment duration,
 * so the whole programme so far stays seekable while the player follows it live. `EXT-X-START` puts the player
 * at `start` exactly (hls.js and Safari honour it). Program date-times are written on the first segment and
 * after every loop wrap (players carry them forward). A two-hour programme is still ~240 KB of playlist, so a
 * growing one offers playlist delta updates (`EXT-X-SERVER-CONTROL:CAN-SKIP-UNTIL`): hls.js and Safari then reload
 * it with `_HLS_skip=YES` and get the last `CAN_SKIP_UNTIL_S` seconds with an `EXT-X-SKIP` for the rest.
 * `null` when the window is empty (`start` not reached yet).
 */
export function buildTimeShiftedPlaylist({
  segments,
  segmentDuration,
  now,
  start,
  end,
  epoch = LIVE_EPOCH,
  skip = false,
}: TimeShiftInput): string | null {
  if (segments.length === 0) throw new Error('a live loop needs at least one segment');
  const count = segments.length;
  const segmentMs = segmentDuration * 1_000;
  const index = (time: number) => (time - epoch.getTime()) / segmentMs;
  const first = Math.max(0, Math.floor(index(start.getTime())));
  const edge = Math.max(0, Math.floor(index(now.getTime())));
  const ended = end !== undefined && end.getTime() <= now.getTime();
  const last = ended ? Math.ceil(index(end.getTime())) : edge;
  if (last <= first) return null;
  const targetDuration = Math.max(1, ...segments.map((segment) => Math.round(segment.duration)));
  const offset = Math.max(0, (start.getTime() - (epoch.getTime() + first * segmentMs)) / 1_000);

  const skipped = skip && !ended ? Math.max(0, last - first - Math.floor(CAN_SKIP_UNTIL_S / segmentDuration)) : 0;
  const lines = [
    '#EXTM3U',
    `#EXT-X-VERSION:${skipped > 0 ? 9 : 6}`,
    `#EXT-X-TARGETDURATION:${targetDuration}`,
    `#EXT-X-PLAYLIST-TYPE:${ended ? 'VOD' : 'EVENT'}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
    `#EXT-X-START:TIME-OFFSET=${offset.toFixed(3)},PRECISE=YES`,
  ];
  if (!ended) lines.push(`#EXT-X-SERVER-CONTROL:CAN-SKIP-UNTIL=${CAN_SKIP_UNTIL_S.toFixed(1)}`);
  if (skipped > 0) lines.push(`#EXT-X-SKIP:SKIPPED-SEGMENTS=${skipped}`);
  for (let k = first + skipped; k < last; k++) {
    const segment = segments[k % count]!;
    const wrap = k > first && k % count === 0;
    if (wrap) lines.push('#EXT-X-DISCONTINUITY');
    if (wrap || k === first + skipped) {
      lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(epoch.getTime() + k * segmentMs).toISOString()}`);
    }
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`, segment.uri);
  }
  if (ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
