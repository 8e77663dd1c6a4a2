import type { Env } from '../env';
import type { RateLimiter } from '../auth/rate-limiter';
import { createAltchaCaptcha } from './altcha/adapter';
import type { Captcha } from './port';
import { createSiteverifyCaptcha } from './siteverify/adapter';

type CaptchaEnv = Pick<Env, 'CAPTCHA' | 'CAPTCHA_SITE_KEY' | 'CAPTCHA_SECRET' | 'CAPTCHA_VERIFY_URL'>;

/** The captcha `CAPTCHA` chooses (env.ts checks that a vendor's keys are set); null when off. */
export function captchaFromEnv(
  env: CaptchaEnv,
  deps: { key: Uint8Array; clock: () => Date; limiter: RateLimiter; onRefused: (codes: string[]) => void },
): Captcha | null {
  if (env.CAPTCHA === 'off') return null;
  if (env.CAPTCHA === 'altcha') return createAltchaCaptcha({ key: deps.key, clock: deps.clock, limiter: deps.limiter });
  return createSiteverifyCaptcha({
    provider: env.CAPTCHA,
    siteKey: env.CAPTCHA_SITE_KEY ?? '',
    secret: env.CAPTCHA_SECRET ?? '',
    verifyUrl: env.CAPTCHA_VERIFY_URL,
    onRefused: deps.onRefused,
  });
}
