/**
 * The captcha port (issue 14.4): registration always asks for one when configured, sign-in after several wrong
 * passwords for an email from one client. The embedded default is ALTCHA's self-hosted proof of work; Cloudflare
 * Turnstile and hCaptcha are real adapters that verify the widget's token with their siteverify endpoint.
 */
export type CaptchaProvider = 'altcha' | 'turnstile' | 'hcaptcha';

/** What the browser needs to show the captcha: an ALTCHA challenge to solve, or a widget's site key. */
export type CaptchaWidget =
  { provider: 'altcha'; challenge: AltchaChallenge } | { provider: 'turnstile' | 'hcaptcha'; siteKey: string };

export interface AltchaChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  /** Random hex, with `?expires=<epoch seconds>` so the signature covers the expiry. */
  salt: string;
  signature: string;
  maxnumber: number;
}

export interface Captcha {
  provider: CaptchaProvider;
  widget(): Promise<CaptchaWidget>;
  /** Whether the browser's answer is good; each answer is accepted once. */
  verify(answer: string, remoteIp: string): Promise<boolean>;
}
