import { describe, expect, it } from 'vitest';
import { calendarFile, escapeIcsText, foldIcsLine, icsUtcTime } from './ics';

describe('escapeIcsText', () => {
  it.each([
    ['Plain', 'Plain'],
    ['Finals; Men, Women', 'Finals\\; Men\\, Women'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines\r\nthree', 'two\\nlines\\nthree'],
  ])('%j → %j', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected);
  });
});

describe('foldIcsLine', () => {
  it('leaves short lines alone', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('folds at 75 octets without splitting multi-byte characters', () => {
    const folded = foldIcsLine(`SUMMARY:${'é'.repeat(100)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(`SUMMARY:${'é'.repeat(100)}`);
  });
});

describe('calendarFile', () => {
  const now = new Date('2026-02-01T08:00:00.123Z');
  const file = calendarFile(
    {
      uid: 'evt-1@example.test',
      title: 'Sumo, Final; Open',
      start: new Date('2026-03-01T09:30:00+01:00'),
      end: new Date('2026-03-01T11:00:00+01:00'),
      location: 'Hall A',
      url: 'https://example.test/m/abc12345',
    },
    now,
  );

  it('is one CRLF-terminated VEVENT with UTC times and escaped text', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = file.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('DTSTART:20260301T083000Z');
    expect(lines).toContain('DTEND:20260301T100000Z');
    expect(lines).toContain('DTSTAMP:20260201T080000Z');
    expect(lines).toContain('SUMMARY:Sumo\\, Final\\; Open');
    expect(lines).toContain('LOCATION:Hall A');
    expect(lines).toContain('UID:evt-1@example.test');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('leaves out empty optional fields and never ends before it starts', () => {
    const start = new Date('2026-03-01T10:00:00Z');
    const minimal = calendarFile({ uid: 'u', title: 't', start, end: new Date('2026-03-01T09:00:00Z') }, now);
    expect(minimal).not.toContain('LOCATION');
    expect(minimal).not.toContain('DESCRIPTION');
    expect(minimal).toContain(`DTEND:${icsUtcTime(start)}`);
  });
});
