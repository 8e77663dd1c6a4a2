import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getT } from '../../lib/i18n';
import { PlayerPoster, PosterImage } from './PlayerParts';
import type { PlayerMedia } from './player-media';

const media: PlayerMedia = {
  mediaid: 'abc',
  title: 'Final',
  poster: '/p.jpg?width=1280',
  posterSrcSet: '/p.jpg?width=720 720w, /p.jpg?width=1280 1280w',
  sources: [],
  tracks: [],
  duration: 60,
};

describe('the player poster', () => {
  it("is fetched first, sized to the inline player's box (a phone's width less its gutters)", () => {
    const html = renderToStaticMarkup(<PosterImage media={media} />);
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('sizes="(min-width: 1200px) 1200px, calc(100vw - 2rem)"');
    expect(html).not.toContain('loading=');
  });

  it("waits until it is on screen in a trailer's closed dialog", () => {
    const html = renderToStaticMarkup(<PosterImage media={{ ...media, posterOffscreen: true }} />);
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchPriority');
  });

  it('offers a play button only when there is something to play', () => {
    const t = getT('en', 'player');
    expect(renderToStaticMarkup(<PlayerPoster media={media} t={t} onPlay={() => undefined} />)).toContain('aria-label="Play Final"');
    expect(renderToStaticMarkup(<PlayerPoster media={media} t={t} />)).not.toContain('<button');
  });
});
