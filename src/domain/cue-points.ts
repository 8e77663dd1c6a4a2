/**
 * Seek cue points (chapters) from the media item's `SeekCuePoints` custom parameter: a comma-separated list of
 * `name#seconds` pairs, e.g. `Intro#0,Kick-off#6,Goal#14`. Entries whose time is not a plain non-negative number
 * are dropped (spec 3 §5).
 */
export interface CuePoint {
  name: string;
  /** Offset from the start of the media, in seconds. */
  seconds: number;
}

const numericTime = /^\d+(?:\.\d+)?$/;

export function parseCuePoints(raw: string | null | undefined): CuePoint[] {
  if (!raw) return [];
  const points: CuePoint[] = [];
  for (const part of raw.split(',')) {
    // The time follows the LAST '#', so a name may itself contain '#'.
    const separator = part.lastIndexOf('#');
    if (separator < 0) continue;
    const time = part.slice(separator + 1).trim();
    if (!numericTime.test(time)) continue;
    points.push({ name: part.slice(0, separator).trim(), seconds: Number(time) });
  }
  return points.sort((a, b) => a.seconds - b.seconds);
}

/** Cue points that fall inside a media of `duration` seconds, with their position as a fraction of it. */
export function cuePointMarkers(points: CuePoint[], duration: number): Array<CuePoint & { position: number }> {
  if (!Number.isFinite(duration) || duration <= 0) return [];
  return points
    .filter((point) => point.seconds <= duration)
    .map((point) => ({ ...point, position: point.seconds / duration }));
}

/** Clock-style time for a chapter: `0:06`, `12:05`, `1:02:03`. */
export function formatCueTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
