import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from './site-config';
import { shortNameOf, webManifestFor } from './web-manifest';

const config = siteConfigSchema.parse({
  siteName: 'Aurora Games TV',
  description: 'Live sport. ',
  siteId: 'site1234',
  content: [],
  menu: [],
  styling: { backgroundColor: '#0E1116', headerBackground: '#0b0e13', highlightColor: '#22d3a6' },
});

describe('webManifestFor', () => {
  it('takes the name, description and colours from the site config', () => {
    expect(webManifestFor(config, { language: 'en', defaultName: 'OTT Video' })).toMatchObject({
      name: 'Aurora Games TV',
      short_name: 'Aurora Games',
      description: 'Live sport.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#0e1116',
      theme_color: '#0b0e13',
    });
  });

  it('offers the 192 and 512 px PNG icons installation needs, and a maskable one', () => {
    const { icons } = webManifestFor(config, { language: 'en', defaultName: 'OTT Video' });
    expect(icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', type: 'image/png', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'maskable' }),
      ]),
    );
  });

  it('falls back to the default name and colours without a config', () => {
    const manifest = webManifestFor(null, { language: 'es', defaultName: 'OTT Video' });
    expect(manifest).toMatchObject({
      name: 'OTT Video',
      short_name: 'OTT Video',
      lang: 'es',
      background_color: '#0e1116',
    });
    expect(manifest).not.toHaveProperty('description');
  });

  it('uses the background colour for the theme when the config has no header colour', () => {
    const plain = siteConfigSchema.parse({ ...config, styling: { backgroundColor: '#ffffff' } });
    expect(webManifestFor(plain, { language: 'en', defaultName: 'x' })).toMatchObject({
      background_color: '#ffffff',
      theme_color: '#ffffff',
    });
  });
});

describe('shortNameOf', () => {
  it.each([
    ['Aurora TV', 'Aurora TV'],
    ['Aurora Games TV', 'Aurora Games'],
    ['World Games Television Network', 'World Games'],
    ['Supercalifragilistic TV', 'Supercalifra'],
    ['  Twelve chars  ', 'Twelve chars'],
  ])('%j → %j', (name, expected) => {
    expect(shortNameOf(name)).toBe(expected);
  });
});
