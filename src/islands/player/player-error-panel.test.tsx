import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getT } from '../../lib/i18n';
import { PlayerErrorPanel } from './PlayerParts';
import { classifyStreamError } from './player-errors';

/**
 * A geo block (spec 1 §7: 403 on the signed stream; spec 1 §8 "access blocked (carries geoBlockingMessage)"):
 * the panel shows the media's own `geoBlockingMessage` when the platform sends one, else the translated text.
 */
const t = getT('en', 'player');
const panel = (kind: Parameters<typeof PlayerErrorPanel>[0]['kind'], customMessage?: string) =>
  renderToStaticMarkup(<PlayerErrorPanel kind={kind} t={t} onRetry={() => undefined} customMessage={customMessage} />);

describe('the geo-block message', () => {
  const message = 'This final can only be watched in Europe.';

  it("shows the media's geoBlockingMessage for a 403 on the stream", () => {
    const action = classifyStreamError({ fatal: true, type: 'networkError', responseCode: 403 }, 0);
    expect(action).toEqual({ action: 'fail', kind: 'geo-blocked' });
    if (action.action !== 'fail') return;
    const html = panel(action.kind, message);
    expect(html).toContain('Not available in your region');
    expect(html).toContain(message);
    expect(html).not.toContain('This video cannot be played from your current location.');
  });

  it('falls back to the translated description without one', () => {
    expect(panel('geo-blocked')).toContain('This video cannot be played from your current location.');
  });

  it('never puts it on other errors', () => {
    expect(panel('unknown', message)).not.toContain(message);
    expect(panel('not-available', message)).not.toContain(message);
  });
});
