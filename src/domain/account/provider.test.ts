import { describe, expect, it } from 'vitest';
import { providerDisplayName } from './provider';

describe('providerDisplayName', () => {
  it.each([
    ['google', 'Google'],
    ['apple', 'Apple'],
    ['Facebook', 'Facebook'],
    ['okta', 'Okta'],
    ['email', null],
    ['', null],
    [null, null],
  ] as const)('%j → %j', (provider, name) => {
    expect(providerDisplayName(provider)).toBe(name);
  });
});
