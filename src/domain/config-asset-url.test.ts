import { describe, expect, it } from 'vitest';
import { configAssetUrl } from './config-asset-url';

describe('configAssetUrl (a config banner, issue 43)', () => {
  it("resolves a relative banner of a JW config against JW's base, not the site's origin", () => {
    expect(configAssetUrl('/images/logo.png', 'https://cdn.jwplayer.com')).toBe('https://cdn.jwplayer.com/images/logo.png');
    expect(configAssetUrl('images/logo.png', 'https://cdn.jwplayer.com/')).toBe('https://cdn.jwplayer.com/images/logo.png');
  });

  it("keeps a relative banner as the site's own path on the embedded platform", () => {
    expect(configAssetUrl('/demo-media/images/aurora-logo.png', undefined)).toBe('/demo-media/images/aurora-logo.png');
  });

  it('keeps an absolute address as given', () => {
    expect(configAssetUrl('https://assets.example.com/logo.svg', 'https://cdn.jwplayer.com')).toBe(
      'https://assets.example.com/logo.svg',
    );
  });

  it('gives no image for nothing, other schemes and protocol-relative addresses, so the site name shows', () => {
    for (const value of [undefined, null, '', '  ', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png']) {
      expect(configAssetUrl(value, 'https://cdn.jwplayer.com')).toBeUndefined();
    }
  });
});
