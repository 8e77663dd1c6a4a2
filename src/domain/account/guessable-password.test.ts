import { describe, expect, it } from 'vitest';
import { isGuessablePassword } from './guessable-password';

describe('isGuessablePassword', () => {
  it.each([
    ['Password1', 'the commonest password with a digit'],
    ['password2026!', 'a common word with a year and a symbol'],
    ['Qwerty123', 'a keyboard word'],
    ['aaaaaaa1', 'one character repeated'],
    ['abcdefgh1', 'a run of the alphabet'],
    ['12345678a', 'a run of digits'],
  ])('refuses %s (%s)', (password) => {
    expect(isGuessablePassword(password)).toBe(true);
  });

  it("refuses the account's own email name or first name with digits", () => {
    expect(isGuessablePassword('Margot2026', { email: 'margot@example.com' })).toBe(true);
    expect(isGuessablePassword('Tessa1990', { firstName: 'Tessa' })).toBe(true);
    expect(isGuessablePassword('Tessa1990', { firstName: 'Margot' })).toBe(false);
  });

  it.each(['Sunrise2026', 'river-otter-42', 'Kx7pq2mz', 'Wakeboarding4Ever'])('accepts %s', (password) => {
    expect(isGuessablePassword(password, { email: 'tess@example.com', firstName: 'Tess' })).toBe(false);
  });
});
