import type { HostedForm, HostedFormOptions } from './hosted-form-types';

/** The form of the gateway, loaded only when a checkout needs it. */
export async function mountHostedForm(
  gateway: string,
  element: HTMLElement,
  options: HostedFormOptions,
): Promise<HostedForm> {
  if (gateway === 'stripe') return (await import('./stripe-form')).mountStripeForm(element, options);
  if (gateway === 'adyen') return (await import('./adyen-form')).mountAdyenForm(element, options);
  throw new Error(`no browser form for the ${gateway} gateway`);
}
