import type { Page } from '@playwright/test';
import { solveChallenge } from '../../src/server/captcha/altcha/protocol';

/**
 * What every registration needs besides the account's fields: the demo settings' required consent ticked and the
 * captcha answered (the e2e server runs the built-in ALTCHA proof of work, solved here as the browser would).
 */
export const REQUIRED_CONSENTS = { terms: true };

/** An answer to a fresh captcha of the server at `origin` (undefined when its captcha is off). */
export async function captchaAnswer(origin: string): Promise<string | undefined> {
  const widget = (await (await fetch(`${origin}/api/auth/captcha`)).json()) as {
    provider: string;
    challenge?: Parameters<typeof solveChallenge>[0];
  };
  if (widget.provider === 'off') return undefined;
  if (widget.provider !== 'altcha' || !widget.challenge) throw new Error(`cannot answer a ${widget.provider} captcha`);
  return solveChallenge(widget.challenge) ?? undefined;
}

/** The consents and captcha fields of a registration request to `origin`. */
export async function registrationExtras(origin: string) {
  return { consents: REQUIRED_CONSENTS, captcha: await captchaAnswer(origin) };
}

/** Ticks the required consent on the registration form. */
export async function acceptTerms(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /I accept the Terms of use/ }).check();
}
