import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BACKGROUND,
  DEFAULT_HIGHLIGHT,
  normalizeHexColor,
  textColorOn,
  themeFromStyling,
  themeStyleAttribute,
} from './theme';

describe('normalizeHexColor', () => {
  it.each<[string | null | undefined, string | undefined]>([
    ['#ff0066', '#ff0066'],
    ['#FF0066', '#ff0066'],
    ['#f06', '#ff0066'],
    [' #abc ', '#aabbcc'],
    ['ff0066', undefined],
    ['#ff006', undefined],
    ['#ff00660', undefined],
    ['#gg0000', undefined],
    ['red', undefined],
    ['rgb(1,2,3)', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j', (input, expected) => {
    expect(normalizeHexColor(input)).toBe(expected);
  });
});

describe('textColorOn', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#000000', '#ffffff'],
    ['#0e1116', '#ffffff'],
    ['#fcca03', '#000000'],
    ['#ff0000', '#ffffff'],
    // brightness exactly 186 is not above the threshold → white text
    ['#bababa', '#ffffff'],
    // 187 → dark text
    ['#bbbbbb', '#000000'],
  ])('on %s → %s', (bg, expected) => {
    expect(textColorOn(bg)).toBe(expected);
  });
});

describe('themeFromStyling', () => {
  it('maps the styling colours and picks readable text for each', () => {
    expect(
      themeFromStyling({ highlightColor: '#FCCA03', backgroundColor: '#0e1116', headerBackground: '#fff' }),
    ).toEqual({
      '--highlight': '#fcca03',
      '--bg': '#0e1116',
      '--header-bg': '#ffffff',
      '--on-highlight': '#000000',
      '--on-bg': '#ffffff',
      '--on-header': '#000000',
    });
  });

  it('falls back to defaults for missing or invalid colours; the header follows the background', () => {
    const theme = themeFromStyling({ highlightColor: 'tomato', backgroundColor: null });
    expect(theme['--highlight']).toBe(DEFAULT_HIGHLIGHT);
    expect(theme['--bg']).toBe(DEFAULT_BACKGROUND);
    expect(theme['--header-bg']).toBe(DEFAULT_BACKGROUND);
    expect(themeFromStyling(undefined)['--bg']).toBe(DEFAULT_BACKGROUND);
  });

  it('uses the background for the header when only the background is set', () => {
    expect(themeFromStyling({ backgroundColor: '#eeeeee' })['--header-bg']).toBe('#eeeeee');
  });
});

describe('themeStyleAttribute', () => {
  it('renders every variable as a declaration', () => {
    const style = themeStyleAttribute(themeFromStyling({ highlightColor: '#f06' }));
    expect(style).toContain('--highlight:#ff0066');
    expect(style.split(';')).toHaveLength(6);
  });
});
