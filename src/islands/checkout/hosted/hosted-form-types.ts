/** A gateway's own payment form mounted in the checkout (Stripe's Payment Element, Adyen's Drop-in). */
export interface HostedFormOptions {
  browser: Record<string, string>;
  session: Record<string, string>;
  language: string;
  /** The form finished by itself (Adyen's Drop-in has its own button): the details to finalize with. */
  onDone(details: Record<string, string>): void;
}

export interface HostedForm {
  /** Our pay button's action, or null when the form has its own button. */
  submit: (() => Promise<{ error: string } | { details: Record<string, string> }>) | null;
  destroy(): void;
}
