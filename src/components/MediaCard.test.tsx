import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CardData } from '../domain/card';
import { MediaCard } from './MediaCard';

const now = Date.parse('2026-06-01T12:00:00Z');
const images = [640, 320, 1280].map((width) => ({
  src: `/img/aB3kLm9Q.jpg?width=${width}`,
  width,
  type: 'image/jpeg',
}));

function card(overrides: Partial<CardData> = {}): CardData {
  return {
    mediaid: 'aB3kLm9Q',
    title: 'Canoe Marathon Final',
    image: '/img/aB3kLm9Q.jpg?width=640',
    images,
    duration: 3900,
    hasOffers: false,
    requiresSubscription: false,
    free: true,
    ...overrides,
  };
}

/** The card as static HTML, with tiny helpers to read it (the test runs in node, without a DOM). */
function render(props: Partial<Parameters<typeof MediaCard>[0]> = {}) {
  const html = renderToStaticMarkup(
    <MediaCard card={card()} href="/m/aB3kLm9Q/canoe-marathon-final" language="en" now={now} {...props} />,
  );
  const tag = (name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`))?.[0];
  const attr = (name: string, attribute: string) =>
    tag(name)
      ?.match(new RegExp(`\\s${attribute}="([^"]*)"`))?.[1]
      ?.replaceAll('&amp;', '&');
  // What a screen reader announces for the link: all its text, visually hidden parts included.
  const text = html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
  return { html, tag, attr, text };
}

describe('MediaCard', () => {
  it('is one link whose name is the title and the tag', () => {
    const root = render();
    expect(root.html.match(/<a\b/g)).toHaveLength(1);
    expect(root.attr('a', 'href')).toBe('/m/aB3kLm9Q/canoe-marathon-final');
    expect(root.attr('a', 'aria-label')).toBeUndefined();
    expect(root.text).toBe('Canoe Marathon Final, 1h 05m');
  });

  it('renders a decorative, lazily loaded 16:9 image with a srcset ordered by width', () => {
    const root = render();
    expect(root.attr('img', 'alt')).toBe('');
    expect(root.attr('img', 'loading')).toBe('lazy');
    expect(root.attr('img', 'width')).toBe('320');
    expect(root.attr('img', 'height')).toBe('180');
    expect(root.attr('img', 'src')).toBe('/img/aB3kLm9Q.jpg?width=320');
    expect(root.attr('img', 'srcSet')).toBe(
      '/img/aB3kLm9Q.jpg?width=320 320w, /img/aB3kLm9Q.jpg?width=640 640w, /img/aB3kLm9Q.jpg?width=1280 1280w',
    );
  });

  it('loads eagerly with high priority above the fold, and at 640 px when featured', () => {
    const root = render({ priority: true, featured: true });
    expect(root.attr('img', 'loading')).toBe('eager');
    expect(root.attr('img', 'fetchPriority')).toBe('high');
    expect(root.attr('img', 'src')).toBe('/img/aB3kLm9Q.jpg?width=640');
  });

  it('shows a LIVE tag for live content', () => {
    const root = render({ card: card({ contentType: 'livechannel', duration: 0 }) });
    expect(root.html).toMatch(/class="card-tag card-tag--live">.*Live<\/span>/);
    expect(root.text).toBe('Canoe Marathon Final, Live');
  });

  it('shows the start of a scheduled event as a machine-readable time', () => {
    const root = render({
      card: card({ contentType: 'liveevent', eventState: 'PRE_LIVE', scheduledStart: '2026-06-02T18:30:00Z', duration: 0 }),
    });
    expect(root.html).toContain('card-tag--scheduled');
    expect(root.attr('time', 'dateTime')).toBe('2026-06-02T18:30:00Z');
    expect(root.text).toMatch(/^Canoe Marathon Final, Starts Jun 2, \d\d:30/);
  });

  it('shows the lock and the progress bar when asked', () => {
    const root = render({ locked: true, progress: 0.4 });
    expect(root.html).toContain('class="media-card__lock"');
    // The tag's and the lock's icons come from cards.css, once, not as markup in each of a page's hundred cards.
    expect(root.html).not.toContain('<svg');
    expect(root.html).toContain('class="media-card__progress-bar" style="width:40.0%"');
    expect(root.text).toBe('Canoe Marathon Final, 1h 05m, locked, 40% watched');
  });

  it('locks the cards of items sold through offers, not free ones or hubs', () => {
    const paid = { hasOffers: true, requiresSubscription: true, free: false };
    expect(render({ card: card(paid) }).text).toContain(', locked');
    expect(render({ card: card({ ...paid, free: true }) }).html).not.toContain('media-card__lock');
    expect(render({ card: card({ ...paid, hasOffers: false }) }).html).not.toContain('media-card__lock');
    expect(render({ card: card({ ...paid, contentType: 'hub' }) }).html).not.toContain('media-card__lock');
  });

  it('shows no progress bar for no or invalid progress', () => {
    for (const progress of [0, Number.NaN, -1]) {
      expect(render({ progress }).html).not.toContain('media-card__progress');
    }
  });

  it('is not a link when disabled', () => {
    const root = render({ disabled: true });
    expect(root.tag('a')).toBeUndefined();
    expect(root.html).toContain('aria-disabled="true"');
  });
});
