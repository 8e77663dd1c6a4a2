/**
 * One-time codes (spec 3 §5, §9; issue 3): 6 digits, valid 10 minutes, at most 5 wrong tries per code, a new code
 * only after the 120-second countdown. Pure: the clock is passed in.
 */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 120;

export interface OtpChallengeState {
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

export type OtpCheck = 'usable' | 'expired' | 'exhausted' | 'consumed';

export function checkChallenge(challenge: OtpChallengeState, now: Date): OtpCheck {
  if (challenge.consumedAt) return 'consumed';
  if (challenge.attempts >= OTP_MAX_ATTEMPTS) return 'exhausted';
  if (challenge.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'usable';
}

/** Seconds until another code may be sent, 0 when one may be sent now. */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const elapsed = (now.getTime() - lastSentAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(OTP_RESEND_SECONDS - elapsed));
}

/** The countdown as the OTP screens show it: `m:ss`, and `00:00` once it has run out. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole === 0) return '00:00';
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
