import type { Captcha } from '../../captcha/port';
import { AppError } from '../../shared/app-error';
import type { ClientInfo } from './deps';

/**
 * The captcha answer of a request: missing → `captcha_required`, refused (wrong, expired, replayed) →
 * `captcha_invalid`, both 400 on the `captcha` field so the form shows a fresh captcha; a vendor that cannot be
 * reached → 503, never a silent pass.
 */
export async function requireCaptcha(
  deps: { captcha: Captcha | null; logger: { warn: (obj: object, msg: string) => void } },
  answer: string | undefined,
  client: ClientInfo,
): Promise<void> {
  if (!deps.captcha) return;
  if (!answer) throw captchaError('captcha_required', 'Please complete the captcha.');
  let good: boolean;
  try {
    good = await deps.captcha.verify(answer, client.ip);
  } catch (error) {
    deps.logger.warn({ err: error, provider: deps.captcha.provider }, 'captcha could not be verified');
    throw new AppError(503, 'captcha_unavailable', 'The captcha could not be checked. Please try again in a moment.', {
      retryAfterSeconds: 5,
    });
  }
  if (!good) throw captchaError('captcha_invalid', 'The captcha was not solved or has expired. Please try again.');
}

export function captchaError(code: 'captcha_required' | 'captcha_invalid', message: string): AppError {
  return new AppError(400, code, message, { fields: { captcha: [code] } });
}
