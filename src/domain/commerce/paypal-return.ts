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
  const page = sitePage(siteUrl, returnPath);
  if (!page) return null;
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

/** `returnPath` as an address of the site, or null when it would leave it. */
function sitePage(siteUrl: string, returnPath: string): URL | null {
  const site = new URL(siteUrl);
  let page: URL;
  try {
    page = new URL(returnPath, site);
  } catch {
    return null;
  }
  return returnPath.startsWith('/') && page.origin === site.origin ? page : null;
}

/** Where PayPal sends the customer back after saving (or not) their PayPal account as the payment method. */
export type PaypalMethodReturnUrls = Record<'successUrl' | 'cancelUrl' | 'errorUrl', string>;

/** The query parameter the payments page reads on the way back, and its values. */
export const PAYPAL_METHOD_PARAMETER = 'paypal-method';
export type PaypalMethodOutcome = 'updated' | 'cancelled' | 'failed';
const OUTCOMES: Record<keyof PaypalMethodReturnUrls, PaypalMethodOutcome> = {
  successUrl: 'updated',
  cancelUrl: 'cancelled',
  errorUrl: 'failed',
};

/**
 * The three return addresses of a PayPal method change on a page of the site (the payments page), each naming its
 * outcome in `paypal-method`; null when `returnPath` would leave the site.
 */
export function paypalMethodReturnUrls(siteUrl: string, returnPath: string): PaypalMethodReturnUrls | null {
  const page = sitePage(siteUrl, returnPath);
  if (!page) return null;
  const entries = Object.entries(OUTCOMES).map(([name, outcome]) => {
    const back = new URL(page);
    back.searchParams.set(PAYPAL_METHOD_PARAMETER, outcome);
    return [name, back.href] as const;
  });
  return Object.fromEntries(entries) as PaypalMethodReturnUrls;
}

/** The outcome an address names, or null for none (or a value the site did not put there). */
export function paypalMethodOutcome(value: string | null): PaypalMethodOutcome | null {
  return Object.values(OUTCOMES).find((outcome) => outcome === value) ?? null;
}

/**
 * The error key an address's `message` stands for: a key as it is; of a platform's words only the one spec 1 §8
 * names ("Already have an active access", a wallet payment's error URL); anything else is not shown, so an address
 * cannot put words in the site's mouth.
 */
export function paymentErrorKey(message: string | null): string | null {
  if (!message) return null;
  if (/^[a-z_]+$/.test(message)) return message;
  return message.toLowerCase().includes('already have an active access') ? 'already_has_access' : null;
}

/**
 * Whether a return to the waiting step is a cancelled PayPal payment. A platform that takes one return address
 * (InPlayer's `origin`) sends every PayPal outcome to the waiting step; a return marked `paypal=cancelled` (how the
 * InPlayer fixture marks a cancel; InPlayer's reference names no marker) is shown as cancelled instead.
 */
export function paypalReturnCancelled(params: URLSearchParams): boolean {
  return params.get('paypal') === 'cancelled';
}
