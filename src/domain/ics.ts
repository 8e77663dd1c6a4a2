/**
 * One calendar event as an iCalendar file (RFC 5545): CRLF line ends, lines folded at 75 octets, TEXT values
 * escaped, times in UTC.
 */

export interface CalendarEvent {
  /** Globally unique id, e.g. `{id}@{host}`. */
  uid: string;
  title: string;
  start: Date;
  end: Date;
  location?: string;
  description?: string;
  url?: string;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** `20260301T093000Z` */
export function icsUtcTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line so no line exceeds 75 octets, never splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = lines.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1; // continuation lines start with a space
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

export function calendarFile(event: CalendarEvent, now: Date, productId = '-//OTT Web App//Schedule//EN'): string {
  const end = event.end.getTime() > event.start.getTime() ? event.end : event.start;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsUtcTime(now)}`,
    `DTSTART:${icsUtcTime(event.start)}`,
    `DTEND:${icsUtcTime(end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
