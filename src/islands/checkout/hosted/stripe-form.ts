import type { StripeElementLocale } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { HostedForm, HostedFormOptions } from './hosted-form-types';

/**
 * Stripe's Payment Element in `element`. Loaded only when a checkout on a Stripe site opens: the `pure` entry
 * fetches Stripe's script at this call, not at page load.
 */
export async function mountStripeForm(element: HTMLElement, options: HostedFormOptions): Promise<HostedForm> {
  const { browser, session, language } = options;
  const stripe = await loadStripe(browser.publishableKey ?? '');
  if (!stripe) throw new Error('Stripe.js did not load');
  const clientSecret = session.clientSecret ?? '';
  const elements = stripe.elements({ clientSecret, locale: language as StripeElementLocale });
  const payment = elements.create('payment');
  payment.mount(element);
  return {
    async submit() {
      const confirmParams = { return_url: session.returnUrl ?? location.href };
      // Cards without a bank page are answered here; others leave for the bank and come back to the finalize step.
      const result =
        session.mode === 'setup'
          ? await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' })
          : await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' });
      return result.error ? { error: result.error.message ?? '' } : { details: {} };
    },
    destroy: () => payment.destroy(),
  };
}
