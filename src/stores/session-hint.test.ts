import { describe, expect, it } from 'vitest';
import { parseSessionHint } from './session-hint';

const user = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe('parseSessionHint', () => {
  it.each([
    ['a stored session', JSON.stringify({ user: { ...user, id: 'x' }, expiresAt: 1 }), user],
    ['nothing stored', null, null],
    ['not JSON', '{oops', null],
    ['no expiry', JSON.stringify({ user }), null],
    ['a user without names', JSON.stringify({ user: { email: 'a@b.c' }, expiresAt: 1 }), null],
    ['an array', '[]', null],
  ])('%s', (_label, raw, expected) => {
    expect(parseSessionHint(raw)).toEqual(expected);
  });
});
