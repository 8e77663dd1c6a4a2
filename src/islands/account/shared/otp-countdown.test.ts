import { describe, expect, it } from 'vitest';
import { countdownFrom, countdownStore, secondsLeft } from './otp-countdown';

const now = 1_000_000;

describe('secondsLeft', () => {
  const running = countdownFrom('Ada@Example.com', 'confirm_email', 120, now);
  it.each([
    ['at the start', running, 'ada@example.com', 'confirm_email', now, 120],
    ['after 30.5 s', running, 'ada@example.com', 'confirm_email', now + 30_500, 90],
    ['once it ran out', running, 'ada@example.com', 'confirm_email', now + 200_000, 0],
    ['for another address', running, 'bob@example.com', 'confirm_email', now, 0],
    ['for the other purpose', running, 'ada@example.com', 'reset_password', now, 0],
    ['when none runs', null, 'ada@example.com', 'confirm_email', now, 0],
    [
      'capped at 120 s',
      { email: 'ada@example.com', purpose: 'confirm_email' as const, endsAt: now + 9e9 },
      'ada@example.com',
      'confirm_email',
      now,
      120,
    ],
  ] as const)('%s', (_label, stored, email, purpose, at, expected) => {
    expect(secondsLeft(stored, email, purpose, at)).toBe(expected);
  });
});

describe('countdownStore', () => {
  it('keeps the countdown under the remaining-time key', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
    const store = countdownStore(() => storage);
    store.write(countdownFrom('a@b.c', 'reset_password', 120, now));
    expect([...values.keys()]).toEqual(['jwapp.otp_remaining_time']);
    expect(secondsLeft(store.read(), 'a@b.c', 'reset_password', now + 1000)).toBe(119);
  });
});
