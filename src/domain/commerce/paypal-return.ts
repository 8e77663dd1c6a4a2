/**
 * The PayPal round trip (spec 1 §7 "First platform"): the site gives the platform four return addresses on its own
 * page, each one of spec 2 §2's modal steps (as the card flow's): paid or paid-but-unconfirmed →
 * `waiting-for-payment` (the entitlement is asked until access, then welcome); cancelled → `payment-cancelled`
 * (with the way back to the checkout); failed → `payment-error`.
 */
/** Where PayPal sends the customer back: paid, paid but not yet confirmed, gave up, failed. Absolute site URLs. */
export type PaypalReturnUrls = Record<'successUrl' | 'waitingUrl' | 'cancelUrl' | 'errorUrl', string>;

const STEPS: Record<keyof PaypalReturnUrls, string> = {
  successUrl: 'waiting-for-payment',
  waitingUrl: 'waiting-for-payment',
  cancelUrl: 'payment-cancelled',
  errorUrl: 'payment-error',
};

/**
 * The four return addresses on a page of the site for an order of `offerId`, or null when `returnPath` does not
 * stay on the site (so the platform can never be made to send a customer elsewhere).
 */
export function paypalReturnUrls(siteUrl: string, returnPath: string, offerId: string): PaypalReturnUrls | null {
  const site = new URL(siteUrl);
  let page: URL;
  try {
    page = new URL(returnPath, site);
  } catch {
    return null;
  }
  if (!returnPath.startsWith('/') || page.origin !== site.origin) return null;
  const entries = Object.entries(STEPS).map(([name, step]) => {
    const back = new URL(page);
    back.searchParams.set('u', step);
    back.searchParams.set('offerId', offerId);
    // The error page shows this key unless the platform puts its own words in `message` (see paymentErrorKey).
    if (step === 'payment-error') back.searchParams.set('message', 'paypal_failed');
    return [name, back.href] as const;
  });
  return Object.fromEntries(entries) as PaypalReturnUrls;
}

/**
 * The error key an address's `message` stands for: a key as it is; of a platform's words only the one spec 1 §8
 * names ("Already have an active access", a wallet payment's error URL); anything else is not shown, so an address
 * cannot put words in the site's mouth.
 */
export function paymentErrorKey(message: string | null): string | null {
  if (!message) return null;
  if (/^[a-z_]+$/.test(message)) return message;
  return message.toLowerCase().includes('already have an active access') ? 'already_subscribed' : null;
}

/**
 * Whether a return to the waiting step is a cancelled PayPal payment. A platform that takes one return address
 * (InPlayer's `origin`) sends every PayPal outcome to the waiting step; a return marked `paypal=cancelled` (how the
 * InPlayer fixture marks a cancel; InPlayer's reference names no marker) is shown as cancelled instead.
 */
export function paypalReturnCancelled(params: URLSearchParams): boolean {
  return params.get('paypal') === 'cancelled';
}
