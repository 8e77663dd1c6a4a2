import { describe, expect, it } from 'vitest';
import { t as chromeText } from 'media-chrome/dist/utils/i18n.js';
import { getT } from '../../lib/i18n';
import { applyChromeTranslations } from './chrome-i18n';

describe('applyChromeTranslations', () => {
  it('makes the media-chrome controls speak the page language', () => {
    applyChromeTranslations('nl', getT('nl', 'player'));
    expect(chromeText('Play')).toBe('Afspelen');
    expect(chromeText('Enter fullscreen mode')).toBe('Volledig scherm');
    expect(chromeText('seek forward {seekOffset} seconds', { seekOffset: 10 })).toBe('10 seconden vooruit');
    expect(chromeText('{currentTime} of {totalTime}', { currentTime: '0:05', totalTime: '0:24' })).toBe('0:05 van 0:24');
    // Tooltips without a placeholder get the 10-second step filled in.
    expect(chromeText('Seek backward')).toBe('10 seconden terug');
  });

  it('switches when another language is applied', () => {
    applyChromeTranslations('de', getT('de', 'player'));
    expect(chromeText('Mute')).toBe('Stummschalten');
    applyChromeTranslations('en', getT('en', 'player'));
    expect(chromeText('Mute')).toBe('Mute');
  });
});
