import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { EpgChannel } from '../../domain/live-guide/programs';
import { getT } from '../../lib/i18n';
import { GuideGrid } from './GuideGrid';

const NOW = Date.parse('2026-11-25T15:00:00Z');
const channel: EpgChannel = {
  id: 'chan0001',
  title: 'Channel One',
  description: '',
  image: '',
  catchupHours: 8,
  programs: [
    { id: 'old', title: 'Dawn Heats', startTime: '2026-11-25T06:00:00Z', endTime: '2026-11-25T08:00:00Z' },
    { id: 'recent', title: 'Noon Finals', startTime: '2026-11-25T12:00:00Z', endTime: '2026-11-25T14:00:00Z' },
    { id: 'live', title: 'Evening Show', startTime: '2026-11-25T14:00:00Z', endTime: '2026-11-25T16:00:00Z' },
  ],
};

const html = renderToStaticMarkup(
  <GuideGrid
    channels={[channel]}
    range={{ start: Date.parse('2026-11-25T00:00:00Z'), end: Date.parse('2026-11-26T00:00:00Z'), days: [Date.parse('2026-11-25T00:00:00Z')] }}
    now={NOW}
    activeChannelId="chan0001"
    focusKey={undefined}
    onFocusKey={() => {}}
    hrefFor={(_channel, program) => `/guide?program=${program?.id ?? ''}`}
    onSelect={() => {}}
    formatTime={(time) => new Date(time).toISOString().slice(11, 16)}
    t={getT('en', 'player')}
  />,
);

/** The element that holds a programme's title. */
function programmeElement(title: string): string {
  const match = new RegExp(`<(a|span) [^>]*class="guide-program [^"]*"[^>]*><span class="guide-program__title">${title}<`).exec(html);
  if (!match) throw new Error(`no programme ${title}`);
  return match[0];
}

describe('the live guide grid (spec 3 §4)', () => {
  it('shows a programme older than the catch-up window disabled, not as a link', () => {
    const old = programmeElement('Dawn Heats');
    expect(old.startsWith('<span')).toBe(true);
    expect(old).toContain('aria-disabled="true"');
    expect(old).not.toContain('href=');
    expect(html).toContain('Not available');
  });

  it('keeps catch-up and live programmes as links to their guide address', () => {
    expect(programmeElement('Noon Finals')).toMatch(/^<a href="\/guide\?program=recent"/);
    expect(programmeElement('Evening Show')).toMatch(/^<a href="\/guide\?program=live"/);
  });
});
