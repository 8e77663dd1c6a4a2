/**
 * What the player does about a playback error (spec 3 §8 "Player codes"): a stream that is gone (HTTP 404/410)
 * is "no longer available"; a 403 on the stream means a geo block (spec 1 §7, signed media); a decoding error is
 * recovered once by reloading the media (like JW's 246007); anything else shows the generic error. Every error
 * state offers Retry. `unauthorized` comes from the access rules or the signed-media check, or a licence server
 * refusing the viewer (401/403); any other key system failure (no CDM for the stream, a licence that does not
 * open it) is the spec's "content protection issue" (`content-protection`).
 */
export type PlayerErrorKind = 'not-available' | 'geo-blocked' | 'unauthorized' | 'content-protection' | 'unknown';

export type ErrorAction = { action: 'ignore' } | { action: 'recover-media' } | { action: 'fail'; kind: PlayerErrorKind };

/** The parts of an hls.js `ErrorData` the decision needs. */
export interface StreamError {
  fatal: boolean;
  /** hls.js `ErrorTypes`: `networkError`, `mediaError`, `muxError`, `keySystemError`, `otherError`. */
  type: string;
  /** HTTP status of the failed request, when there was one. */
  responseCode?: number;
}

export const MAX_MEDIA_RECOVERIES = 1;

export function classifyStreamError(error: StreamError, mediaRecoveries: number): ErrorAction {
  if (!error.fatal) return { action: 'ignore' };
  if (error.type === 'keySystemError') {
    const refused = error.responseCode === 401 || error.responseCode === 403;
    return { action: 'fail', kind: refused ? 'unauthorized' : 'content-protection' };
  }
  if (error.responseCode === 404 || error.responseCode === 410) return { action: 'fail', kind: 'not-available' };
  if (error.responseCode === 403) return { action: 'fail', kind: 'geo-blocked' };
  if (error.type === 'mediaError' && mediaRecoveries < MAX_MEDIA_RECOVERIES) return { action: 'recover-media' };
  return { action: 'fail', kind: 'unknown' };
}
