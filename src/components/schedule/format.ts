/**
 * Date and time labels of the schedule, shared by the server render and the browser script that regroups the
 * days in the viewer's time zone (so both produce the same text).
 */

/** "Monday, 2 March" for a `YYYY-MM-DD` key (formatted at noon UTC so no zone can shift the date). */
export function dayLabel(dateKey: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${dateKey}T12:00:00Z`),
  );
}

/** "14:30" / "2:30 PM": the start time in `timeZone`. */
export function timeLabel(instant: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(instant));
}
