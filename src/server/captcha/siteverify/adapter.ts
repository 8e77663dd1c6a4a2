import { z } from 'zod';
import type { Captcha } from '../port';

/**
 * Cloudflare Turnstile and hCaptcha: the browser runs the vendor's widget with our site key and sends its token;
 * the server asks the vendor's siteverify endpoint (form-encoded `secret`, `response`, `remoteip`; answer
 * `{ success, "error-codes" }`). Both vendors mark tokens single-use and short-lived themselves.
 */
export const SITEVERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

/** The vendor scripts the page loads; their origins join that page's CSP. */
export const WIDGET_SCRIPTS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
} as const;

const answerSchema = z.object({ success: z.boolean(), 'error-codes': z.array(z.string()).optional() });

export interface SiteverifyOptions {
  provider: 'turnstile' | 'hcaptcha';
  siteKey: string;
  secret: string;
  /** Another endpoint (tests' fixture server); unset means the vendor's. */
  verifyUrl?: string;
  timeoutMs?: number;
  /** Told why the vendor refused (for the log), never the viewer. */
  onRefused?: (errorCodes: string[]) => void;
}

const TOKEN_MAX_LENGTH = 4096;

export function createSiteverifyCaptcha(options: SiteverifyOptions): Captcha {
  const url = options.verifyUrl ?? SITEVERIFY_URLS[options.provider];
  return {
    provider: options.provider,
    widget: async () => ({ provider: options.provider, siteKey: options.siteKey }),
    async verify(answer, remoteIp) {
      if (!answer || answer.length > TOKEN_MAX_LENGTH) return false;
      const form = new URLSearchParams({ secret: options.secret, response: answer, remoteip: remoteIp });
      if (options.provider === 'hcaptcha') form.set('sitekey', options.siteKey);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new Error(`${options.provider} siteverify answered ${response.status}`);
      const parsed = answerSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error(`${options.provider} siteverify answered an unexpected body`);
      if (!parsed.data.success) options.onRefused?.(parsed.data['error-codes'] ?? []);
      return parsed.data.success;
    },
  };
}
