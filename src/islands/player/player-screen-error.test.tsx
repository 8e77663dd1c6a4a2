import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getT } from '../../lib/i18n';
import { PlayerScreen } from './PlayerScreen';
import type { PlayerController, PlayerState } from './player-controller';
import type { PlayerMedia } from './player-media';

/**
 * The player's stage after the server refused a paid item with "access blocked" (spec 1 §8; issue 12 point 4): the
 * error panel says the server's message — the media's or the site config's geoBlockingMessage — over the poster.
 */
const t = getT('en', 'player');
const media: PlayerMedia = {
  mediaid: 'Locked02',
  title: 'Another locked match',
  poster: '/poster.jpg',
  sources: [],
  tracks: [],
  duration: 5400,
};
const state = (errorMessage?: string): PlayerState => ({
  phase: 'error',
  error: 'geo-blocked',
  errorMessage,
  currentTime: 0,
  duration: 5400,
  attempt: 1,
  started: false,
  streamSubtitles: [],
});
const stage = (playerState: PlayerState, item: PlayerMedia = media) =>
  renderToStaticMarkup(
    <PlayerScreen
      controller={{} as PlayerController}
      state={playerState}
      media={item}
      live={false}
      language="en"
      t={t}
      cuePoints={[]}
      focusOnMount={false}
      onPlay={() => undefined}
    />,
  );

describe('a geo block answered by the playback API', () => {
  it("shows the server's message in the alert, with Retry", () => {
    const html = stage(state('Not in your country, sorry.'));
    expect(html).toMatch(/role="alert"[^]*Not available in your region[^]*Not in your country, sorry\.[^]*Retry/);
    expect(html).not.toContain('This video cannot be played from your current location.');
  });

  it("falls back to the media's own message, then to the translated text", () => {
    expect(stage(state(), { ...media, geoBlockingMessage: 'Europe only.' })).toContain('Europe only.');
    expect(stage(state())).toContain('This video cannot be played from your current location.');
  });
});
