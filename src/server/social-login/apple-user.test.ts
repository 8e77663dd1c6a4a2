import { describe, expect, it } from 'vitest';
import { nameFromAppleUser } from './apple-user';

describe("Apple's user form field", () => {
  it('gives the name from the first authorization', () => {
    const field = JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' }, email: 'ada@example.com' });
    expect(nameFromAppleUser(field)).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('keeps one part when only one was given, and cuts names to 50 characters', () => {
    expect(nameFromAppleUser(JSON.stringify({ name: { firstName: 'x'.repeat(80) } }))).toEqual({
      firstName: 'x'.repeat(50),
      lastName: '',
    });
  });

  it('gives nothing for an absent field, bad JSON, a wrong shape or an empty name', () => {
    expect(nameFromAppleUser(undefined)).toBeNull();
    expect(nameFromAppleUser('{not json')).toBeNull();
    expect(nameFromAppleUser(JSON.stringify({ name: 'Ada Lovelace' }))).toBeNull();
    expect(nameFromAppleUser(JSON.stringify({ name: { firstName: ' ', lastName: '' } }))).toBeNull();
  });
});
