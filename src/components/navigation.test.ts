import { describe, expect, it } from 'vitest';
import type { Layout } from '../domain/content';
import { buildNavigation, isCurrentNav } from './navigation';

const layout: Layout = {
  header: {
    name: 'Aurora',
    menu: [
      { title: 'Home', url: '/' },
      { title: 'Live', url: '/live' },
      { title: 'Sports', url: '/sports' },
    ],
  },
  footer: { name: 'Aurora', socialLinks: [], menu: [], partners: [] },
};

const menu = (label: string, contentId: string, type: 'playlist' | 'content_list' | 'media' = 'playlist') => ({
  label,
  contentId,
  type,
  custom: {},
});

describe('buildNavigation', () => {
  it('lists the CMS header menu, then the config menu at its section paths', () => {
    const items = buildNavigation(layout, { menu: [menu('Films', 'Iea95eMj'), menu('Trailer', 'abc', 'media')] });
    expect(items).toEqual([
      { label: 'Home', href: '/', live: false },
      { label: 'Live', href: '/live', live: true },
      { label: 'Sports', href: '/sports', live: false },
      { label: 'Films', href: '/films', live: false },
      { label: 'Trailer', href: '/m/abc', live: false },
    ]);
  });

  it("keeps /p/{id} for an entry whose title makes one of the site's own routes", () => {
    const items = buildNavigation(null, { menu: [menu('Results', 'Res00001'), menu('Ski & Snow', 'Sk1Sn0w1')] });
    expect(items.map((item) => item.href)).toEqual(['/p/Res00001', '/ski-snow']);
  });

  it('shows an entry present in both sources once', () => {
    const items = buildNavigation(layout, { menu: [menu('live', 'L1ve0001'), menu('Sports', 'Sp0rts01')] });
    expect(items.map((item) => item.label)).toEqual(['Home', 'Live', 'Sports']);
  });

  it('works without CMS layout or config', () => {
    expect(buildNavigation(null, { menu: [menu('Films', 'Iea95eMj')] })).toEqual([
      { label: 'Films', href: '/films', live: false },
    ]);
    expect(buildNavigation(null, undefined)).toEqual([]);
  });
});

describe('isCurrentNav', () => {
  it.each([
    ['/', '/', true],
    ['/', '/sports', false],
    ['/sports', '/sports', true],
    ['/sports', '/sports/archery', true],
    ['/sports', '/sportsman', false],
    ['/p/Iea95eMj', '/p/Iea95eMj', true],
    ['/live?x=1', '/live', true],
    ['https://example.com/', '/', false],
  ])('%s on %s → %s', (href, path, expected) => {
    expect(isCurrentNav(href, path)).toBe(expected);
  });
});
