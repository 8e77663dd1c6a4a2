import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { menuSectionTarget, RESERVED_SEGMENTS } from './menu-sections';

const menu = (label: string, contentId: string, type: 'playlist' | 'content_list' | 'media' = 'playlist') => ({
  label,
  contentId,
  type,
  custom: {},
});

describe('menuSectionTarget', () => {
  const config = { menu: [menu('Films', 'Iea95eMj'), menu('Results', 'Res00001'), menu('Trailer', 'abc', 'media')] };

  it('finds the playlist a section path stands for, and nothing for a route, a media entry or another path', () => {
    expect(menuSectionTarget(config, '/films')).toBe('/p/Iea95eMj');
    expect(menuSectionTarget(config, '/films/')).toBe('/p/Iea95eMj');
    expect(menuSectionTarget(config, '/results')).toBeUndefined();
    expect(menuSectionTarget(config, '/trailer')).toBeUndefined();
    expect(menuSectionTarget(config, '/series')).toBeUndefined();
    expect(menuSectionTarget(config, '/films/more')).toBeUndefined();
  });

  it("reserves exactly the first segments of the site's page routes", () => {
    const names = readdirSync(new URL('../pages', import.meta.url)).map((name) => name.replace(/\.(astro|ts)$/, ''));
    const segments = new Set(names.filter((name) => !name.startsWith('[') && name !== 'index'));
    expect([...RESERVED_SEGMENTS].sort()).toEqual([...segments].sort());
  });
});
