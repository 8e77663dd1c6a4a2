import { describe, expect, it } from 'vitest';
import { cmsDensitySources, cmsImageUrl, cmsSrcSet, widthVariants } from './images';

describe('cmsImageUrl', () => {
  it.each([
    ['/cms-assets/images/a.svg', 160, '/cms-assets/images/a.svg?w=160&fm=webp'],
    ['https://cdn.example/Logo.SVG?dl=1', 240, 'https://cdn.example/Logo.SVG?dl=1&w=240&fm=webp'],
    ['https://cdn.example/x.jpg?auto=format', 640, 'https://cdn.example/x.jpg?auto=format&w=640'],
    ['/img.png?w=100', 320, '/img.png?w=320&auto=format'],
    ['/img.png?fm=jpg', 320, '/img.png?fm=jpg&w=320'],
  ])('%s at %d → %s', (url, width, expected) => {
    expect(cmsImageUrl(url, width)).toBe(expected);
  });

  it('builds a srcset over the widths', () => {
    expect(cmsSrcSet({ url: '/a.jpg' }, [640, 1280])).toBe('/a.jpg?w=640&auto=format 640w, /a.jpg?w=1280&auto=format 1280w');
  });

  it("builds a srcset of a logo's box at 1x, 2x and 3x", () => {
    const { src, srcset } = cmsDensitySources({ url: '/logo.svg' }, 132);
    expect(srcset).toBe('/logo.svg?w=132&fm=webp 1x, /logo.svg?w=264&fm=webp 2x, /logo.svg?w=396&fm=webp 3x');
    expect(src).toBe('/logo.svg?w=264&fm=webp');
  });
});

describe('widthVariants', () => {
  it('rewrites the width parameter for each variant', () => {
    expect(widthVariants('/demo-media/images/x-bg.jpg?width=1920', [640, 1280], 1280)).toEqual({
      src: '/demo-media/images/x-bg.jpg?width=1280',
      srcset: '/demo-media/images/x-bg.jpg?width=640 640w, /demo-media/images/x-bg.jpg?width=1280 1280w',
    });
  });

  it('keeps a URL without a width parameter as it is', () => {
    expect(widthVariants('https://cdn.example/bg.jpg', [640], 640)).toEqual({
      src: 'https://cdn.example/bg.jpg',
      srcset: undefined,
    });
  });
});
