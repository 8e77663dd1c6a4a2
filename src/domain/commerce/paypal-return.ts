/**
 * The PayPal round trip (spec 1 §7 "First platform"): the site gives the platform four return addresses on its own
 * pages, and the customer comes back to one of them as `?u=finalize-payment-paypal&paypal=<outcome>&paymentId=<order>`.
 */
export const PAYPAL_OUTCOMES = ['success', 'waiting', 'cancel', 'error'] as const;
export type PaypalOutcome = (typeof PAYPAL_OUTCOMES)[number];

export const PAYPAL_RETURN_STEP = 'finalize-payment-paypal';

const URL_KEYS: Record<PaypalOutcome, 'successUrl' | 'waitingUrl' | 'cancelUrl' | 'errorUrl'> = {
  success: 'successUrl',
  waiting: 'waitingUrl',
  cancel: 'cancelUrl',
  error: 'errorUrl',
};

/**
 * The four return addresses for a page of the site, or null when `returnPath` does not stay on the site (so the
 * platform can never be made to send a customer elsewhere).
 */
export function paypalReturnUrls(
  siteUrl: string,
  returnPath: string,
  orderId: string,
): Record<'successUrl' | 'waitingUrl' | 'cancelUrl' | 'errorUrl', string> | null {
  const site = new URL(siteUrl);
  let page: URL;
  try {
    page = new URL(returnPath, site);
  } catch {
    return null;
  }
  if (!returnPath.startsWith('/') || page.origin !== site.origin) return null;
  const entries = PAYPAL_OUTCOMES.map((outcome) => {
    const back = new URL(page);
    back.searchParams.set('u', PAYPAL_RETURN_STEP);
    back.searchParams.set('paypal', outcome);
    back.searchParams.set('paymentId', orderId);
    return [URL_KEYS[outcome], back.href] as const;
  });
  return Object.fromEntries(entries) as Record<(typeof URL_KEYS)[PaypalOutcome], string>;
}

/**
 * What the return page says about an error: the platform's own words are not shown (the address can be typed by
 * anyone), only the one spec 1 §8 names, as the site's key.
 */
export function paypalErrorKey(message: string | null): 'already_subscribed' | 'paypal_failed' {
  return message?.toLowerCase().includes('already have an active access') ? 'already_subscribed' : 'paypal_failed';
}

export function paypalOutcome(value: string | null): PaypalOutcome | null {
  return (PAYPAL_OUTCOMES as readonly string[]).includes(value ?? '') ? (value as PaypalOutcome) : null;
}
