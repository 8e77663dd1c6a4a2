import { describe, expect, it } from 'vitest';
import { checkChallenge, formatCountdown, resendWaitSeconds } from './otp';

const at = (iso: string) => new Date(iso);

describe('checkChallenge', () => {
  const base = { expiresAt: at('2026-05-01T10:10:00Z'), attempts: 0, consumedAt: null };
  it.each([
    ['usable before expiry', base, '2026-05-01T10:09:59Z', 'usable'],
    ['expired at its expiry', base, '2026-05-01T10:10:00Z', 'expired'],
    ['exhausted after 5 wrong tries', { ...base, attempts: 5 }, '2026-05-01T10:01:00Z', 'exhausted'],
    ['still usable after 4', { ...base, attempts: 4 }, '2026-05-01T10:01:00Z', 'usable'],
    ['consumed once used', { ...base, consumedAt: at('2026-05-01T10:02:00Z') }, '2026-05-01T10:03:00Z', 'consumed'],
  ] as const)('%s', (_, challenge, now, expected) => {
    expect(checkChallenge(challenge, at(now))).toBe(expected);
  });
});

describe('resendWaitSeconds', () => {
  it('counts down 120 s from the last code, rounding up', () => {
    const sent = at('2026-05-01T10:00:00Z');
    expect(resendWaitSeconds(null, sent)).toBe(0);
    expect(resendWaitSeconds(sent, sent)).toBe(120);
    expect(resendWaitSeconds(sent, at('2026-05-01T10:01:59.500Z'))).toBe(1);
    expect(resendWaitSeconds(sent, at('2026-05-01T10:02:00Z'))).toBe(0);
  });
});

describe('formatCountdown', () => {
  it.each([
    [120, '2:00'],
    [61, '1:01'],
    [9, '0:09'],
    [0.2, '0:01'],
    [0, '00:00'],
    [-3, '00:00'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
