import { formatClockTime } from './ad-time';

/**
 * VAST 4 macros in tracking URLs, filled in when a pixel fires. Values are URL-encoded; unknown macros are left
 * as they are (the ad server sees them unreplaced, as the spec allows).
 */
export interface MacroValues {
  /** 8 random digits, so the request is not answered from a cache. */
  cacheBuster: string;
  /** ISO 8601 time of the event. */
  timestamp: string;
  /** VAST error code for `error` pixels (e.g. 400 "general linear error", 405 "media file could not play"). */
  errorCode?: number;
  /** Seconds into the ad. */
  adPlayhead?: number;
}

export function expandMacros(url: string, values: MacroValues): string {
  const table: Record<string, string | undefined> = {
    CACHEBUSTING: values.cacheBuster,
    TIMESTAMP: values.timestamp,
    ERRORCODE: values.errorCode === undefined ? undefined : String(values.errorCode),
    ADPLAYHEAD: values.adPlayhead === undefined ? undefined : formatClockTime(values.adPlayhead),
  };
  return url.replace(/\[([A-Z]+)\]/g, (macro, name: string) => {
    const value = table[name];
    return value === undefined ? macro : encodeURIComponent(value);
  });
}
