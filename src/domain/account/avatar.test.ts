import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, avatarLetter } from './avatar';

describe('avatarLetter', () => {
  it.each([
    ['Ada', 'A'],
    ['  émile ', 'É'],
    ['', 'U'],
    ['   ', 'U'],
    [null, 'U'],
    [undefined, 'U'],
    ['😀 Smile', '😀'],
  ])('%j → %j', (name, letter) => {
    expect(avatarLetter(name)).toBe(letter);
  });
});

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('avatarColor', () => {
  it('depends only on the first letter, case-insensitively', () => {
    expect(avatarColor('anna')).toBe(avatarColor('Alice'));
    expect(avatarColor('')).toBe(avatarColor('Ursula'));
  });

  it('spreads neighbouring letters over different colours', () => {
    const colours = new Set([...'ABCDEFGHIJKLM'].map((letter) => avatarColor(letter)));
    expect(colours.size).toBe(13);
  });

  it.each(AVATAR_COLORS.map((colour) => [colour]))('%s keeps white text readable (WCAG AA)', (colour) => {
    expect(1.05 / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
