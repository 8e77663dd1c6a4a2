import { describe, expect, it } from 'vitest';
import {
  paymentErrorKey,
  paypalMethodOutcome,
  paypalMethodReturnUrls,
  paypalReturnCancelled,
  paypalReturnUrls,
} from './paypal-return';

describe('PayPal return addresses', () => {
  it("return to the same page of the site, on spec 2 §2's steps after a payment", () => {
    const urls = paypalReturnUrls('https://tv.example', '/m/abc?app-config=demoauth', 'C1');
    expect(urls).toEqual({
      successUrl: 'https://tv.example/m/abc?app-config=demoauth&u=waiting-for-payment&offerId=C1',
      waitingUrl: 'https://tv.example/m/abc?app-config=demoauth&u=waiting-for-payment&offerId=C1',
      cancelUrl: 'https://tv.example/m/abc?app-config=demoauth&u=payment-cancelled&offerId=C1',
      errorUrl: 'https://tv.example/m/abc?app-config=demoauth&u=payment-error&offerId=C1&message=paypal_failed',
    });
  });

  it.each(['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', 'm/abc'])(
    'never leave the site: %s',
    (path) => {
      expect(paypalReturnUrls('https://tv.example', path, 'C1')).toBeNull();
    },
  );
});

describe('PayPal method-change return addresses', () => {
  it('return to the same page, naming the outcome in paypal-method (a stale one replaced)', () => {
    expect(
      paypalMethodReturnUrls('https://tv.example', '/u/payments?app-config=demoauth&paypal-method=failed'),
    ).toEqual({
      successUrl: 'https://tv.example/u/payments?app-config=demoauth&paypal-method=updated',
      cancelUrl: 'https://tv.example/u/payments?app-config=demoauth&paypal-method=cancelled',
      errorUrl: 'https://tv.example/u/payments?app-config=demoauth&paypal-method=failed',
    });
  });

  it.each(['https://evil.test/', '//evil.test/x', '/\\evil.test', 'u/payments'])('never leave the site: %s', (path) => {
    expect(paypalMethodReturnUrls('https://tv.example', path)).toBeNull();
  });

  it('reads only the outcomes it wrote', () => {
    expect(paypalMethodOutcome('updated')).toBe('updated');
    expect(paypalMethodOutcome('cancelled')).toBe('cancelled');
    expect(paypalMethodOutcome('pwned')).toBeNull();
    expect(paypalMethodOutcome(null)).toBeNull();
  });
});

describe('the error an address names', () => {
  it('is a key, or the one platform text spec 1 §8 names, never other words', () => {
    expect(paymentErrorKey('paypal_failed')).toBe('paypal_failed');
    expect(paymentErrorKey('Already have an active access')).toBe('already_has_access');
    expect(paymentErrorKey('Call +1 555 for a refund')).toBeNull();
    expect(paymentErrorKey(null)).toBeNull();
  });
});

describe('paypalReturnCancelled', () => {
  it('reads the cancel marker of a one-address return, and nothing else', () => {
    expect(paypalReturnCancelled(new URLSearchParams('u=waiting-for-payment&offerId=C1&paypal=cancelled'))).toBe(true);
    expect(paypalReturnCancelled(new URLSearchParams('u=waiting-for-payment&offerId=C1'))).toBe(false);
    expect(paypalReturnCancelled(new URLSearchParams('u=waiting-for-payment&paypal=approved'))).toBe(false);
  });
});
