import { z } from 'zod';
import { OTP_RESEND_SECONDS } from '../../../domain/account/otp';
import { storedValue, type KeyValueStorage } from '../../../lib/local-storage';

/**
 * The resend countdown of the OTP screens (spec 3 §9: 120 s, kept in local storage under a remaining-time key),
 * so a reload or a second tab shows the time that is really left. What is stored is when the wait ends, for one
 * address and purpose; the seconds left are computed from it.
 */
export type OtpPurpose = 'confirm_email' | 'reset_password';

const countdownSchema = z
  .object({ email: z.string(), purpose: z.enum(['confirm_email', 'reset_password']), endsAt: z.number() })
  .nullable();
type Countdown = z.infer<typeof countdownSchema>;

export const OTP_COUNTDOWN_KEY = 'otp_remaining_time';

export function countdownStore(storage?: () => KeyValueStorage | null) {
  return storedValue<Countdown>(OTP_COUNTDOWN_KEY, countdownSchema, null, storage);
}

/** Whole seconds left for `email` and `purpose` at `now`; 0 when none is running for them. */
export function secondsLeft(stored: Countdown, email: string, purpose: OtpPurpose, now: number): number {
  if (!stored || stored.email !== email.toLowerCase() || stored.purpose !== purpose) return 0;
  // Never more than a full countdown, whatever a tampered value says.
  return Math.min(OTP_RESEND_SECONDS, Math.max(0, Math.ceil((stored.endsAt - now) / 1000)));
}

export function countdownFrom(email: string, purpose: OtpPurpose, seconds: number, now: number): Countdown {
  return { email: email.toLowerCase(), purpose, endsAt: now + seconds * 1000 };
}
