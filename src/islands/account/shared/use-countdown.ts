import { useCallback, useEffect, useState } from 'react';
import { onStorageChange } from '../../../lib/local-storage';
import { countdownFrom, countdownStore, secondsLeft, type OtpPurpose } from './otp-countdown';

const store = countdownStore();
const TICK_MS = 1_000;

/** Seconds until another code may be asked for `email`, ticking every second; `restart` starts a new wait. */
export function useResendCountdown(
  email: string | null,
  purpose: OtpPurpose,
): { seconds: number; restart(seconds: number): void } {
  const read = useCallback(() => (email ? secondsLeft(store.read(), email, purpose, Date.now()) : 0), [email, purpose]);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    setSeconds(read());
    const timer = setInterval(() => setSeconds(read()), TICK_MS);
    const stop = onStorageChange(store.key, () => setSeconds(read()));
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [read]);

  const restart = useCallback(
    (wait: number) => {
      if (!email) return;
      store.write(countdownFrom(email, purpose, wait, Date.now()));
      setSeconds(read());
    },
    [email, purpose, read],
  );
  return { seconds, restart };
}

/** Starts the countdown before going to the OTP screen (after registration, sign-in of an unconfirmed address, forgot password). */
export function startResendCountdown(email: string, purpose: OtpPurpose, seconds: number): void {
  store.write(countdownFrom(email, purpose, seconds, Date.now()));
}
