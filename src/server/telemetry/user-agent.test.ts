import { describe, expect, it } from 'vitest';
import { browserFamily, platformOf } from './user-agent';

describe('browser family and platform', () => {
  it('names the five families, Edge and Opera not counted as Chrome', () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    expect(browserFamily(chrome)).toBe('chrome');
    expect(browserFamily(chrome.replace('Chrome/', 'HeadlessChrome/'))).toBe('chrome');
    expect(browserFamily(`${chrome} Edg/131.0`)).toBe('edge');
    expect(browserFamily(`${chrome} OPR/115.0`)).toBe('other');
    expect(browserFamily('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('firefox');
    const safari = [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)',
      'Version/18.1 Mobile/15E148 Safari/604.1',
    ].join(' ');
    expect(browserFamily(safari)).toBe('safari');
    expect(platformOf(safari)).toBe('mobile');
    expect(platformOf(chrome)).toBe('desktop');
    expect(platformOf('Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36')).toBe('tv');
    expect(browserFamily(null)).toBe('other');
    expect(browserFamily('<script>')).toBe('other');
  });
});
