import { describe, expect, it } from 'vitest';
import { paypalErrorKey, paypalOutcome, paypalReturnUrls } from './paypal-return';

describe('PayPal return addresses', () => {
  it('returns to the same page of the site with the outcome and the order', () => {
    const urls = paypalReturnUrls('https://tv.example', '/m/abc?app-config=demoauth&u=checkout', '42');
    expect(urls?.cancelUrl).toBe(
      'https://tv.example/m/abc?app-config=demoauth&u=finalize-payment-paypal&paypal=cancel&paymentId=42',
    );
    expect(Object.keys(urls ?? {})).toEqual(['successUrl', 'waitingUrl', 'cancelUrl', 'errorUrl']);
  });

  it.each(['https://evil.test/', '//evil.test/x', 'javascript:alert(1)', 'm/abc'])(
    'never leaves the site: %s',
    (path) => {
      expect(paypalReturnUrls('https://tv.example', path, '42')).toBeNull();
    },
  );

  it('shows only the error spec 1 §8 names, never the address’s own words', () => {
    expect(paypalErrorKey('Already have an active access')).toBe('already_subscribed');
    expect(paypalErrorKey('Call +1 555 for a refund')).toBe('paypal_failed');
    expect(paypalErrorKey(null)).toBe('paypal_failed');
    expect(paypalOutcome('success')).toBe('success');
    expect(paypalOutcome('hack')).toBeNull();
  });
});
